import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCounts, teamRows, userRows } from '../test-support/db-state.js';
import { signUnsubscribeToken, unsubscribeKey } from '../reminders/unsubscribe-token.js';
import { newBrowserPushKeys } from '../test-support/push-keys.js';
import { hostileBody, hostileQuery, hostileText, nearlyValid, urlEncode } from '../test-support/hostile.js';
import { rawRequest, type RawResponse } from '../test-support/raw-http.js';
import { apiRouteTable, type RouteKey } from '../test-support/route-table.js';
import { seedMember, seedTeam } from '../test-support/teams.js';
import { startTestServer, uniqueEmail, type TestBrowser, type TestServer } from '../test-support/test-server.js';

/**
 * Every API route, fed random and hostile path params, query strings and bodies (fast-check): never a
 * 5xx, the security headers on every answer, a clear JSON 4xx when refused, and no write at all when
 * refused (the athlete's rows and every table's row count compared before and after each request).
 * What a route accepts is checked against what was stored.
 */

const RUNS_PER_ROUTE = 50;
const PASSWORD = 'bad-input-pass-1';
const DAY = '2026-05-14';
const ENTRY_ID = randomUUID();
const OTHER_ENTRY_ID = randomUUID();
/** The teammate's check-in: the entry of theirs the fuzzer, their team's staff, comments on. */
const TEAMMATE_ENTRY_ID = randomUUID();

interface Stored {
  rows: Awaited<ReturnType<typeof userRows>>;
  counts: Awaited<ReturnType<typeof tableCounts>>;
  /** The fuzzer's team's rows. */
  team: Awaited<ReturnType<typeof teamRows>>;
}

interface Sent {
  method: string;
  path: string;
  body?: string;
}

/** What a route may have written when it accepted a request; by default nothing. */
type WriteCheck = (response: { status: number; body: unknown }, before: Stored, after: Stored, sent: Sent) => void;

interface PropertyCase {
  /** A valid value for each path parameter, sent half the time so the body and query get past it. */
  params?: Record<string, string>;
  /** The query keys the route reads, with valid values to mix in. */
  query?: Record<string, string>;
  /** A valid body, mutated one field at a time; routes with a body also get wholly hostile ones. */
  body?: object;
  /** Accepted requests may write (only the checks here say what is right); refused ones never. */
  written?: WriteCheck | 'anything';
}

const training = {
  answers: { t1: 'Focus' },
  questionTexts: { t1: 'What was your focus?' },
  rating: 7,
  effort: 6,
  minutes: 45,
  notes: 'ok',
};
const liftItem = { id: 'mine', text: 'Did I warm up?', enabled: true, isCustom: true, type: 'text' };

const SHARE = {
  name: 'Coach',
  displayName: 'Fuzzer',
  from: DAY,
  to: null,
  types: ['Training', 'Wellness'],
  includeNotes: false,
  expiresInDays: 7,
};
/** The fuzzer's share link, made by seed(): the share routes' cases read it when their runs start. */
const seededShare = { id: '', token: '' };
/** The fuzzer's access token, made by seed(): the token routes' cases read it when their runs start. */
const seededAccessToken = { id: '' };
const REMINDERS = {
  timeZone: 'America/New_York',
  journal: { enabled: true, time: '20:00', weekdays: [0, 1, 2, 3, 4, 5, 6] },
  checkIn: { enabled: false, time: '08:00' },
  finishGame: { enabled: true, time: '21:00' },
  email: false,
};
const PUSH_DEVICE = {
  endpoint: 'https://push.example.com/send/fuzzer',
  keys: newBrowserPushKeys().keys,
  label: 'Fuzzed browser',
};
/** The fuzzer's device and unsubscribe token, made by seed(). */
const seededReminders = { deviceId: '', unsubscribeToken: '' };
const TODAY = new Date().toISOString().slice(0, 10);
const deviceRows = (stored: Stored) => stored.rows.push_subscriptions as { id: string; endpoint: string }[];
const settingsRow = (stored: Stored) => (stored.rows.reminder_settings as { settings: string }[])[0];
const accessTokenRows = (stored: Stored) => stored.rows.access_tokens as { id: string; name: string; scope: string }[];
const shareRows = (stored: Stored) => stored.rows.share_links as { id: string; name: string; revoked_at: unknown }[];

/**
 * The fuzzer's team (they own it), with an athlete of another account and an athletes' invite, made by seed(); and an
 * invite to a team of that other account's, which the fuzzer may join.
 */
const seededTeam = { id: '', athleteMemberId: '', otherTeamToken: '' };
/**
 * Comments made by seed(): the fuzzer's on the teammate's check-in (the fuzzer is staff of the teammate's team), and,
 * in a team whose staff is the teammate and whose athlete is the fuzzer, the teammate's comment on the fuzzer's entry,
 * the fuzzer's reply, that team and the id of a reply not yet sent.
 */
const seededComments = { onTeammate: '', coachTeamId: '', onFuzzer: '', reply: '', newReply: '' };
const commentRows = (stored: Stored) => stored.rows.entry_comments as { id: string; body: string }[];
let seeds = 0;
const tokenOfUrl = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const teamRow = (stored: Stored) => stored.team.teams[0] as { name: string; settings: string | null } | undefined;
const inviteRows = (stored: Stored) =>
  stored.team.team_invites as { role: string; token_hash: string; revoked_at: unknown }[];
const memberRows = (stored: Stored) =>
  stored.team.team_members as { id: string; user_id: string; display_name: string; scope: unknown }[];

