import { Hono } from 'hono';
import type { Auth } from '../../auth.js';
import type { Db } from '../../db/connect.js';
import { apiError, notSignedIn } from '../../http/errors.js';
import { requireSession, type SessionEnv } from '../../http/session.js';
import { csvFileName, journalCsv } from '../../../domain/journal-csv.js';
import { validate } from '../../http/validate.js';
import { dayRangeQuery } from '../entries/contract.js';
import { entriesOfDays } from '../entries/queries.js';
import { exportFileName } from './contract.js';
import { importExport, NOT_AN_EXPORT } from './import.js';
import * as queries from './queries.js';

/**
 * /api/account: the signed-in athlete's own account. Changing the password and deleting the account
 * are better-auth's (/api/auth/change-password, /api/auth/delete-user); the export is ours.
 */
export function accountRoutes(db: Db, auth: Auth) {
  return new Hono<SessionEnv>()
    .use(requireSession(auth, db))
    .get('/export', async (c) => {
      const exportedAt = new Date().toISOString();
      const data = await queries.exportAccount(db, c.get('user').id, exportedAt);
      // The session outlived its account only if the account went between the two reads.
      if (!data) return notSignedIn(c);
      return c.json(data, 200, {
        'Content-Disposition': `attachment; filename="${exportFileName(exportedAt)}"`,
        // A whole journal: no shared cache or browser cache may keep a copy.
        'Cache-Control': 'no-store',
      });
    })
    .post('/import', async (c) => {
      let file: unknown;
      try {
        file = await c.req.json();
      } catch {
        return apiError(c, 422, 'NOT_AN_EXPORT', NOT_AN_EXPORT);
      }
      const summary = await importExport(db, c.get('user').id, file, new Date());
      return summary ? c.json({ summary }) : apiError(c, 422, 'NOT_AN_EXPORT', NOT_AN_EXPORT);
    })
    .get('/export/csv', validate('query', dayRangeQuery), async (c) => {
      const { from, to, types } = c.req.valid('query');
      const entries = await entriesOfDays(db, c.get('user').id, { from, to, types });
      return c.body(journalCsv(entries), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${csvFileName(from, to)}"`,
        'Cache-Control': 'no-store',
      });
    });
}
