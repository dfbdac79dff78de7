import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';

/** Imports one account may start in a window: each reads, checks and writes up to 20 MB; a preview counts as one. */
export const IMPORT_LIMIT = { imports: 10, windowSeconds: 60 * 60 } as const;

/**
 * A running import renews its claim this often. A claim not renewed for CLAIM_LAPSES_MS (its server stopped
 * half-way) no longer holds the account's next import back.
 */
const RENEW_MS = 30_000;
const CLAIM_LAPSES_MS = 2 * 60_000;

export type ImportClaim =
  | { claimed: true; release(): Promise<void> }
  | { claimed: false; reason: 'running' }
  | { claimed: false; reason: 'limit'; retryAfterSeconds: number };

/**
 * One import at a time per account, and IMPORT_LIMIT's count, kept in the database so that every server on it
 * shares them. A claim is taken by one statement (two requests, or two servers, cannot both take it), counts against
 * the window whatever the import then finds in the file, and is released when the import ends, however it ends.
 */
export function importClaims(db: Db, limit: { imports: number; windowSeconds: number } = IMPORT_LIMIT) {
  const windowMs = limit.windowSeconds * 1000;
  const table = 'import_claims';

  /** Renews the claim until released, so a long import keeps it; returns the release. */
  function hold(userId: string, claim: string): () => Promise<void> {
    const mine = () => db.updateTable(table).where('user_id', '=', userId).where('claim', '=', claim);
    const renewal = setInterval(() => {
      mine()
        .set({ renewed_at: Date.now() })
        .execute()
        .catch(() => {}); // the database away for a moment: the next renewal, or the lapse, settles it
    }, RENEW_MS);
    renewal.unref();
    return async () => {
      clearInterval(renewal);
      // A release that fails (the database away) must not turn the import's answer into an error: the claim lapses.
      await mine()
        .set({ claim: null })
        .execute()
        .catch(() => {});
    };
  }

  return {
    async claim(userId: string): Promise<ImportClaim> {
      const now = Date.now();
      const claim = randomUUID();
      const windowOver = now - windowMs;
      const windowStart = sql.ref(`${table}.window_start`);
      const windowEnded = sql`${windowStart} <= ${windowOver}`;
      const taken = await db
        .insertInto(table)
        .values({ user_id: userId, claim, renewed_at: now, window_start: now, started: 1 })
        .onConflict((conflict) =>
          conflict
            .column('user_id')
            .doUpdateSet({
              claim,
              renewed_at: now,
              // A window that ended starts again with this import.
              window_start: sql<number>`case when ${windowEnded} then ${now} else ${windowStart} end`,
              started: sql<number>`case when ${windowEnded} then 1 else ${sql.ref(`${table}.started`)} + 1 end`,
            })
            .where((eb) =>
              eb.and([
                eb.or([eb(`${table}.claim`, 'is', null), eb(`${table}.renewed_at`, '<=', now - CLAIM_LAPSES_MS)]),
                eb.or([eb(`${table}.window_start`, '<=', windowOver), eb(`${table}.started`, '<', limit.imports)]),
              ]),
            ),
        )
        .returning('started')
        .executeTakeFirst();
      if (taken) return { claimed: true, release: hold(userId, claim) };

      const row = await db
        .selectFrom(table)
        .select(['claim', 'renewed_at', 'window_start'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (row?.claim && Number(row.renewed_at) > now - CLAIM_LAPSES_MS) return { claimed: false, reason: 'running' };
      const endsAt = Number(row?.window_start ?? now) + windowMs;
      return { claimed: false, reason: 'limit', retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)) };
    },
  };
}

export type ImportClaims = ReturnType<typeof importClaims>;
