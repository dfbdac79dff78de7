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

npm install --no-audit --no-fund
npm test
# The fault checks, shortened (about 3.5 minutes), against the build `npm test` just made.
node scripts/faults/run.mjs --short
