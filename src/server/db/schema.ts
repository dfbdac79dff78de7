import type { ColumnType, Generated } from 'kysely';

/** A row of journal_entries; content is JSON text on SQLite and jsonb on PostgreSQL. */
export interface JournalEntriesTable {
  id: string;
  user_id: string;
  type: string;
  day: string;
  timestamp: string;
  content: ColumnType<unknown, string, string>;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A row of question_sets: one set of one user; content is the item list, as JSON (text or jsonb). */
export interface QuestionSetsTable {
  user_id: string;
  name: string;
  content: ColumnType<unknown, string, string>;
  version: number;
  updated_at: string;
}

/** A row of sign_in_attempts: attempts at one account's password since window_start (ms since the epoch). */
export interface SignInAttemptsTable {
  key: string;
  attempts: number;
  window_start: number;
}

/**
 * A row of import_claims: the athlete's running import (its claim, renewed while it runs; null when none runs) and
 * how many imports they started since window_start (times in ms since the epoch). See import-claims.ts.
 */
export interface ImportClaimsTable {
  user_id: string;
  claim: string | null;
  renewed_at: number;
  window_start: number;
  started: number;
}

/** A row of journal_revisions: raised with every change to one athlete's entries (see journal-revision.ts). */
export interface JournalRevisionsTable {
  user_id: string;
  revision: number;
}

/** A row of teams (decision 042). */
export interface TeamsTable {
  id: string;
  name: string;
  created_at: string;
  /** The team's settings (TeamSettings) as JSON text; null until staff first save them (the defaults). */
  settings: Generated<string | null>;
}

/** A row of team_schedule: a team's next squad report or check-in request, the team's day it is for and its instant. */
export interface TeamScheduleTable {
  team_id: string;
  kind: string;
  day: string;
  /** ISO UTC instant; the scheduler picks rows with next_due_at <= now. */
  next_due_at: string;
}

/** A row of team_report_sends: one squad report claimed for a staff member of a team on a day. */
export interface TeamReportSendsTable {
  team_id: string;
  user_id: string;
  day: string;
  claimed_at: string;
  sent_at: string | null;
  outcome: string | null;
}

/** A row of team_members: one account in one team. */
export interface TeamMembersTable {
  id: string;
  team_id: string;
  user_id: string;
  role: 'staff' | 'athlete';
  /** 1 for the team's one owner (a staff member). */
  is_owner: Generated<number>;
  /** The name staff see: the athlete's choice when joining; a staff member's account name. */
  display_name: string;
  /** An athlete's consent: 'figures' (figures only) or 'full' (figures, answers and notes); null for staff. */
  scope: 'figures' | 'full' | null;
  joined_at: string;
  /** 1 when this staff member gets the squad report; report_email 1: by email too. */
  report_enabled: Generated<number>;
  report_email: Generated<number>;
  /** 1 (the default) while this athlete lets the team's check-in requests reach them. */
  checkin_request_on: Generated<number>;
}

/** A row of team_invites: one invite link (only its token's SHA-256). */
export interface TeamInvitesTable {
  id: string;
  team_id: string;
  role: 'staff' | 'athlete';
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** A row of entry_comments: one comment in one team's thread on one entry of an athlete's journal (decision 043). */
export interface EntryCommentsTable {
  id: string;
  entry_id: string;
  /** The entry's owner: the journal the comment belongs to. */
  athlete_id: string;
  /** The thread's team; null once the team is deleted. */
  team_id: string | null;
  /** The team's name when written. */
  team_name: string;
  /** Null once the author's account is deleted (the comment stays with author_name). */
  author_id: string | null;
  author_role: 'staff' | 'athlete';
  /** The author's name in the team when written. */
  author_name: string;
  body: string;
  created_at: string;
  edited_at: string | null;
}

/** A row of comment_notifications: a staff comment's notification, claimed before it is sent. */
export interface CommentNotificationsTable {
  comment_id: string;
  claimed_at: string;
  sent_at: string | null;
  /** What became of it: "push 1/1", "push 0/0, email sent", "turned off". */
  outcome: string | null;
}

/**
 * A row of held_entry_comments: a comment of an entry just deleted, kept a day for its Undo, with its notification's
 * claim (null: none was made).
 */
export interface HeldEntryCommentsTable extends EntryCommentsTable {
  claimed_at: string | null;
  sent_at: string | null;
  outcome: string | null;
  held_at: string;
}

/** A row of access_tokens: a personal access token (only its SHA-256); see routes/account-tokens. */
export interface AccessTokensTable {
  id: string;
  user_id: string;
  name: string;
  /** 'read' or 'write' (read and write). */
  scope: string;
  token_hash: string;
  created_at: string;
  last_used_at: string | null;
}

/** A row of share_links: one link an athlete made (only its token's SHA-256); see routes/shares. */
export interface ShareLinksTable {
  id: string;
  user_id: string;
  token_hash: string;
  name: string;
  display_name: string;
  from_day: string;
  /** Null: the link keeps showing new entries. */
  to_day: string | null;
  /** The scope's entry types, as a JSON list. */
  types: string;
  /** 1 when answers and notes show, 0 when only the figures do. */
  include_notes: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_viewed_at: string | null;
  view_count: Generated<number>;
}

/** A row of reminder_settings: one athlete's reminder settings, as JSON text (see domain/reminders/settings.ts). */
export interface ReminderSettingsTable {
  user_id: string;
  settings: string;
  updated_at: string;
  /** When the newest unsubscribe link used was sent (ISO UTC): links sent then or before no longer work. */
  unsubscribe_spent_through: string | null;
}

/** A row of reminder_schedule: one reminder an athlete has on, the day it is next for and the instant it is due. */
export interface ReminderScheduleTable {
  user_id: string;
  kind: string;
  day: string;
  /** ISO UTC instant; the scheduler picks rows with next_due_at <= now. */
  next_due_at: string;
}

/** A row of push_subscriptions: one device (a browser's push subscription) of an athlete. */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  /** The browser's P-256 public key and auth secret, base64url, as PushSubscription.toJSON() gives them. */
  p256dh: string;
  auth: string;
  label: string;
  created_at: string;
}

/** A row of reminder_sends: a reminder claimed for one athlete, kind and day (claimed before it is sent). */
export interface ReminderSendsTable {
  user_id: string;
  kind: string;
  day: string;
  claimed_at: string;
  sent_at: string | null;
  /** What became of it: e.g. "push 2/2, email sent". */
  outcome: string | null;
}

/** The user table as better-auth creates it; we read it for ownership and profile data. */
export interface UserTable {
  id: string;
  email: string;
  /** The account's name: a new staff member's name in a team. */
  name: string;
  /** A Date on PostgreSQL; SQLite keeps what better-auth wrote (ISO text). */
  createdAt: Date | string;
}

/** The session table as better-auth creates it; we re-read a session's expiry by its token. */
export interface SessionTable {
  token: string;
  userId: string;
  /** A Date on PostgreSQL; SQLite keeps what better-auth wrote (ISO text). */
  expiresAt: Date | string;
  /** When the session began (a sign-in); a Date or ISO text, as expiresAt. */
  createdAt: Date | string;
}

/** better-auth's one-time values; we end an account's password reset links (reset-links.ts). */
export interface VerificationTable {
  /** How reset-links.ts stores it: `reset-password:` and a hash of the token, for a reset link. */
  identifier: string;
  /** For a reset link, the account's user id. */
  value: string;
}

/** The tables our own queries touch. better-auth owns and migrates its tables itself. */
export interface Database {
  journal_entries: JournalEntriesTable;
  question_sets: QuestionSetsTable;
  journal_revisions: JournalRevisionsTable;
  sign_in_attempts: SignInAttemptsTable;
  import_claims: ImportClaimsTable;
  share_links: ShareLinksTable;
  access_tokens: AccessTokensTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  team_invites: TeamInvitesTable;
  team_schedule: TeamScheduleTable;
  team_report_sends: TeamReportSendsTable;
  entry_comments: EntryCommentsTable;
  comment_notifications: CommentNotificationsTable;
  held_entry_comments: HeldEntryCommentsTable;
  reminder_settings: ReminderSettingsTable;
  reminder_schedule: ReminderScheduleTable;
  push_subscriptions: PushSubscriptionsTable;
  reminder_sends: ReminderSendsTable;
  user: UserTable;
  session: SessionTable;
  verification: VerificationTable;
}
