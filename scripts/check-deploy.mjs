// `node scripts/check-deploy.mjs [proxies|container|all]`: checks the deployment files of deploy/ for real, on this
// machine (docs/SELF-HOSTING.md, decision 054). Run by hand, never by CI: it needs caddy, nginx, openssl, podman and
// mmdebstrap from Debian's packages, and the container part takes minutes.
//
// - proxies: the built server behind deploy/Caddyfile, then behind deploy/nginx.conf, each with a self-signed
//   certificate for journal.example.com, checked over HTTPS on 127.0.0.1. The shipped files are used as they are
//   except for their ports (bound to loopback), the certificate paths and the upstream's port: see caddyUnderTest and
//   nginxUnderTest, which refuse to run when a line they change is no longer in the file.
// - container: deploy/Containerfile built on a Debian trixie base made with mmdebstrap (CHECK_DEPLOY_BASE_TAR: a base
//   tarball to reuse, or where to keep the one made), run with a named volume on /data, restarted, checked, removed.
//
// - container on PostgreSQL: the same image on a throwaway cluster of the host's PostgreSQL (scripts/postgres-cluster.mjs).
//
// One line a check; exits with 1 when any failed. Nothing but 127.0.0.1 is contacted, except Debian's archive and
// npm's registry while the base and the image are built. CHECK_DEPLOY_KEEP=1 keeps the proxies' files and logs.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiClient, PASSWORD, uniqueEmail } from './lib/api-client.mjs';
import { messageOf } from './lib/errors.mjs';
import { freePort } from './lib/free-port.mjs';
import { loadServerApi, ROOT, SERVER_MAIN, WEB_BUILD } from './lib/server-build.mjs';
import { startServer, stopAllServers } from './lib/server-process.mjs';
import { startCluster } from './postgres-cluster.mjs';

const PARTS = ['proxies', 'container'];
const DEPLOY = join(ROOT, 'deploy');
const SERVER_NAME = 'journal.example.com';
/** The HTTPS port PUBLIC_URL names when it is free (any free port otherwise). */
const PREFERRED_HTTPS_PORT = 8443;
/** Two clients the proxies see apart (node:https binds them to these source addresses; the destination is 127.0.0.1). */
const CLIENT_A = '127.0.0.2';
const CLIENT_B = '127.0.0.3';
/** An import's size: under Touchline's limit (20 MiB), well over nginx's default limit (1 MiB). */
const UPLOAD_BYTES = 15_000_000;
const PROXY_READY_MS = 15_000;
const CONTAINER_READY_MS = 90_000;
/** More share lookups than one address may make in a minute (SHARED_LOOKUP_LIMIT: 60). */
const MAX_LOOKUPS = 200;
const BASE_IMAGE = 'localhost/touchline-base:trixie';
const IMAGE = 'localhost/touchline:check';
/** Debian trixie packages Node.js 20.19 (Touchline needs 20.19 or newer), and what compiles better-sqlite3. */
const BASE_PACKAGES = 'nodejs,npm,ca-certificates,python3,make,g++';

let failures = 0;

/**
 * Prints one check's line and counts a failure.
 *
 * @param {boolean} passed
 * @param {string} what
 * @param {string} [detail]
 */
function check(passed, what, detail) {
  if (!passed) failures++;
  console.log(`${passed ? 'ok  ' : 'FAIL'} ${what}${detail ? `: ${detail}` : ''}`);
  return passed;
}

/**
 * Where a program is, on PATH or in the sbin directories a non-root PATH may lack; null when it is not installed.
 *
 * @param {string} name
 */
function findProgram(name) {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/sbin'];
  for (const dir of dirs) {
    const path = join(dir, name);
    if (dir && existsSync(path)) return path;
  }
  return null;
}

/**
 * Runs a program to its end; never throws. Its output is returned, or written to `log` when given (long outputs: then
 * its last lines are returned).
 *
 * @param {string} program
 * @param {string[]} args
 * @param {{ log?: string }} [options]
 * @returns {Promise<{ code: number | null, output: string }>}
 */
