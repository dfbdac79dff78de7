import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { databaseFailureOf, isAccountGone } from './db/failures.js';
import { refuseTokensOnSessionOnlyRoutes } from './http/access-token-routes.js';
import { answerAuthDatabaseFailures, databaseFailureAnswer } from './http/database-failure.js';
import { apiError, codeForStatus, notSignedIn } from './http/errors.js';
import { openApiDocument } from './http/openapi.js';
import { requestLog, type RequestLogVariables } from './http/request-log.js';
import { requireSameOrigin } from './http/same-origin.js';
import { withSharedHeaders } from './http/shared-headers.js';
import { measureRequests, metricsEndpoint } from './http/metrics.js';
import { staticWeb } from './http/static-web.js';
import { visitFacts } from './http/visit-facts.js';
import { IMPORT_MAX_BYTES } from './routes/account/contract.js';
import { accountRoutes } from './routes/account/routes.js';
import { accessTokenRoutes } from './routes/account-tokens/routes.js';
import { authRoutes } from './routes/auth/routes.js';
import { publicConfigRoutes } from './routes/config/routes.js';
import { entryRoutes } from './routes/entries/routes.js';
import { entryCommentRoutes } from './routes/entry-comments/routes.js';
import { healthRoutes } from './routes/health/routes.js';
import { insightRoutes } from './routes/insights/routes.js';
import { insightsReader } from './routes/insights/read-insights.js';
import { questionSetRoutes } from './routes/question-sets/routes.js';
import { reminderRoutes } from './routes/reminders/routes.js';
import type { RouteDeps } from './routes/route-deps.js';
import { searchRoutes } from './routes/search/routes.js';
import { sharedJournalRoutes } from './routes/shared/routes.js';
import { shareRoutes } from './routes/shares/routes.js';
import { joinRoutes } from './routes/join/routes.js';
import { teamSettingsRoutes } from './routes/team-settings/routes.js';
import { teamCommentRoutes } from './routes/team-comments/routes.js';
import { teamSquadRoutes } from './routes/team-squad/routes.js';
import { teamRoutes } from './routes/teams/routes.js';

export const MAX_BODY_BYTES = 1024 * 1024;
const IMPORT_PATH = '/api/account/import';
const BODYLESS_METHODS = new Set(['GET', 'HEAD']);
/**
 * Routes whose only credential is a signed token in the URL, never the session cookie, so a forged request gains
 * nothing: a mail provider's one-click unsubscribe (RFC 8058) posts a form from its own servers, with no Origin.
 */
const TOKEN_ONLY_POSTS = new Set(['/api/reminders/unsubscribe']);

export interface AppDeps extends RouteDeps {
  /** The built web app to serve; absent in API-only tests. */
  webRoot?: string;
}

/**
 * The JSON API under /api; its type is what the web client's typed `hc` client is built from. Every resource is a
 * folder of routes/ whose routes.ts makes its routes from the same deps.
 */
export function apiRoutes(deps: RouteDeps) {
  return new Hono()
    .route('/auth', authRoutes(deps))
    .route('/health', healthRoutes(deps))
    .route('/config', publicConfigRoutes(deps))
    .route('/entries', entryRoutes(deps))
    .route('/entries', entryCommentRoutes(deps))
    .route('/question-sets', questionSetRoutes(deps))
    .route('/insights', insightRoutes(deps))
    .route('/search', searchRoutes(deps))
    .route('/account/tokens', accessTokenRoutes(deps))
    .route('/account', accountRoutes(deps))
    .route('/shares', shareRoutes(deps))
    .route('/shared', sharedJournalRoutes(deps))
    .route('/reminders', reminderRoutes(deps))
    .route('/teams', teamRoutes(deps))
    .route('/teams', teamSquadRoutes(deps))
    .route('/teams', teamSettingsRoutes(deps))
    .route('/teams', teamCommentRoutes(deps))
    .route('/join', joinRoutes(deps));
}

export type ApiType = ReturnType<typeof apiRoutes>;

/** The whole HTTP application: security middleware, the API and the web app. */
export function createApp(deps: AppDeps) {
  const { config, logger, metrics } = deps;
  const app = new Hono<{ Variables: RequestLogVariables }>();
  app.use(measureRequests(metrics));
  app.use(requestLog(logger));
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => {
      // The unread body stays on the socket, so this connection cannot carry another request.
      c.header('Connection', 'close');
      return apiError(c, 413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MiB.');
    },
  });
  // An import carries a whole journal: up to 20 MB, on that one route.
  const limitImport = bodyLimit({
    maxSize: IMPORT_MAX_BYTES,
    onError: (c) => {
      c.header('Connection', 'close');
      return apiError(c, 413, 'PAYLOAD_TOO_LARGE', 'The file is larger than 20 MB.');
    },
  });
  // A GET or HEAD request never has a body to limit (fetch's Request drops it), and asking for one
  // would make @hono/node-server build a full Request (with an AbortController) for every read.
  // An invite's address holds its token: whatever answers it, a refusal of its body's size included, it is never kept
  // and never sent on as a referrer.
  app.use('/api/join/*', withSharedHeaders);
  app.use('/api/*', (c, next) => {
    if (BODYLESS_METHODS.has(c.req.method)) return next();
    return c.req.path === IMPORT_PATH ? limitImport(c, next) : limitBody(c, next);
  });
  // An import is the file's own bytes, whatever it is (a zip, a CSV, JSON): the route recognises it by its content.
  const sameOrigin = requireSameOrigin(config.publicOrigins, new Set([IMPORT_PATH]));
  app.use('/api/*', (c, next) => (TOKEN_ONLY_POSTS.has(c.req.path) ? next() : sameOrigin(c, next)));
  app.use('/api/*', refuseTokensOnSessionOnlyRoutes);
  app.use('/api/auth/*', answerAuthDatabaseFailures());
  app.route('/api', apiRoutes(deps));
  // Without sign-in: it describes the routes, never anyone's data.
  app.get('/api/openapi.json', openApiDocument(app, TOKEN_ONLY_POSTS));
  app.all('/api/*', (c) => apiError(c, 404, 'NOT_FOUND', 'There is no such API route.'));
  app.get('/metrics', metricsEndpoint(metrics, config.METRICS_TOKEN));
  if (deps.webRoot) {
    const { auth, database } = deps;
    const facts = visitFacts({ auth, db: database.db, readInsights: insightsReader(database.db), logger });
    app.route('/', staticWeb(deps.webRoot, facts));
  }

  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      const status = error.status;
      const message = status === 400 ? 'The request body is not valid JSON.' : error.message || 'Request failed.';
      return apiError(c, status as 400, codeForStatus(status), message);
    }
    // A write in the second after the account's deletion, while its session was still trusted.
    if (isAccountGone(error)) return notSignedIn(c);
    const failure = databaseFailureOf(error);
    if (failure) return databaseFailureAnswer(c, failure);
    logger.error({ err: error, reqId: c.get('requestId') }, 'unhandled error');
    return apiError(c, 500, 'INTERNAL', 'Something went wrong on the server. Please try again.');
  });
  return app;
}
