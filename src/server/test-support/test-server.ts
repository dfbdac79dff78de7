import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadConfig, type Config } from '../env.js';
import { startServer, type RunningServer, type ServerOptions } from '../server.js';
import { resolverOf } from './push-endpoints.js';

/** A real Touchline server on a free port, over SQLite in a temp DATA_DIR or DATABASE_URL's PostgreSQL. */
export interface TestServer {
  url: string;
  config: Config;
  server: RunningServer;
  dataDir: string;
  /** A fresh client with its own cookie jar, as if a new browser opened the app. */
  browser(): TestBrowser;
  /** Stops the server; the temp DATA_DIR stays until cleanup(). */
  stop(): Promise<void>;
  /** Stops the server if it still runs and deletes the temp DATA_DIR unless it was passed in. */
  cleanup(): Promise<void>;
}

export interface TestServerOptions {
  /** better-auth's rate limit; 'off' lets one test file sign many accounts up from one address. */
  rateLimit?: 'on' | 'off';
  /** Reuse a DATA_DIR (to restart on the same data); it is then left for the caller to delete. */
  dataDir?: string;
  /** PUBLIC_URL, e.g. https://... to serve as if behind TLS (requests must then send that Origin). */
  publicUrl?: string;
  /** SMTP_URL: a mail sink's (test-support/mail-sink.ts), for the flows that send email. */
  smtpUrl?: string;
  /** TRUSTED_PROXIES: with '127.0.0.1', a test names its client address in X-Forwarded-For (a limit of its own). */
  trustedProxies?: string;
  /** DATABASE_URL instead of the suite's (a fresh database, test-support/fresh-database.ts); '' for SQLite. */
  databaseUrl?: string;
  /** The port to listen on (to restart on the same address); a free one by default. */
  port?: number;
  /**
   * The reminder scheduler's test options; by default it never wakes by itself (tests call runOnce), and push
   * endpoints' names resolve as resolverOf() answers (localhost only).
   */
  reminders?: ServerOptions['reminders'];
  /** The account routes' options: a test that imports more often than an athlete may. */
  account?: ServerOptions['account'];
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT. */
  vapid?: { publicKey: string; privateKey: string; subject?: string };
  /** A built web app (or a stand-in) to serve beside the API, as the real server serves dist/web. */
  webRoot?: string;
  /** METRICS_TOKEN: GET /metrics answers a scraper sending it. */
  metricsToken?: string;
  /** BACKUP_SCHEDULE, BACKUP_KEEP and BACKUP_DIR; the schedule never looks at the clock itself (tests call runOnce). */
  backups?: { schedule: string; keep?: number; dir?: string };
  /** OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_NAME: a provider's (test-support/oidc-provider.ts). */
  oidc?: { issuer: string; clientId: string; clientSecret: string; name?: string };
  /** PASSWORD_SIGN_IN. */
  passwordSignIn?: 'on' | 'off';
}

/** Starts a server on a free port with a fresh temp DATA_DIR, silent logs and the given rate limit. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'touchline-test-'));
  let server: RunningServer;
  let config: Config;
  try {
    // The port must be known before start: the allowed Origins are derived from it.
    config = loadConfig({
      PORT: String(options.port ?? (await freePort())),
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? process.env.DATABASE_URL,
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT: options.rateLimit ?? 'off',
      PUBLIC_URL: options.publicUrl,
      SMTP_URL: options.smtpUrl,
      TRUSTED_PROXIES: options.trustedProxies,
      VAPID_PUBLIC_KEY: options.vapid?.publicKey,
      VAPID_PRIVATE_KEY: options.vapid?.privateKey,
      VAPID_SUBJECT: options.vapid?.subject,
      OIDC_ISSUER: options.oidc?.issuer,
      OIDC_CLIENT_ID: options.oidc?.clientId,
      OIDC_CLIENT_SECRET: options.oidc?.clientSecret,
      OIDC_NAME: options.oidc?.name,
      PASSWORD_SIGN_IN: options.passwordSignIn,
      // A test's local push service (the agent trusting its certificate) is on this machine.
      PUSH_PRIVATE_ADDRESSES: options.reminders?.pushAgent ? 'allow' : undefined,
      METRICS_TOKEN: options.metricsToken,
      BACKUP_SCHEDULE: options.backups?.schedule,
      BACKUP_KEEP: options.backups?.keep?.toString(),
      BACKUP_DIR: options.backups?.dir,
    });
    server = await startServer(config, {
      webRoot: options.webRoot,
      // Push endpoints' names never reach DNS: a test contacts nothing beyond this machine.
      reminders: { autoStart: false, resolve: resolverOf(), ...options.reminders },
      account: options.account,
      backupsAutoStart: false,
    });
  } catch (error) {
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= server.close());
  return {
    url: server.url,
    config,
    server,
    dataDir,
    browser: () => new TestBrowser(server.url),
    stop,
    cleanup: async () => {
      await stop();
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test server of the enclosing describe block (or file): started before its first test, stopped and
 * deleted after its last. The object is filled in when the server starts, so tests read it as they run.
 */
