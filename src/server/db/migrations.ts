import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from './connect.js';

/**
 * Our schema changes, applied in key order, each once. better-auth creates its own tables first
 * (see migrate.ts); ours may reference its `user` table.
 */
export function migrations(dialect: DialectName): Record<string, Migration> {
  const json = dialect === 'postgres' ? sql`jsonb` : sql`text`;
  return {
    '001_journal_entries': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('journal_entries')
          .addColumn('id', 'text', (col) => col.primaryKey())
          .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
          .addColumn('type', 'text', (col) => col.notNull())
          .addColumn('day', 'text', (col) => col.notNull())
          .addColumn('timestamp', 'text', (col) => col.notNull())
          .addColumn('content', json, (col) => col.notNull())
          .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
          .addColumn('created_at', 'text', (col) => col.notNull())
          .addColumn('updated_at', 'text', (col) => col.notNull())
          .execute();
        // Day views, month summaries and the all-types history: one user's entries by day, newest first.
        await db.schema
          .createIndex('journal_entries_user_day')
          .on('journal_entries')
          .columns(['user_id', 'day', 'created_at'])
          .execute();
        // Per-type history, the latest game of a day and delete-all-of-type.
        await db.schema
          .createIndex('journal_entries_user_type_day')
          .on('journal_entries')
          .columns(['user_id', 'type', 'day', 'created_at'])
          .execute();
      },
    },
    '002_question_sets': {
      async up(db: Kysely<unknown>) {
        // One row per user and set: content is the item list, version the set version it was written at.
        await db.schema
          .createTable('question_sets')
          .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('content', json, (col) => col.notNull())
          .addColumn('version', 'integer', (col) => col.notNull())
          .addColumn('updated_at', 'text', (col) => col.notNull())
          .addPrimaryKeyConstraint('question_sets_pkey', ['user_id', 'name'])
          .execute();
      },
    },
    '003_sign_in_attempts': {
      async up(db: Kysely<unknown>) {
        // Sign-in attempts per account, shared by every server on the database (see sign-in-limit.ts).
        // key is a hash of the email; window_start is milliseconds since the epoch.
        await db.schema
          .createTable('sign_in_attempts')
          .addColumn('key', 'text', (col) => col.primaryKey())
          .addColumn('attempts', 'integer', (col) => col.notNull())
          .addColumn('window_start', 'bigint', (col) => col.notNull())
          .execute();
      },
    },
    '004_entry_indexes_with_id': {
      async up(db: Kysely<unknown>) {
        // Every listing orders by (day, created_at, id), newest first, and pages by that key: with the id
        // in the index, a history page is one index range read backwards that stops after the page, with
        // no sort, however long the athlete's history or the table.
        await db.schema.dropIndex('journal_entries_user_day').execute();
        await db.schema.dropIndex('journal_entries_user_type_day').execute();
        await db.schema
          .createIndex('journal_entries_user_day_id')
          .on('journal_entries')
          .columns(['user_id', 'day', 'created_at', 'id'])
          .execute();
        await db.schema
          .createIndex('journal_entries_user_type_day_id')
          .on('journal_entries')
          .columns(['user_id', 'type', 'day', 'created_at', 'id'])
          .execute();
      },
    },
    '005_journal_revisions': {
      async up(db: Kysely<unknown>) {
        // A counter per athlete, raised in the same transaction as every change to their entries: what was
        // computed from their journal at one revision (insights) stays right until it moves, on every server.
        await db.schema
          .createTable('journal_revisions')
          .addColumn('user_id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
          .addColumn('revision', 'integer', (col) => col.notNull())
          .execute();
      },
    },
    '006_share_links': {
      async up(db: Kysely<unknown>) {
        // A link an athlete made to show part of their journal: only the SHA-256 of its token is kept. The scope's
        // types are a JSON list; to_day is null for a link that keeps showing new entries.
        await db.schema
          .createTable('share_links')
          .addColumn('id', 'text', (col) => col.primaryKey())
          .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
          .addColumn('token_hash', 'text', (col) => col.notNull().unique())
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('display_name', 'text', (col) => col.notNull())
          .addColumn('from_day', 'text', (col) => col.notNull())
          .addColumn('to_day', 'text')
          .addColumn('types', 'text', (col) => col.notNull())
          .addColumn('include_notes', 'integer', (col) => col.notNull())
          .addColumn('created_at', 'text', (col) => col.notNull())
          .addColumn('expires_at', 'text', (col) => col.notNull())
          .addColumn('revoked_at', 'text')
          .addColumn('last_viewed_at', 'text')
          .addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0))
          .execute();
        // The sharing page lists an athlete's links, newest first.
        await db.schema
          .createIndex('share_links_user_created')
          .on('share_links')
          .columns(['user_id', 'created_at'])
          .execute();
      },
    },
  };
}
