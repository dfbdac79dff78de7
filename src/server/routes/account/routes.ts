import { Hono } from 'hono';
import { apiError, notSignedIn } from '../../http/errors.js';
import type { RouteDeps } from '../route-deps.js';
import { requireSession, type SessionEnv } from '../../http/session.js';
import { csvFileName, journalCsv } from '../../../domain/journal-csv.js';
import { validate } from '../../http/validate.js';
import { dayRangeQuery } from '../entries/contract.js';
import { entriesOfDays } from '../../data/entries.js';
import { readSet } from '../../data/question-sets.js';
import { exportFileName, importQuery, type ImportSummary } from './contract.js';
import { MAX_ENTRIES } from './export-file.js';
import { ExportReadError, exportReader } from './export-reader.js';
import { IMPORT_LIMIT, importClaims } from './import-claims.js';
import { importExport } from './import.js';
import { importOtherApp, previewOtherApp } from './other-apps/import-other-app.js';
import * as queries from './queries.js';

const NOT_AN_EXPORT =
  'This file is not one Touchline can import: a Touchline export (the JSON file from Profile -> Export my data), a ' +
  "Daylio CSV, Strava's activities.csv or a Day One export (the .zip or its JSON).";

/** "a minute", "23 minutes": how long Retry-After asks to wait. */
function minutes(seconds: number): string {
  const count = Math.ceil(seconds / 60);
  return count <= 1 ? 'a minute' : `${count} minutes`;
}

/**
 * /api/account: the signed-in athlete's own account. Changing the password and deleting the account
 * are better-auth's (/api/auth/change-password, /api/auth/delete-user); the export is ours.
 */
export function accountRoutes({ database: { db }, auth, account, metrics }: RouteDeps) {
  const importLimit = account?.importLimit ?? IMPORT_LIMIT;
  const claims = importClaims(db, importLimit);
  const reader = exportReader();
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
    .post('/import', validate('query', importQuery), async (c) => {
      const userId = c.get('user').id;
      const { timeZone, preview } = c.req.valid('query');
      // Claimed before the file is read: a refused import costs the server nothing.
      const claim = await claims.claim(userId);
      if (!claim.claimed) {
        // The unread file stays on the socket, so this connection cannot carry another request.
        c.header('Connection', 'close');
        if (claim.reason === 'running') {
          const running = 'An import into this account is still running. Wait for it to finish, then try again.';
          return apiError(c, 409, 'IMPORT_RUNNING', running);
        }
        c.header('Retry-After', String(claim.retryAfterSeconds));
        const wait = minutes(claim.retryAfterSeconds);
        const limited = `You can import ${importLimit.imports} files an hour. Try again in ${wait}.`;
        return apiError(c, 429, 'TOO_MANY_ATTEMPTS', limited);
      }
      try {
        let bytes: ArrayBuffer;
        try {
          bytes = await c.req.arrayBuffer();
        } catch {
          return apiError(c, 400, 'BAD_REQUEST', 'The file did not arrive whole. Please try again.');
        }
        const now = new Date();
        const opened = await reader.open(bytes, now.toISOString(), timeZone);
        if (!opened) return apiError(c, 422, 'NOT_AN_EXPORT', NOT_AN_EXPORT);
        const imported = (summary: ImportSummary) => {
          metrics.entriesWritten.inc({ operation: 'import' }, summary.imported);
          return c.json({ summary });
        };
        // A Touchline export is imported at once, a preview asked or not, as it always was (decision 049).
        if (opened.kind === 'export') return imported(await importExport(db, opened.file, userId, now));
        const { read } = opened;
        if ('refusal' in read) return apiError(c, 422, 'IMPORT_REFUSED', read.refusal);
        if (preview) return c.json({ preview: await previewOtherApp(db, userId, read) });
        return imported(await importOtherApp(db, userId, read, now));
      } catch (error) {
        if (!(error instanceof ExportReadError && error.tooLarge)) throw error;
        // Only a file built to be costly gets here: no export of 20 MB holds that many entries or values.
        const most = MAX_ENTRIES.toLocaleString('en-US');
        const tooMany = `This file holds more than an export can (at most ${most} entries).`;
        return apiError(c, 413, 'PAYLOAD_TOO_LARGE', tooMany);
      } finally {
        await claim.release();
      }
    })
    .get('/export/csv', validate('query', dayRangeQuery), async (c) => {
      const { from, to, types } = c.req.valid('query');
      const userId = c.get('user').id;
      // A game's answers are headed by the athlete's own wording of each question.
      const [entries, gameSet] = await Promise.all([
        entriesOfDays(db, userId, { from, to, types }),
        readSet(db, userId, 'game'),
      ]);
      return c.body(journalCsv(entries, gameSet.items), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${csvFileName(from, to)}"`,
        'Cache-Control': 'no-store',
      });
    });
}
