// A throwaway PostgreSQL cluster in a temporary directory, for tests: start it, create databases,
// stop and start it again (the fault checks restart it under load), and delete it. Only node:
// builtins, so it works before/without `npm install`.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './lib/free-port.mjs';

/**
 * The exit code of a process killed by `signal`, as shells report it.
 *
 * @param {NodeJS.Signals} signal
 */
export const signalExitCode = (signal) => 128 + (constants.signals[signal] ?? 0);

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

/**
 * Spawns a process and resolves with its exit code (128+n when killed by signal n) and its captured
 * output (when stdio is piped). `onSpawn` receives the child, e.g. to forward signals to it.
 *
 * @param {string} cmd
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions} opts
 * @param {(child: import('node:child_process').ChildProcess) => void} [onSpawn]
 * @returns {Promise<{ code: number, output: string }>}
 */
export function run(cmd, args, opts, onSpawn) {
  return new Promise((ok) => {
    const child = spawn(cmd, args, opts);
    let output = '';
    let settled = false;
    /** @param {number} code */
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
    child.on('close', (code, signal) => done(code ?? (signal ? signalExitCode(signal) : 1)));
    onSpawn?.(child);
  });
}

/** @param {string} file */
function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

/** @typedef {Awaited<ReturnType<typeof startCluster>>} Cluster */

/** Thrown when the cluster cannot be set up; its message says what to install or what failed. */
export class ClusterError extends Error {}

/**
 * Creates and starts a cluster on a free port: trust auth, no fsync (a disposable test cluster,
 * speed over durability). Call destroy() when done, also after a failure half-way.
 */
export async function startCluster() {
  const binDir = findBinDir();
  if (!binDir) {
    throw new ClusterError(
      'PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin or `pg_config --bindir`; install them with: apt-get install -y postgresql',
    );
  }
  // PostgreSQL refuses to run as root, so as root the server tools run as the "postgres" system user
  // (created by the postgresql package) and must own the dirs.
  const asRoot = process.getuid?.() === 0;
  const tmp = mkdtempSync(join(tmpdir(), 'touchline-pg-'));
  const dataDir = join(tmp, 'data');
  const sockDir = join(tmp, 'sock'); // own socket dir: don't need /var/run/postgresql
  const logFile = join(tmp, 'server.log');
  const port = await freePort();
  const serverOpts = `-c listen_addresses=127.0.0.1 -p ${port} -k '${sockDir}' -c fsync=off -c max_connections=200`;

  // Server tools: piped output (only shown on failure), cwd inside tmp (postgres user may not be
  // allowed into our cwd), and detached so a terminal Ctrl-C doesn't kill them half-way; the caller
  // finishes the step and then cleans up instead.
  /**
   * @param {string} tool
   * @param {string[]} args
   */
  const pgTool = (tool, args) => {
    const bin = join(binDir, tool);
    /** @type {import('node:child_process').SpawnOptions} */
    const options = { cwd: tmp, stdio: ['ignore', 'pipe', 'pipe'], detached: true };
    return asRoot ? run('runuser', ['-u', 'postgres', '--', bin, ...args], options) : run(bin, args, options);
  };
  const start = async () => {
    const r = await pgTool('pg_ctl', ['-D', dataDir, '-o', serverOpts, '-w', '-l', logFile, 'start']);
    if (r.code !== 0) {
      throw new ClusterError(
        `PostgreSQL failed to start:\n${r.output}\n--- last lines of ${logFile} ---\n${tail(logFile)}`,
      );
    }
  };
  const stop = async () => {
    const r = await pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    if (r.code !== 0) throw new ClusterError(`pg_ctl stop failed:\n${r.output}`);
  };
  const cluster = {
    binDir,
    port,
    /**
     * The URL of one database in the cluster.
     *
     * @param {string} database
     */
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    /**
     * Creates a database; resolves with its URL.
     *
     * @param {string} name
     */
    async createDatabase(name) {
      const r = await run(join(binDir, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name], {
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      if (r.code !== 0) throw new ClusterError(`createdb failed:\n${r.output}`);
      return cluster.url(name);
    },
    /** Stops the server at once (`-m fast`: open connections are closed). */
    stop,
    start,
    /** Stops the server if it may be running and deletes every file of the cluster. */
    async destroy() {
      // A postmaster.pid means a server may be running (even after a failed start).
      try {
        if (existsSync(join(dataDir, 'postmaster.pid'))) await stop();
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    },
  };

  try {
    mkdirSync(sockDir);
    if (asRoot) {
      let uid, gid;
      try {
        uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
        gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
      } catch {
        throw new ClusterError(
          'running as root needs a "postgres" system user; install it with: apt-get install -y postgresql',
        );
      }
      chownSync(tmp, uid, gid);
      chownSync(sockDir, uid, gid);
    }
    const r = await pgTool('initdb', [
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
    if (r.code !== 0) throw new ClusterError(`initdb failed:\n${r.output}`);
    await start();
    return cluster;
  } catch (error) {
    await cluster.destroy().catch(() => {});
    throw error;
  }
}
