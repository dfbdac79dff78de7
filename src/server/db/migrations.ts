import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from './connect.js';
import type { Database } from './schema.js';
import { rebuildSearchIndex } from './search-index/index.js';
import { SEARCH_TABLE_OPTIONS } from './search-index/sqlite-support.js';

/** The app's tables, as Kysely's withTables takes them: a migration's untyped handle, typed where a step needs the app's own code. */
type Tables = { [Table in keyof Database]: Database[Table] };

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
    '007_search_index': {
      async up(db: Kysely<unknown>) {
        // Search (docs/decisions/024): each entry's folded text, indexed for exact substrings, kept by the entry
        // queries in the same transaction as the entry; built here for the entries there are.
        if (dialect === 'postgres') await createPostgresSearchIndex(db);
        else await createSqliteSearchIndex(db);
        await rebuildSearchIndex(db.withTables<Tables>());
      },
    },
    '008_search_keys': {
      async up(db: Kysely<unknown>) {
        // PostgreSQL's search index became a GIN index of keys of the athlete's own (see createSearchKeysFunction);
        // a database indexed by 007's first form, (user_id, text gin_trgm_ops), gets the function and the new index.
        if (dialect !== 'postgres') return;
        await createSearchKeysFunction(db);
        await sql`drop index if exists entry_search_user_text`.execute(db);
        await sql`create index if not exists entry_search_keys on entry_search
          using gin (entry_search_keys(user_id, text))`.execute(db);
      },
    },
    '009_reminders': {
      async up(db: Kysely<unknown>) {
        // One row per athlete who ever saved reminder settings: the settings object as JSON text.
        await db.schema
          .createTable('reminder_settings')
          .addColumn('user_id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
          .addColumn('settings', 'text', (col) => col.notNull())
          .addColumn('updated_at', 'text', (col) => col.notNull())
          .execute();
        // Each reminder an athlete has on, with the next instant it is due (ISO UTC text, which sorts as time does):
        // the scheduler reads only the rows due, by the index, however many athletes there are.
        await db.schema
          .createTable('reminder_schedule')
          .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
          .addColumn('kind', 'text', (col) => col.notNull())
          .addColumn('day', 'text', (col) => col.notNull())
          .addColumn('next_due_at', 'text', (col) => col.notNull())
          .addPrimaryKeyConstraint('reminder_schedule_pkey', ['user_id', 'kind'])
          .execute();
        await db.schema.createIndex('reminder_schedule_due').on('reminder_schedule').column('next_due_at').execute();
        // A browser's push subscription (a device). The endpoint is unique: one browser, one athlete (the same
        // browser subscribing again for them updates its row; for another athlete it is refused).
        await db.schema
          .createTable('push_subscriptions')
          .addColumn('id', 'text', (col) => col.primaryKey())
          .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
          .addColumn('endpoint', 'text', (col) => col.notNull().unique())
          .addColumn('p256dh', 'text', (col) => col.notNull())
          .addColumn('auth', 'text', (col) => col.notNull())
          .addColumn('label', 'text', (col) => col.notNull())
          .addColumn('created_at', 'text', (col) => col.notNull())
          .execute();
        await db.schema
          .createIndex('push_subscriptions_user_created')
          .on('push_subscriptions')
          .columns(['user_id', 'created_at'])
          .execute();
        // Every reminder claimed, once per athlete, kind and day (the primary key): claimed before it is sent, so no
        // restart, second server or clock jump can send it again (docs/decisions/026).
        await db.schema
          .createTable('reminder_sends')
          .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
          .addColumn('kind', 'text', (col) => col.notNull())
          .addColumn('day', 'text', (col) => col.notNull())
          .addColumn('claimed_at', 'text', (col) => col.notNull())
          .addColumn('sent_at', 'text')
          .addColumn('outcome', 'text')
          .addPrimaryKeyConstraint('reminder_sends_pkey', ['user_id', 'kind', 'day'])
          .execute();
      },
    },
    '010_unsubscribe_links_used': {
      async up(db: Kysely<unknown>) {
        // When the newest unsubscribe link used was sent (ISO UTC text): it, and every link sent before it, no longer
        // works. One instant per athlete, not one row per link (decision 028).
        await db.schema.alterTable('reminder_settings').addColumn('unsubscribe_spent_through', 'text').execute();
      },
    },
    '011_import_claims': {
      async up(db: Kysely<unknown>) {
        // One row per athlete who ever imported: the claim of the import running now (null when none runs), renewed
        // while it runs, and how many imports they started in the window from window_start (ms since the epoch).
        // Every server on the database shares it: one import at a time, a few an hour (see import-claims.ts).
        await db.schema
          .createTable('import_claims')
          .addColumn('user_id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
          .addColumn('claim', 'text')
          .addColumn('renewed_at', 'bigint', (col) => col.notNull())
          .addColumn('window_start', 'bigint', (col) => col.notNull())
          .addColumn('started', 'integer', (col) => col.notNull())
          .execute();
      },
    },
    '012_teams': {
      async up(db: Kysely<unknown>) {
        // A team and who is in it (decision 042). The owner is a staff member marked is_owner; when the owner's
        // account goes, ownership passes to the longest-serving staff member (routes/account).
        await db.schema
          .createTable('teams')
          .addColumn('id', 'text', (col) => col.primaryKey())
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('created_at', 'text', (col) => col.notNull())
          .execute();
        // One row per account in a team: staff (display_name is their account name) or an athlete, with the name
        // they chose for staff and their scope ('figures' or 'full'; null for staff). Read on every team request:
        // leaving or being removed ends access at once, on every server.
        await db.schema
          .createTable('team_members')
          .addColumn('id', 'text', (col) => col.primaryKey())
          .addColumn('team_id', 'text', (col) => col.notNull().references('teams.id').onDelete('cascade'))
          .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
          .addColumn('role', 'text', (col) => col.notNull())
          .addColumn('is_owner', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('display_name', 'text', (col) => col.notNull())
          .addColumn('scope', 'text')
          .addColumn('joined_at', 'text', (col) => col.notNull())
          .addUniqueConstraint('team_members_team_user', ['team_id', 'user_id'])
          .execute();
        // An account's teams (/teams, Profile, deletion).
        await db.schema.createIndex('team_members_user').on('team_members').column('user_id').execute();
        // Invite links: only the token's SHA-256; one role each; revoked_at ends one early.
        await db.schema
          .createTable('team_invites')
          .addColumn('id', 'text', (col) => col.primaryKey())
          .addColumn('team_id', 'text', (col) => col.notNull().references('teams.id').onDelete('cascade'))
          .addColumn('role', 'text', (col) => col.notNull())
          .addColumn('token_hash', 'text', (col) => col.notNull().unique())
          .addColumn('created_at', 'text', (col) => col.notNull())
          .addColumn('expires_at', 'text', (col) => col.notNull())
          .addColumn('revoked_at', 'text')
          .execute();
        await db.schema.createIndex('team_invites_team').on('team_invites').column('team_id').execute();
      },
    },
    '013_comments': {
      async up(db: Kysely<unknown>) {
        // A comment on an entry (decision 043): a row of the athlete's journal (athlete_id, the entry's owner), in the
        // thread of one team. The team's and the author's names are kept as they were when written, so the athlete's
        // journal still reads after the team or the author's account is gone (team_id, author_id then null).
        await db.schema
          .createTable('entry_comments')
          .addColumn('id', 'text', (col) => col.primaryKey())
          .addColumn('entry_id', 'text', (col) => col.notNull().references('journal_entries.id').onDelete('cascade'))
          .addColumn('athlete_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
          .addColumn('team_id', 'text', (col) => col.references('teams.id').onDelete('set null'))
          .addColumn('team_name', 'text', (col) => col.notNull())
          .addColumn('author_id', 'text', (col) => col.references('user.id').onDelete('set null'))
          .addColumn('author_role', 'text', (col) => col.notNull())
          .addColumn('author_name', 'text', (col) => col.notNull())
          .addColumn('body', 'text', (col) => col.notNull())
          .addColumn('created_at', 'text', (col) => col.notNull())
          .addColumn('edited_at', 'text')
          .execute();
        // An answer's entries' threads, oldest first: one range per entry.
        await db.schema
          .createIndex('entry_comments_entry_created')
          .on('entry_comments')
          .columns(['entry_id', 'created_at'])
          .execute();
        // An athlete's comments: the export, a report's entries, the account's deletion.
        await db.schema.createIndex('entry_comments_athlete').on('entry_comments').column('athlete_id').execute();
        // The reminder scheduler's sweep of the last hours' comments left unsent: a range of this index.
        await db.schema.createIndex('entry_comments_created').on('entry_comments').column('created_at').execute();
        // A staff comment's notification, claimed once before it is sent (decision 026's way): whichever server inserts
        // the row sends; the others find it there.
        await db.schema
          .createTable('comment_notifications')
          .addColumn('comment_id', 'text', (col) =>
            col.primaryKey().references('entry_comments.id').onDelete('cascade'),
          )
          .addColumn('claimed_at', 'text', (col) => col.notNull())
          .addColumn('sent_at', 'text')
          .addColumn('outcome', 'text')
          .execute();
      },
    },
    '014_team_reports': {
      async up(db: Kysely<unknown>) {
        // The squad report and check-in requests (decision 044). A team's settings as JSON text (null: the defaults,
        // report off until a time zone is chosen); each staff member's report choice; each athlete's request switch,
        // on when they join.
        await db.schema.alterTable('teams').addColumn('settings', 'text').execute();
        await db.schema
          .alterTable('team_members')
          .addColumn('report_enabled', 'integer', (col) => col.notNull().defaultTo(0))
          .execute();
        await db.schema
          .alterTable('team_members')
          .addColumn('report_email', 'integer', (col) => col.notNull().defaultTo(0))
          .execute();
        await db.schema
          .alterTable('team_members')
          .addColumn('checkin_request_on', 'integer', (col) => col.notNull().defaultTo(1))
          .execute();
        // Each team's next report and next check-in request (kind 'report' or 'checkInRequest'), as reminder_schedule
        // keeps an athlete's reminders: the scheduler reads only the rows due, by the index.
        await db.schema
          .createTable('team_schedule')
          .addColumn('team_id', 'text', (col) => col.notNull().references('teams.id').onDelete('cascade'))
          .addColumn('kind', 'text', (col) => col.notNull())
          .addColumn('day', 'text', (col) => col.notNull())
          .addColumn('next_due_at', 'text', (col) => col.notNull())
          .addPrimaryKeyConstraint('team_schedule_pkey', ['team_id', 'kind'])
          .execute();
        await db.schema.createIndex('team_schedule_due').on('team_schedule').column('next_due_at').execute();
        // Every squad report claimed, once per team, staff member and day (the primary key), before it is sent
        // (decision 026's claim). A check-in request claims the athlete's own reminder_sends row instead.
        await db.schema
          .createTable('team_report_sends')
          .addColumn('team_id', 'text', (col) => col.notNull().references('teams.id').onDelete('cascade'))
          .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
          .addColumn('day', 'text', (col) => col.notNull())
          .addColumn('claimed_at', 'text', (col) => col.notNull())
          .addColumn('sent_at', 'text')
          .addColumn('outcome', 'text')
          .addPrimaryKeyConstraint('team_report_sends_pkey', ['team_id', 'user_id', 'day'])
          .execute();
      },
    },
    '015_held_comments': {
      async up(db: Kysely<unknown>) {
        // The comments of an entry just deleted, kept a day for Undo (decision 043): the entry's delete moves its
        // comments here (with their notification's claim, so Undo never sends one twice), Undo moves them back, and
        // the scheduler's wake deletes what nobody took back. No reference to the entry: it is gone.
        await db.schema
          .createTable('held_entry_comments')
          .addColumn('id', 'text', (col) => col.primaryKey())
          .addColumn('entry_id', 'text', (col) => col.notNull())
          .addColumn('athlete_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
          .addColumn('team_id', 'text', (col) => col.references('teams.id').onDelete('set null'))
          .addColumn('team_name', 'text', (col) => col.notNull())
          .addColumn('author_id', 'text', (col) => col.references('user.id').onDelete('set null'))
          .addColumn('author_role', 'text', (col) => col.notNull())
          .addColumn('author_name', 'text', (col) => col.notNull())
          .addColumn('body', 'text', (col) => col.notNull())
          .addColumn('created_at', 'text', (col) => col.notNull())
          .addColumn('edited_at', 'text')
          .addColumn('claimed_at', 'text')
          .addColumn('sent_at', 'text')
          .addColumn('outcome', 'text')
          .addColumn('held_at', 'text', (col) => col.notNull())
          .execute();
        // Undo takes one entry's comments back; the sweep deletes the oldest.
        await db.schema
          .createIndex('held_entry_comments_entry')
          .on('held_entry_comments')
          .columns(['athlete_id', 'entry_id'])
          .execute();
        await db.schema.createIndex('held_entry_comments_held').on('held_entry_comments').column('held_at').execute();
      },
    },
    '016_access_tokens': {
      async up(db: Kysely<unknown>) {
        // Personal access tokens (decision 050): only the SHA-256 of a token is kept. A revoked token is deleted, so a
        // row is a token that works; last_used_at is written at most once a minute.
        await db.schema
          .createTable('access_tokens')
          .addColumn('id', 'text', (col) => col.primaryKey())
          .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('scope', 'text', (col) => col.notNull())
          .addColumn('token_hash', 'text', (col) => col.notNull().unique())
          .addColumn('created_at', 'text', (col) => col.notNull())
          .addColumn('last_used_at', 'text')
          .execute();
        // The tokens screen lists an athlete's tokens, newest first.
        await db.schema
          .createIndex('access_tokens_user_created')
          .on('access_tokens')
          .columns(['user_id', 'created_at'])
          .execute();
      },
    },
  };
}

async function createSqliteSearchIndex(db: Kysely<unknown>): Promise<void> {
  // Each athlete's rows are one range, their number times 2^32 and up (see search-index/sqlite.ts).
  await sql`create table search_owners (
    user_id text primary key references "user"(id) on delete cascade,
    number integer not null unique,
    next_row integer not null
  )`.execute(db);
  await sql`create table entry_search (
    row integer primary key,
    entry_id text not null unique references journal_entries(id) on delete cascade,
    user_id text not null,
    type text not null,
    day text not null,
    created_at text not null
  )`.execute(db);
  await sql`create virtual table entry_search_text using fts5(text, ${sql.raw(SEARCH_TABLE_OPTIONS)})`.execute(db);
  // An entry's text leaves the index with its row, however the row goes (a delete, its account's deletion).
  await sql`create trigger entry_search_gone after delete on entry_search begin
    delete from entry_search_text where rowid = old.row;
  end`.execute(db);
}

async function createPostgresSearchIndex(db: Kysely<unknown>): Promise<void> {
  // A contrib extension that a database owner may create (trusted).
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create table entry_search (
    entry_id text primary key references journal_entries(id) on delete cascade,
    user_id text not null,
    type text not null,
    day text not null,
    created_at text not null,
    text text not null
  )`.execute(db);
  await createSearchKeysFunction(db);
  // The GIN index of those keys is made by rebuildSearchIndex, once the rows are in. Searches of words with no
  // trigram (short ones) read the athlete's texts newest first by this one:
  await sql`create index entry_search_user_day on entry_search (user_id, day, created_at, entry_id)`.execute(db);
}

/**
 * The keys a text is found by: pg_trgm's trigrams inside its words, each behind the first 8 characters of its
 * athlete's id, so that one athlete's texts have keys of their own (see search-index/postgres.ts). show_trgm is named
 * with its schema: a restore runs index expressions with an empty search_path.
 */
async function createSearchKeysFunction(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const showTrgm = sql.raw(`"${rows[0]!.schema.replaceAll('"', '""')}".show_trgm`);
  await sql`create or replace function entry_search_keys(owner text, body text) returns text[]
    language sql immutable strict parallel safe
    as $$ select array(select left(owner, 8) || trigram from unnest(${showTrgm}(body)) as trigram
      where position(' ' in trigram) = 0) $$`.execute(db);
}