function run(program, args, { log } = {}) {
  return new Promise((resolve) => {
    const logFd = log ? openSync(log, 'a') : null;
    const child = spawn(program, args, { stdio: ['ignore', logFd ?? 'pipe', logFd ?? 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => {
      if (logFd !== null) closeSync(logFd);
      resolve({ code: null, output: error.message });
    });
    child.on('close', (code) => {
      if (logFd !== null) closeSync(logFd);
      resolve({ code, output: log ? tail(readFileSync(log, 'utf8')) : output.trim() });
    });
  });
}

/**
 * The last lines of a long output, for a failure's message.
 *
 * @param {string} text
 */
const tail = (text, lines = 15) => text.trim().split('\n').slice(-lines).join('\n');

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * A port for PUBLIC_URL: the preferred one when nothing listens there, else one the kernel picks.
 *
 * @param {number} preferred
 */
async function portPreferring(preferred) {
  const free = await new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(preferred, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
  return free ? preferred : freePort();
}

// ------------------------------------------------------------------------------------------------------------------
// proxies

/**
 * An answer through the proxy.
 *
 * @typedef {object} Answer
 * @property {number} status 0 when the request failed (`error` says why)
 * @property {import('node:http').IncomingHttpHeaders} headers
 * @property {string} text
 * @property {string} [error]
 */

/**
 * One request to a proxy on 127.0.0.1, as a browser at https://journal.example.com:PORT makes it: TLS with that
 * server name, checked against the test's certificate, from `localAddress` when given.
 *
 * @param {{ port: number, ca?: Buffer, path: string, method?: string, headers?: Record<string, string>,
 *   body?: Buffer | string, localAddress?: string, tls?: boolean }} options
 * @returns {Promise<Answer>}
 */
function proxyRequest({ port, ca, path, method = 'GET', headers = {}, body, localAddress, tls = true }) {
  return new Promise((resolve) => {
    const options = {
      host: '127.0.0.1',
      port,
      path,
      method,
      localAddress,
      agent: false,
      timeout: 30_000,
      headers: { host: `${SERVER_NAME}:${port}`, ...headers },
    };
    const req = tls ? httpsRequest({ ...options, servername: SERVER_NAME, ca }) : httpRequest(options);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, headers: {}, text: '', error: messageOf(error) }));
    req.end(body);
  });
}

/**
 * The error code of a Touchline answer; null when the answer is not Touchline's JSON (a proxy's HTML page, say).
 *
 * @param {Answer} answer
 */
