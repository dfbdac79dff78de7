import type { Db } from '../../db/connect.js';

/** A team's name, or null when there is no such team. */
export async function teamName(db: Db, teamId: string): Promise<string | null> {
  const row = await db.selectFrom('teams').select('name').where('id', '=', teamId).executeTakeFirst();
  return row?.name ?? null;
}
