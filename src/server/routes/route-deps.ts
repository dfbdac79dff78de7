import type { Logger } from 'pino';
import type { Auth } from '../auth.js';
import type { DatabaseHandle } from '../db/connect.js';
import type { Config } from '../env.js';
import type { Metrics } from '../metrics/metrics.js';
import type { CommentNotifier } from '../reminders/comment-notifications.js';
import type { Resolve } from '../reminders/public-address.js';

/** What the reminder routes need beyond the database. */
export interface ReminderRouteOptions {
  /** The VAPID public key, base64url: the browser's applicationServerKey. */
  pushPublicKey: string;
  /** SMTP_URL is set, so reminders can go by email. */
  emailAvailable: boolean;
  /** The key unsubscribe links are signed with. */
  unsubscribeKey: Buffer;
  /** PUSH_PRIVATE_ADDRESSES: 'allow' takes devices whose push service is on this machine or a private network. */
  privateAddresses: 'refuse' | 'allow';
  /** How a device's endpoint name resolves when it registers (dns.lookup unless a test gives its own). */
  resolve?: Resolve;
}

export interface AccountRouteOptions {
  /** Imports one account may start in a window (IMPORT_LIMIT unless a test needs more). */
  importLimit?: { imports: number; windowSeconds: number };
}

/**
 * What every route factory is given: each is `(deps: RouteDeps) => Hono` and takes what it needs. `apiRoutes`
 * (app.ts) mounts them.
 */
export interface RouteDeps {
  config: Config;
  auth: Auth;
  database: DatabaseHandle;
  logger: Logger;
  reminders: ReminderRouteOptions;
  /** Tells athletes of staff comments, once each (decision 043). */
  commentNotifier: CommentNotifier;
  /** What the server counts for Prometheus (GET /metrics). */
  metrics: Metrics;
  account?: AccountRouteOptions;
}