const contentOf = (row: { content: unknown }) =>
  typeof row.content === 'string' ? JSON.parse(row.content) : row.content;
const entryRows = (stored: Stored) =>
  stored.rows.journal_entries as { id: string; content: unknown; version: number }[];

const CASES: Record<RouteKey, PropertyCase> = {
  'GET /api/health': { query: {} },
  'GET /api/health/live': { query: {} },
  'GET /api/health/ready': { query: {} },
  'GET /api/config': { query: {} },
  'GET /api/entries/:id': { params: { id: ENTRY_ID } },
  'GET /api/entries/day/:day': { params: { day: DAY } },
  'GET /api/entries/month/:month': { params: { month: '2026-05' } },
  'GET /api/entries/history': { query: { type: 'Training', limit: '10', cursor: '' } },
  'GET /api/entries/range': { query: { from: DAY, to: DAY, types: 'Training,Lift' } },
  'GET /api/insights': { query: { period: '1y', today: new Date().toISOString().slice(0, 10) } },
  'GET /api/search': { query: { q: 'focus', type: 'Training', from: DAY, to: DAY, cursor: '', limit: '10' } },
  'POST /api/entries': {
    // With Undo's `restore`, so that its time is among the fields replaced by hostile values.
    body: {
      id: randomUUID(),
      type: 'Training',
      day: DAY,
      content: training,
      restore: { createdAt: `${DAY}T07:30:00.000Z` },
    },
    written: ({ status, body }, before, after) => {
      const entry = (body as { entry: { id: string; content: unknown } }).entry;
      expect(entryRows(after)).toHaveLength(entryRows(before).length + (status === 201 ? 1 : 0));
      const row = entryRows(after).find((candidate) => candidate.id === entry.id)!;
      expect(contentOf(row)).toEqual(entry.content);
    },
  },
  'PUT /api/entries/:id': {
    params: { id: ENTRY_ID },
    body: { content: training, version: 1 },
    written: ({ body }, before, after) => {
      const entry = (body as { entry: { id: string; content: unknown; version: number } }).entry;
      const old = entryRows(before).find((row) => row.id === entry.id)!;
      const row = entryRows(after).find((candidate) => candidate.id === entry.id)!;
      expect(row.version).toBe(old.version + 1);
      expect(contentOf(row)).toEqual(entry.content);
    },
  },
  'DELETE /api/entries/:id': {
    params: { id: OTHER_ENTRY_ID },
    written: (_response, before, after) => expect(entryRows(after)).toHaveLength(entryRows(before).length - 1),
  },
  'DELETE /api/entries': {
    query: { type: 'Lift', timestamp: `${DAY}T12:00:00.000Z` },
    written: ({ body }, before, after) => {
      const { deleted } = body as { deleted: number };
      expect(entryRows(after)).toHaveLength(entryRows(before).length - deleted);
    },
  },
  'GET /api/question-sets': {},
  'GET /api/question-sets/:name': { params: { name: 'lift' } },
  'PUT /api/question-sets/:name': {
    params: { name: 'lift' },
    body: { items: [liftItem] },
    written: ({ body }, _before, after, sent) => {
      const name = decodeURIComponent(new URL(sent.path, 'http://x').pathname.split('/').pop()!);
      const row = (after.rows.question_sets as { name: string; content: unknown }[]).find((set) => set.name === name);
      expect(contentOf(row!)).toEqual((body as { set: { items: unknown } }).set.items);
    },
  },
  'GET /api/account/export': {},
  'POST /api/account/import': {
    // A Touchline export is imported whatever `preview` says (decision 049); the time zone places other apps' times.
    query: { timeZone: 'Europe/Madrid', preview: 'true' },
    body: {
      exportedAt: new Date().toISOString(),
      account: {},
      entries: [{ id: randomUUID(), type: 'Training', day: DAY, content: training }],
    },
    written: ({ body }, before, after) => {
      const { summary } = body as { summary: { imported: number } };
      expect(entryRows(after)).toHaveLength(entryRows(before).length + summary.imported);
    },
  },
  'GET /api/account/export/csv': { query: { from: DAY, to: DAY, types: 'Training,Lift' } },
  // The API's description: the same document whatever is sent.
  'GET /api/openapi.json': {},
  'GET /api/account/tokens': {},
  'POST /api/account/tokens': {
    body: { name: 'Watch sync', scope: 'write' },
    written: ({ body }, before, after) => {
      const { token } = body as { token: { id: string; name: string; scope: string } };
      expect(accessTokenRows(after)).toHaveLength(accessTokenRows(before).length + 1);
      expect(accessTokenRows(after).find((row) => row.id === token.id)).toMatchObject({
        name: token.name,
        scope: token.scope,
      });
    },
  },
  'DELETE /api/account/tokens/:id': {
    get params() {
      return { id: seededAccessToken.id };
    },
    written: (_response, before, after) =>
      expect(accessTokenRows(after)).toHaveLength(accessTokenRows(before).length - 1),
  },
  'GET /api/shares': {},
  'POST /api/shares': {
    body: SHARE,
    written: ({ body }, before, after) => {
      const { link } = body as { link: { id: string; name: string } };
      expect(shareRows(after)).toHaveLength(shareRows(before).length + 1);
      expect(shareRows(after).find((row) => row.id === link.id)?.name).toBe(link.name);
    },
  },
  'POST /api/shares/:id/revoke': {
    get params() {
      return { id: seededShare.id };
    },
    written: (_response, _before, after) => {
      expect(shareRows(after).find((row) => row.id === seededShare.id)?.revoked_at).not.toBeNull();
    },
  },
  'DELETE /api/shares/:id': {
    get params() {
      return { id: seededShare.id };
    },
    written: (_response, before, after) => expect(shareRows(after)).toHaveLength(shareRows(before).length - 1),
  },
  // Public, by the link's token; a valid page is counted as a view, the only write it makes.
  'GET /api/shared/:token': {
    get params() {
      return { token: seededShare.token };
    },
    query: { cursor: '' },
    written: 'anything',
  },

  // A team's staff (the fuzzer owns the seeded team) reading its squad and its athlete (the teammate).
  'GET /api/teams/:teamId/squad': {
    get params() {
      return { teamId: seededTeam.id };
    },
    query: { today: TODAY },
  },
  'GET /api/teams/:teamId/athletes/:memberId': {
    get params() {
      return { teamId: seededTeam.id, memberId: seededTeam.athleteMemberId };
    },
    query: { period: '4w', today: TODAY },
  },
  // Teams: the fuzzer owns the seeded team; what an accepted request wrote is checked against the answer.
  'GET /api/teams': {},
  'POST /api/teams': {
    body: { name: 'Fuzzed FC' },
    written: (_response, before, after) => expect(after.counts.teams).toBe(before.counts.teams + 1),
  },
  'GET /api/teams/:teamId': {
    get params() {
      return { teamId: seededTeam.id };
    },
  },
  'PATCH /api/teams/:teamId': {
    get params() {
      return { teamId: seededTeam.id };
    },
    body: { name: 'Renamed FC' },
    written: ({ body }, _before, after) => {
      expect(teamRow(after)?.name).toBe((body as { team: { name: string } }).team.name);
    },
  },
  'DELETE /api/teams/:teamId': {
    get params() {
      return { teamId: seededTeam.id };
    },
    written: (_response, _before, after) =>
      expect(after.team).toEqual({ teams: [], team_members: [], team_invites: [], team_schedule: [] }),
  },
  'POST /api/teams/:teamId/invites': {
    get params() {
      return { teamId: seededTeam.id };
    },
    body: { role: 'athlete' },
    written: ({ body }, before, after) => {
      const { url } = body as { url: string };
      expect(inviteRows(after)).toHaveLength(inviteRows(before).length + 1);
      expect(JSON.stringify(after.team)).not.toContain(tokenOfUrl(url));
      expect(inviteRows(after).filter((row) => row.revoked_at === null)).toHaveLength(
        new Set(
          inviteRows(after)
            .filter((row) => row.revoked_at === null)
            .map((row) => row.role),
        ).size,
      );
    },
  },
  'DELETE /api/teams/:teamId/invites/:role': {
    get params() {
      return { teamId: seededTeam.id, role: 'athlete' };
    },
    written: (_response, _before, after, sent) => {
      const role = decodeURIComponent(sent.path.split('?')[0]!.split('/').pop()!);
      expect(inviteRows(after).filter((row) => row.role === role && row.revoked_at === null)).toEqual([]);
    },
  },
  'PATCH /api/teams/:teamId/membership': {
    get params() {
      return { teamId: seededTeam.id };
    },
    // The fuzzer is staff: a scope is refused, a name is theirs to change.
    body: { displayName: 'Fuzzed Coach' },
    written: ({ body }, _before, after) => {
      const { member } = body as { member: { memberId: string; displayName: string } };
      expect(memberRows(after).find((row) => row.id === member.memberId)?.display_name).toBe(member.displayName);
    },
  },
  // The owner cannot leave: every request is refused.
  'DELETE /api/teams/:teamId/membership': {
    get params() {
      return { teamId: seededTeam.id };
    },
  },
  'DELETE /api/teams/:teamId/members/:memberId': {
    get params() {
      return { teamId: seededTeam.id, memberId: seededTeam.athleteMemberId };
    },
    written: (_response, _before, after) => {
      expect(memberRows(after).find((row) => row.id === seededTeam.athleteMemberId)).toBeUndefined();
    },
  },
  // The team's report and request settings and the fuzzer's own report choice (decision 044). The server has no SMTP,
  // so the report by email is refused.
  'GET /api/teams/:teamId/settings': {
    get params() {
      return { teamId: seededTeam.id };
    },
  },
  'PUT /api/teams/:teamId/settings': {
    get params() {
      return { teamId: seededTeam.id };
    },
    body: {
      timeZone: 'America/New_York',
      report: { time: '07:30', weekdays: [1, 2, 3, 4, 5] },
      checkInRequest: { enabled: true, byTime: '10:00', weekdays: [1, 3, 5] },
    },
    written: ({ body }, _before, after) => {
      const { settings } = body as {
        settings: { timeZone: string | null; report: { weekdays: number[] }; checkInRequest: { enabled: boolean } };
      };
      expect(JSON.parse(teamRow(after)!.settings!)).toEqual(settings);
      // Each kind the team sends is scheduled: the request when on, the report on its days; nothing without a zone.
      const kinds = (after.team.team_schedule as { kind: string }[]).map((row) => row.kind).sort();
      const zoned = settings.timeZone !== null;
      expect(kinds).toEqual([
        ...(zoned && settings.checkInRequest.enabled ? ['checkInRequest'] : []),
        ...(zoned && settings.report.weekdays.length > 0 ? ['report'] : []),
      ]);
    },
  },
  'PUT /api/teams/:teamId/report': {
    get params() {
      return { teamId: seededTeam.id };
    },
    body: { enabled: true, email: false },
    written: ({ body }, _before, after) => {
      const { report } = body as { report: { enabled: boolean; email: boolean } };
      // The fuzzer owns the seeded team.
      const mine = (
        after.team.team_members as { is_owner: unknown; report_enabled: unknown; report_email: unknown }[]
      ).find((row) => Number(row.is_owner) === 1)!;
      expect({ enabled: Number(mine.report_enabled) === 1, email: Number(mine.report_email) === 1 }).toEqual(report);
    },
  },
  // Comments (decision 043): the fuzzer as their team's staff, on the teammate's check-in (the teammate's rows:
  // counted), and as the athlete of the teammate's team, on their own entry's thread.
  'POST /api/teams/:teamId/athletes/:memberId/entries/:entryId/comments': {
    get params() {
      return { teamId: seededTeam.id, memberId: seededTeam.athleteMemberId, entryId: TEAMMATE_ENTRY_ID };
    },
    body: { body: 'Good sleep?' },
    written: (_response, before, after) => expect(after.counts.entry_comments).toBe(before.counts.entry_comments + 1),
  },
  'PATCH /api/teams/:teamId/comments/:commentId': {
    get params() {
      return { teamId: seededTeam.id, commentId: seededComments.onTeammate };
    },
    body: { body: 'Good sleep, then?' },
    written: ({ body }, before, after) => {
      expect((body as { comment: { id: string } }).comment.id).toBe(seededComments.onTeammate);
      expect(after.counts.entry_comments).toBe(before.counts.entry_comments);
    },
  },
  'DELETE /api/teams/:teamId/comments/:commentId': {
    get params() {
      return { teamId: seededTeam.id, commentId: seededComments.onTeammate };
    },
    written: (_response, before, after) => expect(after.counts.entry_comments).toBe(before.counts.entry_comments - 1),
  },
  'POST /api/entries/:entryId/comments': {
    params: { entryId: ENTRY_ID },
    get body() {
      return { id: seededComments.newReply, teamId: seededComments.coachTeamId, body: 'On it' };
    },
    written: ({ status, body }, before, after) => {
      const { comment } = body as { comment: { id: string; body: string } };
      expect(commentRows(after)).toHaveLength(commentRows(before).length + (status === 201 ? 1 : 0));
      expect(commentRows(after).find((row) => row.id === comment.id)?.body).toBe(comment.body);
    },
  },
  'PATCH /api/entries/:entryId/comments/:commentId': {
    get params() {
      return { entryId: ENTRY_ID, commentId: seededComments.reply };
    },
    body: { body: 'Thanks, coach' },
    written: ({ body }, _before, after) => {
      const { comment } = body as { comment: { id: string; body: string } };
      expect(commentRows(after).find((row) => row.id === comment.id)?.body).toBe(comment.body);
    },
  },
  'DELETE /api/entries/:entryId/comments/:commentId': {
    get params() {
      return { entryId: ENTRY_ID, commentId: seededComments.onFuzzer };
    },
    written: (_response, before, after) => expect(commentRows(after)).toHaveLength(commentRows(before).length - 1),
  },
  // Public preview of the other account's team's invite: reads only.
  'GET /api/join/:token': {
    get params() {
      return { token: seededTeam.otherTeamToken };
    },
  },
  // The fuzzer joins the other account's team once; then 409.
  'POST /api/join/:token': {
    get params() {
      return { token: seededTeam.otherTeamToken };
    },
    body: { displayName: 'Fuzzer', scope: 'figures' },
    written: (_response, before, after) => {
      expect(after.rows.team_members).toHaveLength(before.rows.team_members.length + 1);
      expect(after.counts.team_members).toBe(before.counts.team_members + 1);
    },
  },

  'GET /api/reminders': {},
  'PUT /api/reminders/settings': {
    body: REMINDERS,
    written: ({ body }, _before, after) => {
      expect(JSON.parse(settingsRow(after)!.settings)).toEqual((body as { settings: unknown }).settings);
    },
  },
  'POST /api/reminders/devices': {
    body: PUSH_DEVICE,
    written: ({ status, body }, before, after) => {
      const { device } = body as { device: { id: string; endpoint: string } };
      expect(deviceRows(after)).toHaveLength(deviceRows(before).length + (status === 201 ? 1 : 0));
      expect(deviceRows(after).find((row) => row.id === device.id)?.endpoint).toBe(device.endpoint);
    },
  },
  'DELETE /api/reminders/devices/:id': {
    get params() {
      return { id: seededReminders.deviceId };
    },
    written: (_response, before, after) => expect(deviceRows(after)).toHaveLength(deviceRows(before).length - 1),
  },
  // Signed out by design: the token is the credential. A good one turns the fuzzer's reminder emails off.
  'POST /api/reminders/unsubscribe': {
    get query() {
      return { token: seededReminders.unsubscribeToken };
    },
    written: (_response, before, after) => {
      const settings = settingsRow(after);
      if (settings) expect(JSON.parse(settings.settings)).toMatchObject({ email: false });
      else expect(settingsRow(before)).toBeUndefined();
    },
  },

  // better-auth's endpoints. Those that succeed act on the fuzzer's own account (ownership.test.ts).
  'GET /api/auth/get-session': { query: { disableCookieCache: 'true' } },
  'POST /api/auth/get-session': { body: {} },
  'GET /api/auth/list-sessions': {},
  'POST /api/auth/revoke-session': { body: { token: 'x' }, written: 'anything' },
  'POST /api/auth/revoke-sessions': { body: {}, written: 'anything' },
  'POST /api/auth/revoke-other-sessions': { body: {}, written: 'anything' },
  'POST /api/auth/sign-out': { body: {}, written: 'anything' },
  'POST /api/auth/update-session': { body: {}, written: 'anything' },
  'POST /api/auth/update-user': { body: { name: 'Fuzzed Athlete' }, written: 'anything' },
  'POST /api/auth/change-email': { body: { newEmail: 'new@example.com' } },
  'POST /api/auth/change-password': {
    body: { currentPassword: PASSWORD, newPassword: 'a-new-password-2', revokeOtherSessions: true },
    written: 'anything',
  },
  'POST /api/auth/verify-password': { body: { password: PASSWORD } },
  'POST /api/auth/delete-user': { body: { password: PASSWORD }, written: 'anything' },
  'GET /api/auth/delete-user/callback': { query: { token: 'x', callbackURL: '/' } },
  'GET /api/auth/list-accounts': {},
  'GET /api/auth/account-info': { query: { accountId: 'x' } },
  'POST /api/auth/unlink-account': { body: { providerId: 'credential', accountId: 'x' } },
  'POST /api/auth/refresh-token': { body: { providerId: 'credential' } },
  'POST /api/auth/get-access-token': { body: { providerId: 'credential' } },
  'POST /api/auth/link-social': { body: { provider: 'google', callbackURL: '/' } },
  'POST /api/auth/sign-in/social': { body: { provider: 'google', callbackURL: '/' } },
  'GET /api/auth/callback/:id': { params: { id: 'google' }, query: { code: 'x', state: 'x' } },
  'POST /api/auth/callback/:id': { params: { id: 'google' }, body: { code: 'x', state: 'x' } },
  'POST /api/auth/sign-up/email': {
    body: { name: 'Fuzzed Athlete', email: 'fuzzed@example.com', password: 'fuzzed-password-1' },
    written: 'anything',
  },
  'POST /api/auth/sign-in/email': { body: { email: 'fuzzed@example.com', password: PASSWORD }, written: 'anything' },
  'POST /api/auth/request-password-reset': { body: { email: 'fuzzed@example.com', redirectTo: '/' } },
  'POST /api/auth/reset-password': { body: { token: 'x', newPassword: 'a-new-password-2' } },
  'GET /api/auth/reset-password/:token': { params: { token: 'x' }, query: { callbackURL: '/' } },
  'POST /api/auth/send-verification-email': { body: { email: 'fuzzed@example.com' } },
  'GET /api/auth/verify-email': { query: { token: 'x', callbackURL: '/' } },
  'GET /api/auth/ok': {},
  'GET /api/auth/error': { query: { error: 'x' } },
};