export function serverForSuite(options: TestServerOptions = {}): TestServer {
  const suite = {} as TestServer;
  beforeAll(async () => {
    Object.assign(suite, await startTestServer(options));
  });
  afterAll(() => suite.cleanup?.());
  return suite;
}

/** Whether the suite runs on PostgreSQL (DATABASE_URL) rather than each server's own SQLite file. */
export const usingPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Servers on one store, for the enclosing describe block: `first()` starts one on a temp DATA_DIR (and the suite's
 * database), `next(previous)` another on the same data, as a restart or a second machine meets it: after the previous
 * stops on SQLite, which allows one server per DATA_DIR; beside it on PostgreSQL, which serves several at once. All
 * are stopped, and the DATA_DIR deleted, after the block's last test.
 */
export function serversOnOneStore(options: Omit<TestServerOptions, 'dataDir'> = {}): {
  first(): Promise<TestServer>;
  next(previous: TestServer): Promise<TestServer>;
} {
  let dataDir: string | undefined;
  const started: TestServer[] = [];
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'touchline-store-'));
  });
  afterAll(async () => {
    for (const server of started) await server.cleanup();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  const start = async () => {
    const server = await startTestServer({ ...options, dataDir });
    started.push(server);
    return server;
  };
  return {
    first: start,
    async next(previous) {
      if (!usingPostgres) await previous.stop();
      return start();
    },
  };
}

/** The password of the accounts signedInBrowser makes, for a test that asks for it again. */
export const TEST_PASSWORD = 'test-pass-word-1';

/** A new browser with an account of its own (`email`, or a new one), signed up and signed in. */
export async function signedInBrowser(
  app: TestServer,
  { email = uniqueEmail(), password = TEST_PASSWORD }: { email?: string; password?: string } = {},
): Promise<TestBrowser> {
  const browser = app.browser();
  expect((await browser.signUp(email, password)).status).toBe(200);
  expect((await browser.signIn(email, password)).status).toBe(200);
  return browser;
}

export type RequestOptions = Omit<RequestInit, 'body'> & {
  /** Sent as the JSON body. */
  json?: unknown;
  /** Sent as-is (for malformed or oversized bodies). */
  body?: string;
};

/**
 * One browser's view of the API: every request carries the server's Origin and a JSON content type
 * (both overridable per request), and cookies the server sets are kept and sent back.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request(path: string, init: RequestOptions = {}): Promise<Response> {
    const { json, body, headers: extra, ...rest } = init;
    const headers = new Headers({ origin: this.baseUrl, 'content-type': 'application/json' });
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) headers.set('cookie', cookie);
    new Headers(extra).forEach((value, name) => headers.set(name, value));
    const response = await fetch(new URL(path, this.baseUrl), {
      method: json !== undefined || body !== undefined ? 'POST' : 'GET',
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : body,
    });
    this.storeCookies(response);
    return response;
  }

  signUp(email: string, password: string): Promise<Response> {
    return this.request('/api/auth/sign-up/email', { json: { name: 'Test Athlete', email, password } });
  }

  signIn(email: string, password: string): Promise<Response> {
    return this.request('/api/auth/sign-in/email', { json: { email, password } });
  }

  signOut(): Promise<Response> {
    // better-auth rejects a JSON content type with an empty body, so send an empty object.
    return this.request('/api/auth/sign-out', { json: {} });
  }

  /** The session the server sees for this browser's cookies, or null. */
  async session(): Promise<{ user: { id: string; email: string } } | null> {
    const response = await this.request('/api/auth/get-session');
    if (response.status !== 200) throw new Error(`get-session answered ${response.status}`);
    return (await response.json()) as { user: { id: string; email: string } } | null;
  }

  private storeCookies(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired = attributes.some((attribute) => {
        const [key = '', val = ''] = attribute.split('=');
        if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(val) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** An email no other test (or earlier run on a shared database) has used. */
export function uniqueEmail(label = 'athlete'): string {
  return `${label}-${randomUUID()}@example.com`;
}

/** A port nothing listens on right now, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
