import { createServer, type RequestListener } from 'node:http';
import type { Agent as HttpsAgent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import type { Logger } from 'pino';
import { adminOperations } from './admin/operations.js';
import { createApp } from './app.js';
import { createLogger } from './logger.js';
import { createMetrics, type Metrics } from './metrics/metrics.js';
import { createBackupSchedule, type BackupSchedule } from './backups/backup-schedule.js';
import { authOptions, createAuth, publicBaseUrl } from './auth.js';
import { resolveAuthSecret } from './auth-secret.js';
import { openControlSocket, type ControlSocket } from './control-socket.js';
import { makeDataDirPrivate } from './data-dir.js';
import { openDatabase, type DatabaseHandle } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import type { Config } from './env.js';
import { forgetSessionsOf } from './http/session.js';
import { securityHeaders, type SecurityHeaders } from './http/security-headers.js';
import type { Resolve } from './reminders/public-address.js';
import { DEFAULT_RETRY, type RetryPolicy } from './reminders/push-sender.js';
import { createCommentNotifier, type CommentNotifier } from './reminders/comment-notifications.js';
import { sweepHeldComments } from './data/held-comments.js';
import { createReminderScheduler, type ReminderScheduler, type SchedulerDeps } from './reminders/scheduler.js';
import { unsubscribeKey } from './reminders/unsubscribe-token.js';
import { resolveVapidKeys } from './reminders/vapid-keys.js';
import type { AccountRouteOptions } from './routes/route-deps.js';

export interface RunningServer {
  url: string;
  database: DatabaseHandle;
  /** The reminder scheduler (tests drive it with runOnce). */
  reminders: ReminderScheduler;
  /** What it counts for GET /metrics (tests read the counters). */
  metrics: Metrics;
  /** The daily backups (BACKUP_SCHEDULE on SQLite), or null; tests drive them with runOnce. */
  backups: BackupSchedule | null;
  /** Stops accepting, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

/** A node:http server whose every response starts with its security headers (the app's own win). */
function withSecurityHeaders(headers: SecurityHeaders): typeof createServer {
  return ((options: object, listener: RequestListener) =>
    createServer(options, (request, response) => {
      response.setHeaders(request.url?.startsWith('/api/') ? headers.api : headers.document);
      listener(request, response);
    })) as typeof createServer;
}

/**
 * How long an idle keep-alive connection stays open: longer than the 60 s a reverse proxy or a
 * client's pool keeps one, so the server never closes a connection just as a request is sent on it
 * (the client sees ECONNRESET, a proxy answers 502). Node's default is 5 s.
 */
const KEEP_ALIVE_MS = 65_000;

function closeIdle(server: ReturnType<typeof serve>): void {
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}

export interface ServerOptions {
  webRoot?: string;
  /** For tests: the account routes' options (more imports an hour than an athlete gets). */
  account?: AccountRouteOptions;
  reminders?: {
    /** false: the scheduler never wakes by itself, so a test drives it with runOnce(now). */
    autoStart?: boolean;
    /** For tests (with PUSH_PRIVATE_ADDRESSES=allow): an https agent trusting a local push service's certificate. */
    pushAgent?: HttpsAgent;
    /** For tests: how push endpoints' names resolve, at registration and at send (dns.lookup by default). */
    resolve?: Resolve;
    retry?: RetryPolicy;
  };
  /** false: the backup schedule never looks at the clock by itself, so a test drives it with runOnce(now). */
  backupsAutoStart?: boolean;
}

/** The daily backups BACKUP_SCHEDULE asks for (SQLite only: env.ts refuses it with DATABASE_URL), or null. */
function scheduledBackups(config: Config, database: DatabaseHandle, logger: Logger, metrics: Metrics) {
  const copyDatabase = database.backup;
  if (config.BACKUP_SCHEDULE === 'off' || !copyDatabase) return null;
  const [hour, minute] = config.BACKUP_SCHEDULE.split(':').map(Number) as [number, number];
  return createBackupSchedule({
    dataDir: config.DATA_DIR,
    dir: resolve(config.BACKUP_DIR ?? join(config.DATA_DIR, 'backups')),
    at: { hour, minute },
    keep: config.BACKUP_KEEP,
    copyDatabase,
    logger,
    metrics,
  });
}

/** Opens the database, migrates it, and serves the app until close() is called. */
export async function startServer(config: Config, options: ServerOptions = {}): Promise<RunningServer> {
  const logger = createLogger(config);
  const tightened = makeDataDirPrivate(config.DATA_DIR);
  if (tightened.length > 0) logger.warn({ paths: tightened }, 'data directory files made readable by their owner only');
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  let control: ControlSocket | null = null;
  let scheduler: ReminderScheduler | null = null;
  let commentNotifier: CommentNotifier | null = null;
  try {
    const authSecret = resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR);
    const authConfig = authOptions(config, database, authSecret, logger);
    const vapid = resolveVapidKeys(config);
    const metrics = createMetrics({ poolUse: database.poolUse });
    await migrateToLatest(database, authConfig);
    const auth = await createAuth(authConfig);
    const reminders = {
      pushPublicKey: vapid.publicKey,
      emailAvailable: Boolean(config.SMTP_URL),
      unsubscribeKey: unsubscribeKey(authSecret),
      privateAddresses: config.PUSH_PRIVATE_ADDRESSES,
      resolve: options.reminders?.resolve,
    };
    const delivery: SchedulerDeps = {
      db: database.db,
      logger,
      metrics,
      vapid,
      retry: options.reminders?.retry ?? DEFAULT_RETRY,
      mail: config.SMTP_URL ? { smtpUrl: config.SMTP_URL, from: config.SMTP_FROM } : null,
      baseUrl: publicBaseUrl(config),
      unsubscribeKey: reminders.unsubscribeKey,
      privateAddresses: reminders.privateAddresses,
      pushAgent: options.reminders?.pushAgent,
      resolve: reminders.resolve,
    };
    const notifier = createCommentNotifier(delivery);
    commentNotifier = notifier;
    const app = createApp({
      config,
      auth,
      database,
      logger,
      reminders,
      commentNotifier: notifier,
      metrics,
      webRoot: options.webRoot,
      account: options.account,
    });
    // SQLite: `npm run backup` and `npm run admin` ask this process, the only one able to open the locked file.
    if (database.backup) {
      const admin = adminOperations({
        handle: database,
        authOptions: authConfig,
        publicUrl: publicBaseUrl(config),
        onAccountDeleted: (userId) => forgetSessionsOf(auth, userId),
      });
      control = await openControlSocket(config.DATA_DIR, { backup: database.backup, admin }, logger);
    }
    const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const started = serve(
        {
          fetch: app.fetch,
          port: config.PORT,
          hostname: config.HOST,
          createServer: withSecurityHeaders(
            securityHeaders({ https: (config.PUBLIC_URL ?? '').startsWith('https://') }),
          ),
        },
        () => resolve(started),
      );
      started.once('error', reject);
    });
    if ('keepAliveTimeout' in server) {
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      server.headersTimeout = KEEP_ALIVE_MS + 1_000;
    }
    scheduler = createReminderScheduler({
      ...delivery,
      sweeps: [(now) => notifier.sweep(now), (now) => sweepHeldComments(database.db, now)],
    });
    const reminderScheduler = scheduler;
    if (options.reminders?.autoStart !== false) reminderScheduler.start();
    const backups = scheduledBackups(config, database, logger, metrics);
    if (options.backupsAutoStart !== false) backups?.start();
    const { port } = server.address() as AddressInfo;
    const url = `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${port}`;
    logger.info({ url, database: database.dialect }, 'Touchline is listening');
    return {
      url,
      database,
      reminders: reminderScheduler,
      metrics,
      backups,
      close: async () => {
        // Sends in progress finish (retry waits cut short), and a backup being written, before the database closes.
        await reminderScheduler.stop();
        await backups?.stop();
        await new Promise<void>((resolve) => {
          // Keep-alive sockets would hold close() open until they time out: close each as soon as
          // it is idle, which for a busy one is right after its response.
          const sweep = setInterval(() => closeIdle(server), 50);
          server.close(() => {
            clearInterval(sweep);
            resolve();
          });
          closeIdle(server);
        });
        // A comment's send after its answer finishes before the database closes.
        await notifier.stop();
        await control?.close();
        await database.close();
      },
    };
  } catch (error) {
    await scheduler?.stop();
    await commentNotifier?.stop();
    await control?.close();
    await database.close();
    throw error;
  }
}