const nul = '\u0000';

/** Inputs that once got a 500 (or an unreadable answer), replayed before the random runs of their route. */
const FOUND_BEFORE: Partial<Record<RouteKey, Sent[]>> = {
  // PostgreSQL refuses U+0000 in text and jsonb.
  'GET /api/entries/:id': [{ method: 'GET', path: '/api/entries/%00' }],
  'DELETE /api/entries/:id': [{ method: 'DELETE', path: '/api/entries/%00' }],
  'POST /api/entries': [
    {
      method: 'POST',
      path: '/api/entries',
      body: JSON.stringify({ id: randomUUID(), type: 'Training', day: DAY, content: { ...training, notes: nul } }),
    },
    {
      method: 'POST',
      path: '/api/entries',
      body: JSON.stringify({ id: randomUUID(), type: 'Training', day: DAY, content: { ...training, notes: '\udc00' } }),
    },
  ],
  'PUT /api/question-sets/:name': [
    { method: 'PUT', path: '/api/question-sets/lift', body: JSON.stringify({ items: [{ ...liftItem, text: nul }] }) },
    {
      method: 'PUT',
      path: '/api/question-sets/lift',
      body: JSON.stringify({ items: [{ ...liftItem, text: '\udc00\ud800' }] }),
    },
  ],
  // PostgreSQL refuses unpaired UTF-16 surrogates in text and jsonb (an independent probe).
  'PUT /api/entries/:id': [
    {
      method: 'PUT',
      path: `/api/entries/${ENTRY_ID}`,
      body: JSON.stringify({ content: { ...training, notes: '\ud800' }, version: 1 }),
    },
    // PostgreSQL's integer column refused a version past 2^31 - 1 with a 500 (fast-check, seed -318275305).
    {
      method: 'PUT',
      path: `/api/entries/${ENTRY_ID}`,
      body: JSON.stringify({ content: training, version: 3299450379454773 }),
    },
  ],
  // better-auth took a 200,000-character name and a 100,011-character email (an independent probe).
  'POST /api/auth/sign-up/email': [
    {
      method: 'POST',
      path: '/api/auth/sign-up/email',
      body: JSON.stringify({ name: nul, email: uniqueEmail('nul'), password: PASSWORD }),
    },
    {
      method: 'POST',
      path: '/api/auth/sign-up/email',
      body: JSON.stringify({ name: 'n'.repeat(200_000), email: uniqueEmail('long'), password: PASSWORD }),
    },
    {
      method: 'POST',
      path: '/api/auth/sign-up/email',
      body: JSON.stringify({ name: '', email: `${'e'.repeat(100_000)}@example.com`, password: PASSWORD }),
    },
    {
      method: 'POST',
      path: '/api/auth/sign-up/email',
      body: JSON.stringify({ name: '\ud800', email: uniqueEmail('surrogate'), password: PASSWORD }),
    },
  ],
  // Rebuilding the body to end other sessions once overflowed the stack on deep nesting.
  'POST /api/auth/change-password': [
    {
      method: 'POST',
      path: '/api/auth/change-password',
      body: `{"currentPassword":"wrong-one-1","newPassword":"a-new-password-2","x":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
    },
  ],
  // better-auth bound an array to SQLite, and called `new URL('x')`.
  'POST /api/auth/update-user': [{ method: 'POST', path: '/api/auth/update-user', body: '{"name":[]}' }],
  'GET /api/auth/verify-email': [{ method: 'GET', path: '/api/auth/verify-email?callbackURL=x&token=x' }],
  // The OAuth callback echoed a 200 kB code into a redirect header.
  'POST /api/auth/callback/:id': [
    { method: 'POST', path: '/api/auth/callback/%20', body: JSON.stringify({ code: 'x'.repeat(200_000) }) },
  ],
};

/**
 * Valid bodies of every kind of content a route takes beyond its case's own, replayed before its random runs so that
 * each kind's fields are written and read back at least once: the wellness check-in, a game's effort and plan check.
 */
const OTHER_KINDS: Partial<Record<RouteKey, Sent[]>> = {
  // Searches that are syntax to FTS5 or to LIKE (each must be literal text), short and long words, every filter.
  'GET /api/search': [
    ...[
      '"',
      '""x',
      '*',
      'a*',
      'NEAR(a b)',
      'x AND y OR NOT z',
      '%',
      '_',
      '\\',
      '%_\\',
      '^x',
      '{x}:y',
      '💪',
      '膝盖疼',
    ].map((q) => ({ method: 'GET', path: `/api/search?q=${urlEncode(q)}` })),
    { method: 'GET', path: '/api/search?q=%ED%A0%80' },
    { method: 'GET', path: `/api/search?q=ok+focus&type=Lift&from=${DAY}&to=${DAY}&limit=1` },
  ],
  // Each period, and the server's today when the client gives none.
  'GET /api/insights': [
    { method: 'GET', path: '/api/insights?period=4w' },
    { method: 'GET', path: '/api/insights?period=12w' },
    { method: 'GET', path: '/api/insights' },
  ],
  'POST /api/entries': [
    {
      method: 'POST',
      path: '/api/entries',
      body: JSON.stringify({
        id: randomUUID(),
        type: 'Wellness',
        day: DAY,
        content: { fatigue: 4, sleep: 3, soreness: 5, stress: 2, mood: 4, sleepHours: 7.5, notes: 'ok' },
      }),
    },
    {
      method: 'POST',
      path: '/api/entries',
      body: JSON.stringify({
        id: randomUUID(),
        type: 'Game',
        day: DAY,
        content: {
          opposingTeam: 'Rovers',
          pregame: { controlFactors: 'Effort' },
          postgame: { rating: 6, externalFactors: [], effort: 8, minutes: 90, planAdherence: 'Partly' },
          minutesPlayed: 63,
          started: false,
          scoreFor: 2,
          scoreAgainst: 1,
        },
      }),
    },
    {
      method: 'POST',
      path: '/api/entries',
      body: JSON.stringify({
        id: randomUUID(),
        type: 'Health',
        day: DAY,
        content: { problem: 'injury', area: 'hamstring', side: 'left', pain: 6, status: 'modified', notes: 'Sprint' },
      }),
    },
    {
      method: 'POST',
      path: '/api/entries',
      body: JSON.stringify({
        id: randomUUID(),
        type: 'Note',
        day: DAY,
        content: { title: 'Preseason', text: 'Day one' },
      }),
    },
  ],
};

/** The request a property run sends: the route with hostile (or valid) params, query and body. */
function requests(route: RouteKey, spec: PropertyCase): fc.Arbitrary<Sent> {
  const [method, template] = route.split(' ') as [string, string];
  const names = [...template.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const param = (name: string) => {
    const valid = spec.params?.[name];
    return valid === undefined ? hostileText : fc.oneof(fc.constant(valid), hostileText);
  };
  const takesBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  const body = !takesBody
    ? fc.constant(undefined)
    : spec.body
      ? fc.oneof(nearlyValid(spec.body), hostileBody)
      : hostileBody;
  return fc
    .record({
      params: fc.tuple(...names.map(param)),
      query: hostileQuery(Object.keys(spec.query ?? {}), spec.query),
      body,
    })
    .map(({ params, query, body }) => {
      let path = template;
      names.forEach((name, i) => (path = path.replace(`:${name}`, urlEncode(params[i]!))));
      return { method, path: query ? `${path}?${query}` : path, body };
    });
}

describe('hostile input on every API route', () => {
  let app: TestServer;
  let fuzzer: TestBrowser;
  let email: string;
  let userId: string;
  /** Another account: an athlete in the fuzzer's team, and the owner of a team the fuzzer may join. */
  let teammate: TestBrowser;
  /** The fuzzer's password: a fuzzed change-password that succeeds changes it. */
  let password = PASSWORD;

  beforeAll(async () => {
    // Its 50 imports a route are one athlete's: past the hour's 5, each would be refused before its body is read.
    app = await startTestServer({
      rateLimit: 'off',
      account: { importLimit: { imports: 1000, windowSeconds: 3600 } },
      trustedProxies: '127.0.0.1',
    });
    email = uniqueEmail('fuzzer');
    fuzzer = app.browser();
    expect((await fuzzer.signUp(email, PASSWORD)).status).toBe(200);
    await signIn();
    userId = (await fuzzer.session())!.user.id;
    teammate = app.browser();
    const teammateEmail = uniqueEmail('teammate');
    expect((await teammate.signUp(teammateEmail, PASSWORD)).status).toBe(200);
    expect((await teammate.signIn(teammateEmail, PASSWORD)).status).toBe(200);
    // The teammate, the athlete of the fuzzer's team, has a journal, so that valid requests compute a squad and Insights.
    const checkIn = { fatigue: 4, sleep: 1, soreness: 5, stress: 2, mood: 4, sleepHours: 7, notes: 'ok' };
    const created = await teammate.request('/api/entries', {
      json: { id: TEAMMATE_ENTRY_ID, type: 'Wellness', day: TODAY, content: checkIn },
    });
    expect(created.status).toBe(201);
  });
  afterAll(() => app?.cleanup());

  async function signIn(): Promise<void> {
    expect((await fuzzer.signIn(email, password)).status).toBe(200);
  }

  /** The fuzzer signed in, with the entries the cases name. */
  async function seed(): Promise<void> {
    if (!(await fuzzer.session())) await signIn();
    for (const [id, type] of [
      [ENTRY_ID, 'Training'],
      [OTHER_ENTRY_ID, 'Lift'],
    ] as const) {
      const response = await fuzzer.request('/api/entries', {
        method: 'POST',
        json: { id, type, day: DAY, content: { answers: {}, rating: 5 } },
      });
      expect([200, 201]).toContain(response.status);
    }
    // One account holds at most 50 active links, and every case's seed (and the fuzzed creations) makes more.
    await app.server.database.db.deleteFrom('share_links').where('user_id', '=', userId).execute();
    // Every case's seed comments anew; the earlier ones would outlive their teams and weigh on every answer and
    // comparison of the cases after.
    await app.server.database.db
      .deleteFrom('entry_comments')
      .where('athlete_id', 'in', [userId, (await teammate.session())!.user.id])
      .execute();
    const shared = await fuzzer.request('/api/shares', { json: SHARE });
    expect(shared.status).toBe(201);
    const { link, token } = (await shared.json()) as { link: { id: string }; token: string };
    Object.assign(seededShare, { id: link.id, token });
    // One account holds at most 20 tokens, and every case's seed (and the fuzzed creations) makes more.
    await app.server.database.db.deleteFrom('access_tokens').where('user_id', '=', userId).execute();
    const tokenMade = await fuzzer.request('/api/account/tokens', { json: { name: 'Seeded', scope: 'read' } });
    expect(tokenMade.status).toBe(201);
    seededAccessToken.id = ((await tokenMade.json()) as { token: { id: string } }).token.id;
    // One device, new each time: earlier routes' devices are removed first (an athlete has at most 10).
    const { devices } = (await (await fuzzer.request('/api/reminders')).json()) as { devices: { id: string }[] };
    for (const { id } of devices) {
      expect((await fuzzer.request(`/api/reminders/devices/${id}`, { method: 'DELETE' })).status).toBe(204);
    }
    const added = await fuzzer.request('/api/reminders/devices', {
      json: { ...PUSH_DEVICE, endpoint: `https://push.example.com/send/${randomUUID()}` },
    });
    expect(added.status).toBe(201);
    // A team of the fuzzer's, fresh each time (an account owns at most 50), with the teammate as its athlete and an
    // athletes' invite; and the teammate's own team's invite, which the fuzzer has not joined.
    const db = app.server.database.db;
    for (const owner of [userId, (await teammate.session())!.user.id]) {
      await db
        .deleteFrom('teams')
        .where('id', 'in', db.selectFrom('team_members').select('team_id').where('user_id', '=', owner))
        .execute();
    }
    const inviteTo = async (browser: TestBrowser, teamId: string) => {
      const invited = await browser.request(`/api/teams/${teamId}/invites`, { json: { role: 'athlete' } });
      expect(invited.status).toBe(201);
      return tokenOfUrl(((await invited.json()) as { url: string }).url);
    };
    const teamOf = async (browser: TestBrowser, name: string) => {
      const made = await browser.request('/api/teams', { json: { name } });
      expect(made.status).toBe(201);
      return ((await made.json()) as { team: { id: string } }).team.id;
    };
    seededTeam.id = await teamOf(fuzzer, 'Fuzzer FC');
    // From an address of its own each time: invite lookups are limited per address, and every case seeds.
    const joined = await teammate.request(`/api/join/${await inviteTo(fuzzer, seededTeam.id)}`, {
      json: { displayName: 'Teammate' },
      headers: { 'x-forwarded-for': `10.${seeds >> 8}.${seeds++ & 255}.1` },
    });
    expect(joined.status).toBe(201);
    seededTeam.athleteMemberId = ((await joined.json()) as { memberId: string }).memberId;
    seededTeam.otherTeamToken = await inviteTo(teammate, await teamOf(teammate, 'Teammate FC'));
    // The threads the comment routes act on (see seededComments).
    const onTeammate = await fuzzer.request(
      `/api/teams/${seededTeam.id}/athletes/${seededTeam.athleteMemberId}/entries/${TEAMMATE_ENTRY_ID}/comments`,
      { json: { body: 'How did you sleep?' } },
    );
    expect(onTeammate.status).toBe(201);
    const coachTeamId = await seedTeam(db, 'Coach FC');
    await seedMember(db, coachTeamId, (await teammate.session())!.user.id, { role: 'staff', displayName: 'Coach' });
    const fuzzerMember = await seedMember(db, coachTeamId, userId, { role: 'athlete', displayName: 'Fuzzer' });
    const onFuzzer = await teammate.request(
      `/api/teams/${coachTeamId}/athletes/${fuzzerMember}/entries/${ENTRY_ID}/comments`,
      { json: { body: 'Well done' } },
    );
    expect(onFuzzer.status).toBe(201);
    const replyId = randomUUID();
    const replied = await fuzzer.request(`/api/entries/${ENTRY_ID}/comments`, {
      json: { id: replyId, teamId: coachTeamId, body: 'Thanks' },
    });
    expect(replied.status).toBe(201);
    const commentId = async (answer: Response) => ((await answer.json()) as { comment: { id: string } }).comment.id;
    Object.assign(seededComments, {
      onTeammate: await commentId(onTeammate),
      coachTeamId,
      onFuzzer: await commentId(onFuzzer),
      reply: replyId,
      newReply: randomUUID(),
    });
    const key = unsubscribeKey(readFileSync(join(app.dataDir, 'auth-secret'), 'utf8').trim());
    Object.assign(seededReminders, {
      deviceId: ((await added.json()) as { device: { id: string } }).device.id,
      unsubscribeToken: signUnsubscribeToken(key, userId),
    });
  }

  async function stored(): Promise<Stored> {
    const db = app.server.database.db;
    const [rows, counts, team] = await Promise.all([
      userRows(db, userId),
      tableCounts(db),
      teamRows(db, seededTeam.id),
    ]);
    return { rows, counts, team };
  }

  function send({ method, path, body }: Sent): Promise<RawResponse> {
    const cookie = [...fuzzer.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    // Invite lookups are limited to 60 a minute per address, previews and joins together: each of the two routes
    // comes from an address of its own (the server trusts this machine as a proxy), so its runs are all answered.
    const forwarded: Record<string, string> = path.startsWith('/api/join/')
      ? { 'x-forwarded-for': `198.51.100.${method === 'GET' ? 1 : 2}` }
      : {};
    return rawRequest(`${app.url}${path}`, {
      method,
      headers: { origin: app.url, 'content-type': 'application/json', cookie, ...forwarded },
      body,
    });
  }

  it('has a case for every API route, and none for a route that is gone', async () => {
    expect(Object.keys(CASES).sort()).toEqual(await apiRouteTable());
  });

  it.each(Object.keys(CASES) as RouteKey[])(`%s: ${RUNS_PER_ROUTE} hostile requests`, async (route) => {
    const spec = CASES[route]!;
    await seed();
    let before = await stored();
    await fc.assert(
      fc.asyncProperty(requests(route, spec), async (sent) => {
        const response = await send(sent);
        const after = await stored();
        const previous = before;
        before = after; // the next run (or fast-check's shrinking) starts from here, whatever this one finds

        expect(response.status, response.body).toBeLessThan(500);
        const tokenInPath = route.startsWith('GET /api/shared/') || route.includes(' /api/join/');
        expectSecurityHeaders(response, tokenInPath ? 'no-referrer' : undefined);
        if (response.status >= 400) {
          expectClearError(response);
          expect(after, 'a refused request changed stored data').toEqual(previous);
        } else if (response.status < 300 && spec.written !== 'anything') {
          if (spec.written)
            spec.written(
              // A 204 (a deleted device) has no body at all.
              { status: response.status, body: response.body === '' ? null : JSON.parse(response.body) },
              previous,
              after,
              sent,
            );
          else expect(after, 'a read changed stored data').toEqual(previous);
        }
        if (spec.written === 'anything' && response.status < 300) {
          if (route === 'POST /api/auth/change-password') {
            password = (JSON.parse(sent.body!) as { newPassword: string }).newPassword;
          }
          // A run that ended the fuzzer's session (sign-out, revoked sessions) must not end the next runs'.
          if (!(await fuzzer.session())) {
            await signIn();
            before = await stored();
          }
        }
      }),
      {
        numRuns: RUNS_PER_ROUTE,
        examples: [...(FOUND_BEFORE[route] ?? []), ...(OTHER_KINDS[route] ?? [])].map((sent) => [sent] as [Sent]),
      },
    );
  });
});

/**
 * The security headers every API answer carries, whatever was asked (over http: no HSTS, see sessions.test.ts); a
 * shared journal's answers send no referrer at all, and are never kept.
 */
function expectSecurityHeaders(response: RawResponse, referrerPolicy = 'strict-origin-when-cross-origin'): void {
  expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe(referrerPolicy);
  if (referrerPolicy === 'no-referrer') {
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
  }
}

/** A refusal an athlete's app can show: JSON `{ error: { code, message } }`, no internals. */
function expectClearError(response: RawResponse): void {
  expect(response.headers['content-type'], response.body).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as { error?: { code?: unknown; message?: unknown } };
  expect(body.error?.code, response.body).toMatch(/^[A-Z_]+$/);
  expect(body.error?.message, response.body).toMatch(/\w/);
  expect(response.body).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.m?[jt]s:\d/);
}
