import { sql } from 'kysely';
import type { DatabaseHandle } from './connect.js';
import { migrations } from './migrations.js';

/**
 * Whether this server can serve: the database answers a query, and its schema holds this server's latest migration
 * (a server that started before another finished migrating one database, or a database restored from before this
 * version, is not ready). One indexed read of the migrations table; false on any failure.
 */
export async function isReady(handle: DatabaseHandle): Promise<boolean> {
  const latest = Object.keys(migrations(handle.dialect)).at(-1)!;
  try {
    const { rows } = await sql`select 1 from kysely_migration where name = ${latest}`.execute(handle.db);
    return rows.length === 1;
  } catch {
    return false;
  }
}
