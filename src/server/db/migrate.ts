import { Migrator, sql, type MigrationProvider } from 'kysely';
import { getMigrations } from 'better-auth/db/migration';
import type { BetterAuthOptions } from 'better-auth';
import type { DatabaseHandle } from './connect.js';
import { migrations } from './migrations.js';

// Any constant shared by every Touchline server; it names the PostgreSQL advisory lock.
const MIGRATION_LOCK_ID = 7_412_093;

/**
 * Brings the schema up to date: better-auth's tables, then ours, in order, each once. On PostgreSQL
 * an advisory lock serialises servers that start at the same moment against one database.
 */
export async function migrateToLatest(handle: DatabaseHandle, authOptions: BetterAuthOptions): Promise<void> {
  if (handle.dialect === 'sqlite') return runAll(handle, authOptions);
  await handle.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`.execute(connection);
    try {
      await runAll(handle, authOptions);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.execute(connection);
    }
  });
}

async function runAll(handle: DatabaseHandle, authOptions: BetterAuthOptions): Promise<void> {
  const { runMigrations } = await getMigrations(authOptions);
  await runMigrations();
  const provider: MigrationProvider = { getMigrations: async () => migrations(handle.dialect) };
  const { error } = await new Migrator({ db: handle.db, provider }).migrateToLatest();
  if (error) throw error;
}
