#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine, then runs every test (`npm test`).
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
apt_updated=""
apt_install() {
  [ -n "$apt_updated" ] || { as_root apt-get update -qq || true; apt_updated=1; }
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@"
}

# Browser tests drive Debian's Chromium (Playwright's own browser download cannot work here).
[ -x /usr/bin/chromium ] || apt_install chromium
# The API suite also runs on a throwaway PostgreSQL cluster.
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || apt_install postgresql

# better-sqlite3 compiles from source where its prebuilt binary cannot be downloaded (75 s and more on two cores):
# through ccache, the same compile on the same machine takes a few seconds. CCACHE_BASEDIR lets clones in different
# directories share it. Without ccache (apt unreachable) it compiles as before.
command -v ccache >/dev/null || apt_install ccache || true
compilers="$PATH"
[ -d /usr/lib/ccache ] && compilers="/usr/lib/ccache:$PATH"
# --prefer-offline: the lockfile pins every version, so what npm's cache holds is taken from it without asking the
# registry again; what it lacks (all of it on a fresh machine) is downloaded.
PATH="$compilers" CCACHE_BASEDIR="$PWD" npm install --no-audit --no-fund --prefer-offline
npm test
# The fault checks, shortened (about 3.5 minutes), against the build `npm test` just made.
node scripts/faults/run.mjs --short
