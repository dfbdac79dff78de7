#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster, e.g.
//   node scripts/with-postgres.mjs vitest run --project api
// The command gets DATABASE_URL (database "touchline_test") and PG_BIN_DIR in its
// environment. The cluster is stopped and its files deleted afterwards, whether the
// command passes, fails or we are interrupted. Only node: builtins, so it works
// before/without `npm install`.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { constants, tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';

const log = (msg) => console.error(`[with-postgres] ${msg}`);
const signalExitCode = (sig) => 128 + (constants.signals[sig] ?? 0);

const command = process.argv.slice(2);
if (command.length === 0) {
  log('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

// Debian/Ubuntu keep server binaries (initdb, pg_ctl) off PATH, one dir per major version.
function findBinDir() {
  const candidates = [];
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).filter((v) => /^\d+(\.\d+)?$/.test(v));
    versions.sort((a, b) => parseFloat(b) - parseFloat(a)); // highest version first
    candidates.push(...versions.map((v) => join(root, v, 'bin')));
  }
  try {
    const out = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    candidates.push(out.trim());
  } catch {
    // no pg_config: fine, nothing more to try
  }
  // pg_config may come from libpq-dev alone, so check the server tools really exist.
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

// Let the kernel pick an unused port, so parallel runs don't collide.
function freePort() {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });
}

// Spawns a process and resolves with its exit code (128+n when killed by signal n)
// and its captured output (when stdio is piped).
let userChild = null;
function run(cmd, args, opts) {
  return new Promise((ok) => {
    const child = spawn(cmd, args, opts);
    let output = '';
    let settled = false;
    const done = (code) => {
      if (settled) return;
      settled = true;
      ok({ code, output });
    };
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('error', (err) => {
      output += `${cmd}: ${err.message}\n`;
      done(127);
    });
    child.on('close', (code, sig) => done(code ?? signalExitCode(sig)));
    if (opts.stdio === 'inherit') userChild = child;
  });
}

const binDir = findBinDir();
if (!binDir) {
  log(
    'PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin or `pg_config --bindir`; install them with: apt-get install -y postgresql',
  );
  process.exit(1);
}

// PostgreSQL refuses to run as root, so as root the server tools run as the
// "postgres" system user (created by the postgresql package) and must own the dirs.
const asRoot = process.getuid?.() === 0;
const tmp = mkdtempSync(join(tmpdir(), 'touchline-pg-'));
const dataDir = join(tmp, 'data');
const sockDir = join(tmp, 'sock'); // own socket dir: don't need /var/run/postgresql
const logFile = join(tmp, 'server.log');

// Server tools: piped output (only shown on failure), cwd inside tmp (postgres user
// may not be allowed into our cwd), and detached so a terminal Ctrl-C doesn't kill
// them half-way; we finish the step and then clean up instead.
function pgTool(tool, args) {
  const bin = join(binDir, tool);
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return run(cmd, argv, { cwd: tmp, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
}

// Signals: forward to the user's command (it decides how to wind down); during
// setup just remember them and stop after the current step. Handlers stay
// installed so a second Ctrl-C can't skip the cleanup.
let signalled = null;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    signalled ??= sig;
    userChild?.kill(sig);
  });
}

function fail(msg) {
  log(msg);
  return 1;
}

function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

async function main() {
  mkdirSync(sockDir);
  if (asRoot) {
    let uid, gid;
    try {
      uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
      gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    } catch {
      return fail('running as root needs a "postgres" system user; install it with: apt-get install -y postgresql');
    }
    chownSync(tmp, uid, gid);
    chownSync(sockDir, uid, gid);
  }

  // trust auth + no fsync: a disposable test cluster, speed over durability.
  let r = await pgTool('initdb', [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  if (r.code !== 0) return fail(`initdb failed:\n${r.output}`);
  if (signalled) return signalExitCode(signalled);

  const port = await freePort();
  const serverOpts = `-c listen_addresses=127.0.0.1 -p ${port} -k '${sockDir}' -c fsync=off -c max_connections=200`;
  r = await pgTool('pg_ctl', ['-D', dataDir, '-o', serverOpts, '-w', '-l', logFile, 'start']);
  if (r.code !== 0)
    return fail(`PostgreSQL failed to start:\n${r.output}\n--- last lines of ${logFile} ---\n${tail(logFile)}`);
  if (signalled) return signalExitCode(signalled);

  const createdb = join(binDir, 'createdb');
  r = await run(createdb, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'touchline_test'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  if (r.code !== 0) return fail(`createdb failed:\n${r.output}`);
  if (signalled) return signalExitCode(signalled);

  // No shell: arguments reach the command exactly as given. Prepending
  // node_modules/.bin lets `vitest` etc. resolve (spawn searches env.PATH).
  const env = {
    ...process.env,
    DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/touchline_test`,
    PG_BIN_DIR: binDir,
    PATH: [resolve('node_modules/.bin'), process.env.PATH].filter(Boolean).join(delimiter),
  };
  r = await run(command[0], command.slice(1), { stdio: 'inherit', env });
  if (r.output) log(r.output.trimEnd()); // spawn error, e.g. command not found
  return r.code;
}

async function cleanup() {
  // A postmaster.pid means a server may be running (even after a failed start).
  if (existsSync(join(dataDir, 'postmaster.pid'))) {
    const r = await pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    if (r.code !== 0) log(`pg_ctl stop failed:\n${r.output}`);
  }
  rmSync(tmp, { recursive: true, force: true });
}

let code = 1;
try {
  code = await main();
} catch (err) {
  log(err.stack ?? String(err));
} finally {
  await cleanup();
}
process.exit(code);
