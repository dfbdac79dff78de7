import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';

/** Whether the account has a password (better-auth's `credential` account); one the provider made has none. */
export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const { rows } =
    await sql`select 1 from "account" where "userId" = ${userId} and "providerId" = 'credential'`.execute(db);
  return rows.length > 0;
}