function touchlineError(answer) {
  const type = String(answer.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return null;
  try {
    return /** @type {{ error?: { code?: string } }} */ (JSON.parse(answer.text)).error?.code ?? null;
  } catch {
    return null;
  }
}

/** @param {Answer} answer */
const described = (answer) =>
  answer.error
    ? `no answer (${answer.error})`
    : `${answer.status} ${String(answer.headers['content-type'] ?? '')} ${answer.text.slice(0, 80).replace(/\s+/g, ' ')}`;

/**
 * Replaces `from` by `to` in a shipped file's text; throws when `from` is not there (the file changed and the check
 * must change with it).
 *
 * @param {string} text
 * @param {string} file
 * @param {string} from
 * @param {string} to
 */
function replaceOnce(text, file, from, to) {
  const at = text.indexOf(from);
  if (at === -1 || text.indexOf(from, at + 1) !== -1) {
    throw new Error(`deploy/${file} no longer has exactly one "${from}": update scripts/check-deploy.mjs`);
  }
  return text.slice(0, at) + to + text.slice(at + from.length);
}

/**
 * @typedef {object} Ports
 * @property {number} https
 * @property {number} http
 * @property {number} upstream Touchline's port.
 */

/**
 * deploy/Caddyfile with only this changed: the HTTPS port in the site's address, global options with the HTTP port and
 * the admin endpoint's, the test's certificate instead of one from an ACME CA, and the upstream's port.
 *
 * @param {Ports} ports
 * @param {{ cert: string, key: string }} files
 */
async function caddyUnderTest(ports, files) {
  let text = readFileSync(join(DEPLOY, 'Caddyfile'), 'utf8');
  text = replaceOnce(text, 'Caddyfile', 'reverse_proxy 127.0.0.1:3000', `reverse_proxy 127.0.0.1:${ports.upstream}`);
  text = replaceOnce(
    text,
    'Caddyfile',
    `${SERVER_NAME} {`,
    `${SERVER_NAME}:${ports.https} {\n\ttls ${files.cert} ${files.key}`,
  );
  const admin = await freePort();
  return `{\n\thttp_port ${ports.http}\n\tadmin 127.0.0.1:${admin}\n}\n\n${text}`;
}

/**
 * deploy/nginx.conf with only this changed: its listening ports (on loopback), the redirect's port, the certificate
 * paths and the upstream's port. It is a site file; the test's own nginx.conf around it holds what Debian's would
 * (temporary paths, the pid and log files), nothing that changes an answer.
 *
 * @param {Ports} ports
 * @param {{ cert: string, key: string }} files
 */
function nginxUnderTest(ports, files) {
  let text = readFileSync(join(DEPLOY, 'nginx.conf'), 'utf8');
  /** @type {[string, string][]} */
  const swaps = [
    ['server 127.0.0.1:3000;', `server 127.0.0.1:${ports.upstream};`],
    ['listen 80;', `listen 127.0.0.1:${ports.http};`],
    ['listen [::]:80;', `listen [::1]:${ports.http};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
    ['listen [::]:443 ssl http2;', `listen [::1]:${ports.https} ssl http2;`],
    ['return 301 https://$host$request_uri;', `return 301 https://$host:${ports.https}$request_uri;`],
    [`/etc/letsencrypt/live/${SERVER_NAME}/fullchain.pem;`, `${files.cert};`],
    [`/etc/letsencrypt/live/${SERVER_NAME}/privkey.pem;`, `${files.key};`],
  ];
  for (const [from, to] of swaps) text = replaceOnce(text, 'nginx.conf', from, to);
  return text;
}

/**
 * The test's main nginx.conf around the site file: what Debian's /etc/nginx/nginx.conf holds, in the temporary
 * directory.
 *
 * @param {string} dir
 * @param {string} siteFile
 */
function nginxMain(dir, siteFile) {
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/nginx-error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  access_log ${dir}/nginx-access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
    `  include ${siteFile};`,
    '}',
    '',
  ].join('\n');
}

/**
 * Starts a proxy and waits until Touchline answers through it.
 *
 * @param {string} name
 * @param {string} program
 * @param {string[]} args
 * @param {{ port: number, ca: Buffer, env?: NodeJS.ProcessEnv, log: string }} options
 */
async function startProxy(name, program, args, { port, ca, env, log }) {
  const logFd = openSync(log, 'a');
  const child = spawn(program, args, { env: env ?? process.env, stdio: ['ignore', logFd, logFd] });
  closeSync(logFd);
  const deadline = Date.now() + PROXY_READY_MS;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited (${child.exitCode}): ${tail(readFileSync(log, 'utf8'))}`);
    const answer = await proxyRequest({ port, ca, path: '/api/health/ready' });
    if (answer.status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not pass /api/health/ready within ${seconds(PROXY_READY_MS)}: ${described(answer)}`);
    }
    await sleep(100);
  }
  return {
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The checks through one proxy, against a Touchline server of its own (so the rate limits start from nothing).
 *
 * @param {string} name
 * @param {Ports} ports
 * @param {Buffer} ca
 * @param {number} sharedLookups how many share lookups one address may make in the limit's window
 */
async function checkThroughProxy(name, ports, ca, sharedLookups) {
  const origin = `https://${SERVER_NAME}:${ports.https}`;
  const get = (/** @type {string} */ path, /** @type {Record<string, string>} */ headers = {}, localAddress = '') =>
    proxyRequest({ port: ports.https, ca, path, headers, localAddress: localAddress || undefined });

  const home = await get('/');
  const hsts = String(home.headers['strict-transport-security'] ?? '');
  check(
    home.status === 200 && hsts.includes('max-age='),
    `${name}: / answers 200 with Strict-Transport-Security`,
    hsts || described(home),
  );

  for (const path of ['/sw.js', '/manifest.webmanifest']) {
    const answer = await get(path);
    const cacheControl = String(answer.headers['cache-control'] ?? '');
    check(
      answer.status === 200 && cacheControl === 'no-cache',
      `${name}: ${path} keeps Cache-Control: no-cache`,
      cacheControl || described(answer),
    );
  }

  const asset = readdirSync(join(WEB_BUILD, 'assets')).find((file) => file.endsWith('.js'));
  const assetAnswer = await get(`/assets/${asset}`);
  const assetCache = String(assetAnswer.headers['cache-control'] ?? '');
  check(
    assetAnswer.status === 200 && assetCache.includes('immutable'),
    `${name}: a hashed asset (/assets/${asset}) keeps immutable`,
    assetCache || described(assetAnswer),
  );

  const email = uniqueEmail(`deploy-${name}`);
  /** @param {string} path @param {object} body */
  const post = (path, body) =>
    proxyRequest({
      port: ports.https,
      ca,
      path,
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  // As the web app does: sign-up, then sign-in (better-auth's autoSignIn is off).
  const signUp = await post('/api/auth/sign-up/email', { name: 'Deploy Check', email, password: PASSWORD });
  const signIn = await post('/api/auth/sign-in/email', { email, password: PASSWORD });
  const cookies = signIn.headers['set-cookie'] ?? [];
  const session = cookies.find((line) => /session_token=/.test(line)) ?? '';
  check(
    signUp.status === 200 && signIn.status === 200 && /;\s*Secure/i.test(session),
    `${name}: sign-up and sign-in with Origin ${origin} work, the session cookie is Secure`,
    session ? session.replace(/=[^;]+/, '=...') : `${described(signUp)}; ${described(signIn)}`,
  );
  const cookie = cookies.map((line) => line.split(';', 1)[0]).join('; ');

  /** @param {number} bytes */
  const upload = (bytes) =>
    proxyRequest({
      port: ports.https,
      ca,
      path: '/api/account/import',
      method: 'POST',
      headers: { origin, cookie, 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(bytes),
    });
  const megabytes = (/** @type {number} */ bytes) => `${(bytes / 1_000_000).toFixed(1)} MB`;
  const fileAnswer = await upload(UPLOAD_BYTES);
  const fileCode = touchlineError(fileAnswer);
  check(
    fileAnswer.status === 422 && fileCode === 'NOT_AN_EXPORT',
    `${name}: a ${megabytes(UPLOAD_BYTES)} upload to the import gets Touchline's own answer`,
    fileCode ? `${fileAnswer.status} ${fileCode}` : described(fileAnswer),
  );

  // A share link's lookups are limited per client address: the proxy must pass each client's own.
  const lookup = `/api/shared/${randomBytes(32).toString('base64url')}`;
  const statuses = [];
  for (let i = 0; i < sharedLookups; i++) statuses.push((await get(lookup, {}, CLIENT_A)).status);
  const refused = await get(lookup, {}, CLIENT_A);
  check(
    statuses.every((status) => status === 404) && refused.status === 429,
    `${name}: ${sharedLookups} share lookups from ${CLIENT_A} answered, the next one 429`,
    `${statuses.filter((status) => status === 404).length} x 404, then ${refused.status}`,
  );
  const other = await get(lookup, {}, CLIENT_B);
  check(
    other.status === 404,
    `${name}: ${CLIENT_B} is still answered meanwhile`,
    String(other.status || described(other)),
  );
  const spoofed = await get(lookup, { 'x-forwarded-for': '127.0.0.9' }, CLIENT_A);
  check(
    spoofed.status === 429,
    `${name}: ${CLIENT_A} sending its own X-Forwarded-For is still limited`,
    String(spoofed.status || described(spoofed)),
  );

  const plain = await proxyRequest({ port: ports.http, path: '/journal?from=http', tls: false });
  const expected = `https://${SERVER_NAME}:${ports.https}/journal?from=http`;
  const location = String(plain.headers.location ?? '');
  check(
    [301, 308].includes(plain.status) && location === expected,
    `${name}: http:// redirects to https://`,
    plain.status ? `${plain.status} ${location}` : described(plain),
  );
}

async function checkProxies() {
  const programs = { caddy: findProgram('caddy'), nginx: findProgram('nginx'), openssl: findProgram('openssl') };
  for (const [name, path] of Object.entries(programs)) {
    if (!path) check(false, `proxies: ${name} is installed`, `not found (apt-get install ${name})`);
  }
  if (!existsSync(SERVER_MAIN) || !existsSync(join(WEB_BUILD, 'index.html'))) {
    check(false, 'proxies: the build exists', 'no dist/: run `npm run build` first');
    return;
  }
  const api = await loadServerApi();
  if (typeof api.IMPORT_MAX_BYTES !== 'number' || !api.SHARED_LOOKUP_LIMIT) {
    check(false, 'proxies: the build is current', 'the build predates this script: run `npm run build`');
    return;
  }
  if (!programs.caddy || !programs.nginx || !programs.openssl) return;

  const nginxLimit = /client_max_body_size\s+(\d+)m;/.exec(readFileSync(join(DEPLOY, 'nginx.conf'), 'utf8'));
  const nginxBytes = nginxLimit ? Number(nginxLimit[1]) * 1024 * 1024 : 0;
  check(
    nginxBytes > api.IMPORT_MAX_BYTES,
    `nginx: client_max_body_size is above the import limit (${api.IMPORT_MAX_BYTES / 1024 / 1024} MiB)`,
    nginxLimit ? `${nginxLimit[1]}m` : 'not set in deploy/nginx.conf',
  );

  const dir = mkdtempSync(join(tmpdir(), 'touchline-check-proxies-'));
  // nginx's workers run as nobody and write uploads under the directory: they may pass through it, not list it.
  chmodSync(dir, 0o711);
  // CHECK_DEPLOY_KEEP=1 keeps the proxies' configurations and logs for a look afterwards.
  let keepDir = process.env.CHECK_DEPLOY_KEEP === '1';
  try {
    const files = { cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem') };
    const openssl = await run(programs.openssl, [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2'],
      ...['-keyout', files.key, '-out', files.cert, '-subj', `/CN=${SERVER_NAME}`],
      ...['-addext', `subjectAltName=DNS:${SERVER_NAME}`],
    ]);
    if (
      !check(
        openssl.code === 0,
        `proxies: a self-signed certificate for ${SERVER_NAME}`,
        openssl.code ? openssl.output : '',
      )
    )
      return;
    const ca = readFileSync(files.cert);
    const httpsPort = await portPreferring(PREFERRED_HTTPS_PORT);

    /** @type {[string, (ports: Ports) => Promise<string[]>][]} */
    const proxies = [
      [
        'caddy',
        async (ports) => {
          const config = join(dir, 'Caddyfile');
          writeFileSync(config, await caddyUnderTest(ports, files));
          return ['run', '--config', config, '--adapter', 'caddyfile'];
        },
      ],
      [
        'nginx',
        async (ports) => {
          const site = join(dir, 'touchline-nginx.conf');
          const main = join(dir, 'nginx-main.conf');
          writeFileSync(site, nginxUnderTest(ports, files));
          writeFileSync(main, nginxMain(dir, site));
          return ['-p', dir, '-e', join(dir, 'nginx-error.log'), '-c', main];
        },
      ],
    ];
    for (const [name, argsFor] of proxies) {
      const dataDir = join(dir, `data-${name}`);
      const server = await startServer({
        dataDir,
        env: {
          PUBLIC_URL: `https://${SERVER_NAME}:${httpsPort}`,
          TRUSTED_PROXIES: '127.0.0.1',
          AUTH_RATE_LIMIT: 'on',
        },
      });
      const ports = { https: httpsPort, http: await freePort(), upstream: server.port };
      console.log(`     ${name}: https on ${httpsPort}, http on ${ports.http}, Touchline on ${server.port}`);
      const program = name === 'caddy' ? programs.caddy : programs.nginx;
      // Caddy keeps its state under XDG_DATA_HOME and XDG_CONFIG_HOME: the temporary directory, not root's home.
      const env = {
        ...process.env,
        HOME: dir,
        XDG_DATA_HOME: join(dir, 'xdg-data'),
        XDG_CONFIG_HOME: join(dir, 'xdg-config'),
      };
      const log = join(dir, `${name}.log`);
      let proxy;
      try {
        proxy = await startProxy(name, program, await argsFor(ports), { port: httpsPort, ca, env, log });
      } catch (error) {
        keepDir = true;
        check(false, `${name}: starts with the shipped configuration`, `${messageOf(error)} (files in ${dir})`);
        await server.stop();
        continue;
      }
      try {
        await checkThroughProxy(name, ports, ca, api.SHARED_LOOKUP_LIMIT.attempts);
      } finally {
        await proxy.stop();
        await server.stop();
      }
    }
  } finally {
    if (keepDir) console.log(`     files kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------------------------------------------------------
// container

/**
 * How podman is run on this machine: the flags a `podman run` or `podman build` needs here (see podmanSettings).
 *
 * @typedef {object} Podman
 * @property {string} program
 * @property {string[]} global before the command
 * @property {string[]} containerFlags after `run` and `build`
 */

/**
 * @param {Podman} podman
 * @param {string[]} args
 * @param {{ log?: string }} [options]
 */
function podmanRun(podman, args, options) {
  const [command = '', ...rest] = args;
  const flags = command === 'run' || command === 'build' ? podman.containerFlags : [];
  return run(podman.program, [...podman.global, command, ...flags, ...rest], options);
}

/**
 * The flags podman needs to start a container here, found by trying: none; then ulimits within this process's own
 * (podman as root asks for more open files than the hard limit, which fails without CAP_SYS_RESOURCE); then runc
 * instead of crun (crun refuses a hybrid cgroup v1/v2 host whose cgroup v2 hierarchy holds a controller). Each
 * fallback is printed with the error that called for it.
 *
 * @param {string} program
 * @param {string} image
 * @returns {Promise<Podman | null>}
 */
async function podmanSettings(program, image) {
  const ulimits = ['--ulimit', 'nofile=4096:4096', '--ulimit', 'nproc=4096:4096'];
  /** @type {[Podman, string][]} */
  const tries = [
    [{ program, global: [], containerFlags: [] }, 'as configured'],
    [{ program, global: [], containerFlags: ulimits }, 'with lower ulimits'],
  ];
  if (findProgram('runc')) {
    tries.push([{ program, global: ['--runtime', 'runc'], containerFlags: ulimits }, 'with lower ulimits and runc']);
  }
  const errors = [];
  for (const [podman, how] of tries) {
    const result = await podmanRun(podman, ['run', '--rm', image, 'true']);
    if (result.code === 0) {
      check(true, `container: podman runs a container ${how}`, errors.join('; '));
      return podman;
    }
    errors.push(`${how}: ${result.output.split('\n').at(-1)}`);
  }
  check(
    false,
    'container: podman runs a container',
    `${errors.join('; ')}${findProgram('runc') ? '' : ' (runc not installed)'}`,
  );
  return null;
}

/**
 * The base image: imported from a tarball that mmdebstrap makes (or CHECK_DEPLOY_BASE_TAR names, made earlier), unless
 * it is there already.
 *
 * @param {string} podman
 * @param {string} dir
 */
async function baseImage(podman, dir) {
  if ((await run(podman, ['image', 'exists', BASE_IMAGE])).code === 0) {
    check(true, `container: base image ${BASE_IMAGE}`, 'already there, reused (podman rmi it to make it afresh)');
    return true;
  }
  const cached = process.env.CHECK_DEPLOY_BASE_TAR;
  const tarball = cached || join(dir, 'trixie-base.tar');
  if (!existsSync(tarball) || statSync(tarball).size === 0) {
    const mmdebstrap = findProgram('mmdebstrap');
    if (!mmdebstrap)
      return check(false, 'container: mmdebstrap is installed', 'not found (apt-get install mmdebstrap)');
    const started = performance.now();
    const made = await run(mmdebstrap, ['--variant=minbase', `--include=${BASE_PACKAGES}`, 'trixie', tarball], {
      log: join(dir, 'mmdebstrap.log'),
    });
    if (
      !check(
        made.code === 0,
        'container: mmdebstrap makes a trixie base',
        made.code === 0 ? seconds(performance.now() - started) : made.output,
      )
    ) {
      return false;
    }
  } else {
    check(true, 'container: base tarball', `reused ${cached} (CHECK_DEPLOY_BASE_TAR)`);
  }
  const imported = await run(podman, ['import', tarball, BASE_IMAGE]);
  return check(
    imported.code === 0,
    `container: podman import as ${BASE_IMAGE}`,
    imported.code === 0 ? '' : imported.output,
  );
}

/**
 * Waits until the container's /api/health/ready answers 200.
 *
 * @param {string} url
 * @param {() => Promise<boolean>} running
 */
async function waitReady(url, running) {
  const started = performance.now();
  while (performance.now() - started < CONTAINER_READY_MS) {
    try {
      if ((await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(2000) })).ok) {
        return performance.now() - started;
      }
    } catch {
      // Not listening yet.
    }
    if (!(await running())) return null;
    await sleep(250);
  }
  return null;
}

/**
 * The image on PostgreSQL. compose.yaml's postgres:17 cannot be pulled here, so this is a throwaway cluster of the
 * host's PostgreSQL (scripts/postgres-cluster.mjs, listening on 127.0.0.1 only), which the container reaches on the
 * host's network: the image's DATABASE_URL path, not compose's network.
 *
 * @param {Podman} podman
 */
async function checkImageOnPostgres(podman) {
  /** @type {import('./postgres-cluster.mjs').Cluster | null} */
  let cluster = null;
  const name = `touchline-check-pg-${randomUUID().slice(0, 8)}`;
  try {
    try {
      cluster = await startCluster();
    } catch (error) {
      check(false, 'container on PostgreSQL: a throwaway cluster of the host', messageOf(error));
      return;
    }
    const databaseUrl = await cluster.createDatabase('touchline');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const started = await podmanRun(podman, [
      'run',
      ...['--detach', '--name', name, '--network', 'host'],
      ...['--env', 'HOST=127.0.0.1', '--env', `PORT=${port}`, '--env', `PUBLIC_URL=${url}`],
      ...['--env', `DATABASE_URL=${databaseUrl}`],
      IMAGE,
    ]);
    if (!check(started.code === 0, 'container on PostgreSQL: starts', started.output.split('\n').at(-1))) return;
    const running = async () =>
      (await run(podman.program, ['inspect', name, '--format', '{{.State.Running}}'])).output === 'true';
    const ready = await waitReady(url, running);
    const logs = async () => tail((await run(podman.program, ['logs', name])).output, 5);
    if (
      !check(
        ready !== null,
        'container on PostgreSQL: /api/health/ready answers 200',
        ready !== null ? `after ${seconds(ready)}` : await logs(),
      )
    ) {
      return;
    }
    const client = new ApiClient(url);
    const email = uniqueEmail('deploy-container-pg');
    const signUp = await client.signUp(email);
    const signIn = await client.signIn(email);
    client.close();
    check(
      signUp.status === 200 && signIn.status === 200,
      'container on PostgreSQL: sign-up and sign-in',
      `${signUp.status}, ${signIn.status}`,
    );
    const stats = await run(podman.program, ['exec', name, 'node', 'scripts/admin.mjs', 'stats']);
    check(
      stats.code === 0 && /PostgreSQL/.test(stats.output) && /accounts\D+1\b/i.test(stats.output),
      'container on PostgreSQL: `node scripts/admin.mjs stats` inside it',
      stats.output.replace(/\s*\n\s*/g, ', '),
    );
  } finally {
    // --volumes: the anonymous volume /data got (the VOLUME of the image) goes with it.
    await run(podman.program, ['rm', '--force', '--volumes', '--time', '5', name]);
    await cluster?.destroy();
  }
}

async function checkContainer() {
  const program = findProgram('podman');
  if (!check(program !== null, 'container: podman is installed', program ? '' : 'not found (apt-get install podman)'))
    return;
  const podmanProgram = /** @type {string} */ (program);
  const dir = mkdtempSync(join(tmpdir(), 'touchline-check-container-'));
  const runId = randomUUID().slice(0, 8);
  const name = `touchline-check-${runId}`;
  const volume = `touchline-check-${runId}-data`;
  let keepDir = false;
  /** @type {Podman | null} */
  let podman = null;
  try {
    if (!(await baseImage(podmanProgram, dir))) return void (keepDir = true);
    podman = await podmanSettings(podmanProgram, BASE_IMAGE);
    if (!podman) return;

    // A TLS-inspecting proxy between this machine and npm's registry: the build trusts what node here trusts.
    const extraCa = process.env.NODE_EXTRA_CA_CERTS;
    const secret = extraCa && existsSync(extraCa) ? ['--secret', `id=extra_ca,src=${extraCa}`] : [];
    const previous = await run(podmanProgram, ['image', 'inspect', IMAGE, '--format', '{{.Id}}']);
    const buildLog = join(dir, 'build.log');
    const buildStarted = performance.now();
    const built = await podmanRun(
      podman,
      [
        'build',
        ...['--format', 'docker', '--build-arg', `BASE=${BASE_IMAGE}`, ...secret],
        ...['--file', join(DEPLOY, 'Containerfile'), '--tag', IMAGE, ROOT],
      ],
      { log: buildLog },
    );
    const buildTime = seconds(performance.now() - buildStarted);
    if (
      !check(
        built.code === 0,
        'container: deploy/Containerfile builds',
        built.code === 0
          ? `${buildTime}${secret.length ? ', with NODE_EXTRA_CA_CERTS as the build secret extra_ca' : ''}`
          : `${buildTime}, log ${buildLog}:\n${built.output}`,
      )
    ) {
      return void (keepDir = true);
    }
    // The image this check built last time, now untagged, is this check's own to remove.
    const current = await run(podmanProgram, ['image', 'inspect', IMAGE, '--format', '{{.Id}}']);
    if (previous.code === 0 && previous.output !== current.output) await run(podmanProgram, ['rmi', previous.output]);
    const inspected = await run(podmanProgram, ['image', 'inspect', IMAGE]);
    /** @type {{ Healthcheck?: { Test?: string[] }, Config?: { User?: string } }} */
    const image = (inspected.code === 0 ? JSON.parse(inspected.output)[0] : null) ?? {};
    const healthcheck = (image.Healthcheck?.Test ?? []).join(' ');
    check(
      healthcheck.includes('/api/health/ready'),
      'container: the image has a HEALTHCHECK on /api/health/ready',
      healthcheck || 'none',
    );
    const user = image.Config?.User ?? '';
    check(user !== '' && user !== 'root', 'container: the image runs as a user of its own', `User ${user || 'root'}`);

    // The proxy's requests come from the network's gateway, as a proxy on the host's reach the published port.
    const network = await run(podmanProgram, ['network', 'inspect', 'podman']);
    /** @type {{ subnets?: { gateway?: string }[] }[]} */
    const networks = network.code === 0 ? JSON.parse(network.output) : [];
    const gateway = networks[0]?.subnets?.[0]?.gateway ?? '';
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const started = await podmanRun(podman, [
      'run',
      ...['--detach', '--name', name, '--volume', `${volume}:/data`, '--publish', `127.0.0.1:${port}:3000`],
      ...['--env', `PUBLIC_URL=${url}`, '--env', `TRUSTED_PROXIES=${gateway}`],
      IMAGE,
    ]);
    if (!check(started.code === 0, 'container: starts with a named volume on /data', started.output.split('\n').at(-1)))
      return;
    const running = async () =>
      (await run(podmanProgram, ['inspect', name, '--format', '{{.State.Running}}'])).output === 'true';
    const logs = async () => tail((await run(podmanProgram, ['logs', name])).output, 5);
    const ready = await waitReady(url, running);
    if (
      !check(
        ready !== null,
        'container: /api/health/ready answers 200',
        ready !== null ? `after ${seconds(ready)}` : await logs(),
      )
    ) {
      return;
    }
    const health = await run(podmanProgram, ['healthcheck', 'run', name]);
    check(health.code === 0, 'container: podman healthcheck run says healthy', health.output || `exit ${health.code}`);

    const client = new ApiClient(url);
    const email = uniqueEmail('deploy-container');
    const signUp = await client.signUp(email);
    check(signUp.status === 200, 'container: sign-up', String(signUp.status));
    client.close();

    // As a proxy on the host sends them: two clients told apart by X-Forwarded-For, from the trusted gateway. One
    // is looked up until the share links' limit refuses it; the other is still answered.
    const lookup = `${url}/api/shared/${randomBytes(32).toString('base64url')}`;
    const lookupFrom = async (/** @type {string} */ client) =>
      (await fetch(lookup, { headers: { 'x-forwarded-for': client } })).status;
    let lookups = 0;
    let status = 0;
    while (lookups < MAX_LOOKUPS && status !== 429) {
      status = await lookupFrom('203.0.113.7');
      lookups++;
    }
    const other = await lookupFrom('203.0.113.8');
    check(
      gateway !== '' && status === 429 && other === 404,
      `container: with TRUSTED_PROXIES=${gateway || '(no gateway found)'} (the network's gateway) each client has its own limit`,
      `one client refused (${status}) at lookup ${lookups}, another answered ${other}`,
    );

    const stopStarted = performance.now();
    await run(podmanProgram, ['stop', '--time', '15', name]);
    const stopTime = performance.now() - stopStarted;
    const exitCode = (await run(podmanProgram, ['inspect', name, '--format', '{{.State.ExitCode}}'])).output;
    check(exitCode === '0', 'container: SIGTERM stops it cleanly', `exit ${exitCode} after ${seconds(stopTime)}`);
    const restarted = await podmanRun(podman, ['start', name]);
    const readyAgain = restarted.code === 0 ? await waitReady(url, running) : null;
    if (
      !check(
        readyAgain !== null,
        'container: starts again',
        readyAgain !== null ? `ready after ${seconds(readyAgain)}` : restarted.output || (await logs()),
      )
    ) {
      return;
    }
    const again = new ApiClient(url);
    const signIn = await again.signIn(email);
    check(
      signIn.status === 200,
      'container: the account still signs in after the restart (the volume kept it)',
      String(signIn.status),
    );
    again.close();
    const stats = await run(podmanProgram, ['exec', name, 'node', 'scripts/admin.mjs', 'stats']);
    check(
      stats.code === 0 && /accounts\D+1\b/i.test(stats.output),
      'container: `node scripts/admin.mjs stats` inside it',
      stats.output.replace(/\s*\n\s*/g, ', '),
    );
    await run(podmanProgram, ['rm', '--force', '--time', '5', name]);
    await checkImageOnPostgres(podman);
  } finally {
    if (podman) {
      await run(podmanProgram, ['rm', '--force', '--time', '5', name]);
      await run(podmanProgram, ['volume', 'rm', '--force', volume]);
    }
    console.log(
      `     kept: ${IMAGE}, ${BASE_IMAGE} and podman's build cache (\`podman image prune\` clears the cache)`,
    );
    if (keepDir) console.log(`     logs kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------------------------------------------------------

const part = process.argv[2] ?? 'all';
if (process.argv.length > 3 || ![...PARTS, 'all'].includes(part)) {
  console.error('usage: node scripts/check-deploy.mjs [proxies|container|all]');
  process.exit(2);
}
try {
  for (const name of part === 'all' ? PARTS : [part]) {
    const started = performance.now();
    console.log(`== ${name}`);
    if (name === 'proxies') await checkProxies();
    else await checkContainer();
    console.log(`== ${name}: ${seconds(performance.now() - started)}`);
  }
} catch (error) {
  check(false, 'the check ran to its end', error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await stopAllServers();
}
console.log(failures === 0 ? 'every check passed' : `${failures} check(s) failed`);
process.exit(failures === 0 ? 0 : 1);
