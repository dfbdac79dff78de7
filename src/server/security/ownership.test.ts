import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SETTINGS } from '../../domain/reminders/settings.js';
import { teamRows, userRows } from '../test-support/db-state.js';
import { pushDevice, REMINDERS_ON } from '../test-support/reminders.js';
import { apiRouteTable, type RouteKey } from '../test-support/route-table.js';
import { seedMember, seedTeam } from '../test-support/teams.js';
import {
  startTestServer,
  uniqueEmail,
  type TestBrowser,
  type TestServer,
  signedInBrowser,
} from '../test-support/test-server.js';

/**
 * Every API route, tried by a second athlete on the first athlete's data: the first athlete's ids,
 * token and account wherever the route takes an id or a filter. Each answer must give nothing of
 * theirs away (404 or an empty result where the route names their data), and every row of theirs
 * must be unchanged afterwards. Each route is tried twice: from the intruder's signed-in browser, and
 * by a script with the intruder's own access token. The case table must name every route of the
 * route table. (routes/entries/ownership.test.ts checks the entry routes in more depth.)
 */

const MARKER = 'owner-only-5d2a';
const PASSWORD = 'ownership-pass-1';
const DAY = '2026-05-14';
const NOON = `${DAY}T12:00:00.000Z`;

interface Owner {
  userId: string;
  email: string;
  /** The first athlete's Training entry of DAY. */
  entryId: string;
  /** Their session token as stored (the cookie carries it signed). */
  sessionToken: string;
  /** Their credential account row's id. */
  accountId: string;
  /** Their share link (of DAY's Training, with answers and notes) and its token. */
  shareId: string;
  shareToken: string;
  /** Their push device (reminders) and its endpoint. */
  deviceId: string;
  deviceEndpoint: string;
  /** Their team (they own it), its athlete's membership and its athletes' invite token. */
  teamId: string;
  athleteMemberId: string;
  inviteToken: string;
  /** A team they are an athlete of (with answers and notes, under the marker's name), and their member id there. */
  squadTeamId: string;
  memberId: string;
  /** That team's coach's comment on their entry (carrying the marker). */
  commentId: string;
  /** Their access token (named with the marker). */
  accessTokenId: string;
}

interface Attack {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  json?: unknown;
  /** What the answer must be, beyond leaking nothing and changing nothing. */
  expect?: (status: number, body: unknown) => void;
}

type Case = (owner: Owner) => Attack;

const notFound = (status: number) => expect(status).toBe(404);
const refused = (status: number) => expect(status).toBeGreaterThanOrEqual(400);
const answered = (status: number) => expect(status).toBeLessThan(500);
const okWith = (expected: unknown) => (status: number, body: unknown) => {
  expect(status).toBe(200);
  expect(body).toEqual(expected);
};
const validTraining = { answers: { t1: 'intruder' }, rating: 3 };
const SHARE = {
  name: 'Coach',
  displayName: 'Owner',
  from: DAY,
  to: DAY,
  types: ['Training'],
  includeNotes: true,
  expiresInDays: 30,
};
const liftItems = [{ id: 'mine', text: 'Intruder question', enabled: true, isCustom: true, type: 'text' }];

const CASES: Record<RouteKey, Case> = {
  // Our routes: the owner's ids get 404, the owner's days and filters an empty answer.
  'GET /api/health': () => ({ method: 'GET', path: '/api/health', expect: answered }),
  'GET /api/health/live': () => ({ method: 'GET', path: '/api/health/live', expect: answered }),
  'GET /api/health/ready': () => ({ method: 'GET', path: '/api/health/ready', expect: answered }),
  'GET /api/config': () => ({ method: 'GET', path: '/api/config', expect: answered }),
  'GET /api/openapi.json': () => ({ method: 'GET', path: '/api/openapi.json', expect: answered }),
  'GET /api/entries/:id': (o) => ({ method: 'GET', path: `/api/entries/${o.entryId}`, expect: notFound }),
  'PUT /api/entries/:id': (o) => ({
    method: 'PUT',
    path: `/api/entries/${o.entryId}`,
    json: { content: validTraining, version: 1 },
    expect: notFound,
  }),
  'DELETE /api/entries/:id': (o) => ({ method: 'DELETE', path: `/api/entries/${o.entryId}`, expect: notFound }),
  'DELETE /api/entries': () => ({
    method: 'DELETE',
    path: `/api/entries?type=Training&timestamp=${NOON}`,
    expect: okWith({ deleted: 0 }),
  }),
  'POST /api/entries': (o) => ({
    method: 'POST',
    path: '/api/entries',
    json: { id: o.entryId, type: 'Training', day: DAY, content: validTraining },
    expect: (status) => expect(status).toBe(409),
  }),
  'GET /api/entries/day/:day': () => ({
    method: 'GET',
    path: `/api/entries/day/${DAY}`,
    expect: okWith({ entries: [] }),
  }),
  'GET /api/entries/month/:month': () => ({
    method: 'GET',
    path: '/api/entries/month/2026-05',
    expect: okWith({ month: '2026-05', start: '2026-04-26', end: '2026-06-06', days: [] }),
  }),
  'GET /api/entries/range': () => ({
    method: 'GET',
    path: `/api/entries/range?from=${DAY}&to=${DAY}&types=Training`,
    expect: okWith({ entries: [] }),
  }),
  'GET /api/entries/history': () => ({
    method: 'GET',
    path: '/api/entries/history?type=Training&limit=100',
    expect: okWith({ entries: [], nextCursor: null, total: 0 }),
  }),
  // The owner's entries are journaled days: one leaking into the intruder's insights would make them non-empty.
  'GET /api/insights': () => ({
    method: 'GET',
    path: '/api/insights?period=1y',
    expect: (status, body) => {
      expect(status).toBe(200);
      const { insights } = body as { insights: { hasEntries: boolean; consistency: object; gamePlan: object } };
      expect(insights.hasEntries).toBe(false);
      expect(insights.consistency).toEqual({ daysThisMonth: 0, currentRun: 0, longestRun: 0 });
    },
  }),
  // The owner's words, searched for by another athlete: nothing of theirs is found.
  'GET /api/search': () => ({
    method: 'GET',
    path: `/api/search?q=${MARKER}`,
    expect: okWith({ results: [], nextCursor: null, total: 0 }),
  }),
  'GET /api/question-sets': () => ({ method: 'GET', path: '/api/question-sets', expect: answered }),
  'GET /api/question-sets/:name': () => ({ method: 'GET', path: '/api/question-sets/lift', expect: answered }),
  'PUT /api/question-sets/:name': () => ({
    method: 'PUT',
    path: '/api/question-sets/lift',
    json: { items: liftItems },
    expect: (status) => expect(status).toBe(200),
  }),
  'GET /api/account/export': () => ({ method: 'GET', path: '/api/account/export', expect: answered }),
  // The owner's day and type: the intruder's own (empty) journal, a header alone.
  'GET /api/account/export/csv': () => ({
    method: 'GET',
    path: `/api/account/export/csv?from=${DAY}&to=${DAY}&types=Training`,
    expect: (status, body) => {
      expect(status).toBe(200);
      expect(String(body).split('\r\n')).toHaveLength(2);
    },
  }),
  // A file holding the owner's entry id, with new words: refused, never written over theirs.
  'POST /api/account/import': (o) => ({
    method: 'POST',
    path: '/api/account/import',
    json: {
      exportedAt: new Date().toISOString(),
      account: {},
      entries: [{ id: o.entryId, type: 'Training', day: DAY, content: validTraining }],
    },
    expect: (status, body) => {
      expect(status).toBe(200);
      expect((body as { summary: { imported: number; refusedCount: number } }).summary).toMatchObject({
        imported: 0,
        refusedCount: 1,
      });
    },
  }),
  'GET /api/account/tokens': () => ({ method: 'GET', path: '/api/account/tokens', expect: okWith({ tokens: [] }) }),
  'POST /api/account/tokens': () => ({
    method: 'POST',
    path: '/api/account/tokens',
    json: { name: 'Intruder', scope: 'write' },
    expect: (status) => expect(status).toBe(201),
  }),
  'DELETE /api/account/tokens/:id': (o) => ({
    method: 'DELETE',
    path: `/api/account/tokens/${o.accessTokenId}`,
    expect: notFound,
  }),
  'GET /api/shares': () => ({ method: 'GET', path: '/api/shares', expect: okWith({ links: [] }) }),
  'POST /api/shares': () => ({
    method: 'POST',
    path: '/api/shares',
    json: SHARE,
    expect: (status) => expect(status).toBe(201),
  }),
  'POST /api/shares/:id/revoke': (o) => ({ method: 'POST', path: `/api/shares/${o.shareId}/revoke`, expect: notFound }),
  'DELETE /api/shares/:id': (o) => ({ method: 'DELETE', path: `/api/shares/${o.shareId}`, expect: notFound }),
  // Reminders: the intruder's own settings and devices; the owner's device id is not theirs to delete.
  'GET /api/reminders': () => ({
    method: 'GET',
    path: '/api/reminders',
    expect: (status, body) => {
      expect(status).toBe(200);
      expect(body).toMatchObject({ settings: DEFAULT_REMINDER_SETTINGS, devices: [] });
    },
  }),
  'PUT /api/reminders/settings': () => ({
    method: 'PUT',
    path: '/api/reminders/settings',
    json: REMINDERS_ON,
    expect: (status) => expect(status).toBe(200),
  }),
  // The owner's device URL, learnt somehow, sent as the intruder's own device: refused, not moved to them.
  'POST /api/reminders/devices': (o) => ({
    method: 'POST',
    path: '/api/reminders/devices',
    json: { ...pushDevice('Intruder'), endpoint: o.deviceEndpoint },
    expect: (status, body) => {
      expect(status).toBe(409);
      expect(body).toMatchObject({ error: { code: 'DEVICE_TAKEN' } });
    },
  }),
  'DELETE /api/reminders/devices/:id': (o) => ({
    method: 'DELETE',
    path: `/api/reminders/devices/${o.deviceId}`,
    expect: notFound,
  }),
  // Signed out by design: a token naming the owner, without the server's signature, turns nothing off.
  'POST /api/reminders/unsubscribe': (o) => ({
    method: 'POST',
    path: `/api/reminders/unsubscribe?token=${Buffer.from(JSON.stringify({ u: o.userId, p: 'reminder-email-off' })).toString('base64url')}.${'A'.repeat(43)}`,
    expect: (status) => expect(status).toBe(400),
  }),
  // A team's staff only: the owner's team and member ids, tried by someone in no team, are no team at all.
  'GET /api/teams/:teamId/squad': (o) => ({
    method: 'GET',
    path: `/api/teams/${o.squadTeamId}/squad`,
    expect: notFound,
  }),
  'GET /api/teams/:teamId/athletes/:memberId': (o) => ({
    method: 'GET',
    path: `/api/teams/${o.squadTeamId}/athletes/${o.memberId}`,
    expect: notFound,
  }),
  // A team's staff only (decision 044): the owner's team, tried by someone in no team, is no team at all.
  'GET /api/teams/:teamId/settings': (o) => ({
    method: 'GET',
    path: `/api/teams/${o.teamId}/settings`,
    expect: notFound,
  }),
  'PUT /api/teams/:teamId/settings': (o) => ({
    method: 'PUT',
    path: `/api/teams/${o.teamId}/settings`,
    json: {
      timeZone: 'UTC',
      report: { time: '03:00', weekdays: [0] },
      checkInRequest: { enabled: true, byTime: '04:00', weekdays: [0] },
    },
    expect: notFound,
  }),
  'PUT /api/teams/:teamId/report': (o) => ({
    method: 'PUT',
    path: `/api/teams/${o.teamId}/report`,
    json: { enabled: true, email: false },
    expect: notFound,
  }),
  // Comments (decision 043): the owner's entry, thread and comment, tried by someone in no team: nothing there.
  'POST /api/teams/:teamId/athletes/:memberId/entries/:entryId/comments': (o) => ({
    method: 'POST',
    path: `/api/teams/${o.squadTeamId}/athletes/${o.memberId}/entries/${o.entryId}/comments`,
    json: { body: 'Intruder' },
    expect: notFound,
  }),
  'PATCH /api/teams/:teamId/comments/:commentId': (o) => ({
    method: 'PATCH',
    path: `/api/teams/${o.squadTeamId}/comments/${o.commentId}`,
    json: { body: 'Intruder' },
    expect: notFound,
  }),
  'DELETE /api/teams/:teamId/comments/:commentId': (o) => ({
    method: 'DELETE',
    path: `/api/teams/${o.squadTeamId}/comments/${o.commentId}`,
    expect: notFound,
  }),
  'POST /api/entries/:entryId/comments': (o) => ({
    method: 'POST',
    path: `/api/entries/${o.entryId}/comments`,
    json: { id: randomUUID(), teamId: o.squadTeamId, body: 'Intruder' },
    expect: notFound,
  }),
  'PATCH /api/entries/:entryId/comments/:commentId': (o) => ({
    method: 'PATCH',
    path: `/api/entries/${o.entryId}/comments/${o.commentId}`,
    json: { body: 'Intruder' },
    expect: notFound,
  }),
  'DELETE /api/entries/:entryId/comments/:commentId': (o) => ({
    method: 'DELETE',
    path: `/api/entries/${o.entryId}/comments/${o.commentId}`,
    expect: notFound,
  }),
  // Public: the link's token is the key. Any other token (a guess, one of the intruder's own) opens nothing of theirs.
  'GET /api/shared/:token': () => ({ method: 'GET', path: `/api/shared/${'A'.repeat(43)}`, expect: notFound }),
  // Teams: the intruder's own list and team; the owner's team, its members and invites are a 404 on every route, as a
  // team that does not exist (routes/teams/routes.test.ts tries athletes on staff routes and ids of other teams).
  'GET /api/teams': () => ({ method: 'GET', path: '/api/teams', expect: okWith({ teams: [] }) }),
  'POST /api/teams': () => ({
    method: 'POST',
    path: '/api/teams',
    json: { name: 'Intruder FC' },
    expect: (status) => expect(status).toBe(201),
  }),
  'GET /api/teams/:teamId': (o) => ({ method: 'GET', path: `/api/teams/${o.teamId}`, expect: notFound }),
  'PATCH /api/teams/:teamId': (o) => ({
    method: 'PATCH',
    path: `/api/teams/${o.teamId}`,
    json: { name: 'Taken over' },
    expect: notFound,
  }),
  'DELETE /api/teams/:teamId': (o) => ({ method: 'DELETE', path: `/api/teams/${o.teamId}`, expect: notFound }),
  'POST /api/teams/:teamId/invites': (o) => ({
    method: 'POST',
    path: `/api/teams/${o.teamId}/invites`,
    json: { role: 'staff' },
    expect: notFound,
  }),
  'DELETE /api/teams/:teamId/invites/:role': (o) => ({
    method: 'DELETE',
    path: `/api/teams/${o.teamId}/invites/athlete`,
    expect: notFound,
  }),
  'PATCH /api/teams/:teamId/membership': (o) => ({
    method: 'PATCH',
    path: `/api/teams/${o.teamId}/membership`,
    json: { scope: 'full', displayName: 'Intruder' },
    expect: notFound,
  }),
  'DELETE /api/teams/:teamId/membership': (o) => ({
    method: 'DELETE',
    path: `/api/teams/${o.teamId}/membership`,
    expect: notFound,
  }),
  'DELETE /api/teams/:teamId/members/:memberId': (o) => ({
    method: 'DELETE',
    path: `/api/teams/${o.teamId}/members/${o.athleteMemberId}`,
    expect: notFound,
  }),
  // Public preview, and a join by a signed-in account: the invite's token is the key; a guess opens nothing.
  'GET /api/join/:token': () => ({ method: 'GET', path: `/api/join/${'A'.repeat(43)}`, expect: notFound }),
  'POST /api/join/:token': () => ({
    method: 'POST',
    path: `/api/join/${'A'.repeat(43)}`,
    json: { displayName: 'Intruder', scope: 'full' },
    expect: notFound,
  }),

  // better-auth's endpoints: each acts on the caller's own session and account, whatever ids it is sent.
  'GET /api/auth/get-session': () => ({ method: 'GET', path: '/api/auth/get-session', expect: answered }),
  'POST /api/auth/get-session': () => ({ method: 'POST', path: '/api/auth/get-session', json: {}, expect: answered }),
  'GET /api/auth/list-sessions': () => ({ method: 'GET', path: '/api/auth/list-sessions', expect: answered }),
  'POST /api/auth/revoke-session': (o) => ({
    method: 'POST',
    path: '/api/auth/revoke-session',
    json: { token: o.sessionToken },
    expect: answered,
  }),
  'POST /api/auth/revoke-sessions': (o) => ({
    method: 'POST',
    path: '/api/auth/revoke-sessions',
    json: { userId: o.userId },
    expect: answered,
  }),
  'POST /api/auth/revoke-other-sessions': (o) => ({
    method: 'POST',
    path: '/api/auth/revoke-other-sessions',
    json: { userId: o.userId },
    expect: answered,
  }),
  'POST /api/auth/sign-out': () => ({ method: 'POST', path: '/api/auth/sign-out', json: {}, expect: answered }),
  'POST /api/auth/update-session': (o) => ({
    method: 'POST',
    path: '/api/auth/update-session',
    json: { userId: o.userId, token: o.sessionToken },
    expect: answered,
  }),
  'POST /api/auth/update-user': (o) => ({
    method: 'POST',
    path: '/api/auth/update-user',
    json: { name: 'Renamed', id: o.userId, userId: o.userId, email: o.email },
    expect: answered,
  }),
  'POST /api/auth/change-email': (o) => ({
    method: 'POST',
    path: '/api/auth/change-email',
    json: { newEmail: o.email },
    expect: refused,
  }),
  'POST /api/auth/change-password': (o) => ({
    method: 'POST',
    path: '/api/auth/change-password',
    json: { currentPassword: PASSWORD, newPassword: 'taken-over-1', userId: o.userId },
    expect: answered,
  }),
  'POST /api/auth/verify-password': (o) => ({
    method: 'POST',
    path: '/api/auth/verify-password',
    json: { password: 'not-the-owners', userId: o.userId },
    // Not served: it would answer a guess at a password.
    expect: notFound,
  }),
  'POST /api/auth/delete-user': (o) => ({
    method: 'POST',
    path: '/api/auth/delete-user',
    // The intruder's own password: their own account goes, never the owner's.
    json: { password: PASSWORD, userId: o.userId, id: o.userId },
    expect: answered,
  }),
  'GET /api/auth/delete-user/callback': () => ({
    method: 'GET',
    path: `/api/auth/delete-user/callback?token=${randomUUID()}`,
    expect: refused,
  }),
  'GET /api/auth/list-accounts': () => ({ method: 'GET', path: '/api/auth/list-accounts', expect: answered }),
  'GET /api/auth/account-info': (o) => ({
    method: 'GET',
    path: `/api/auth/account-info?accountId=${o.accountId}`,
    expect: refused,
  }),
  'POST /api/auth/unlink-account': (o) => ({
    method: 'POST',
    path: '/api/auth/unlink-account',
    json: { providerId: 'credential', accountId: o.accountId },
    expect: refused,
  }),
  'POST /api/auth/refresh-token': (o) => ({
    method: 'POST',
    path: '/api/auth/refresh-token',
    json: { providerId: 'credential', accountId: o.accountId, userId: o.userId },
    expect: refused,
  }),
  'POST /api/auth/get-access-token': (o) => ({
    method: 'POST',
    path: '/api/auth/get-access-token',
    json: { providerId: 'credential', accountId: o.accountId, userId: o.userId },
    expect: refused,
  }),
  'POST /api/auth/link-social': () => ({
    method: 'POST',
    path: '/api/auth/link-social',
    json: { provider: 'google' },
    expect: refused,
  }),
  'POST /api/auth/sign-in/social': () => ({
    method: 'POST',
    path: '/api/auth/sign-in/social',
    json: { provider: 'google' },
    expect: refused,
  }),
  'GET /api/auth/callback/:id': (o) => ({ method: 'GET', path: `/api/auth/callback/${o.accountId}`, expect: answered }),
  'POST /api/auth/callback/:id': (o) => ({
    method: 'POST',
    path: `/api/auth/callback/${o.accountId}`,
    json: {},
    expect: answered,
  }),
  'POST /api/auth/sign-up/email': (o) => ({
    method: 'POST',
    path: '/api/auth/sign-up/email',
    json: { name: 'Intruder', email: o.email, password: 'taken-over-1' },
    expect: answered,
  }),
  'POST /api/auth/sign-in/email': (o) => ({
    method: 'POST',
    path: '/api/auth/sign-in/email',
    json: { email: o.email, password: 'not-the-owners' },
    expect: (status) => expect(status).toBe(401),
  }),
  'POST /api/auth/request-password-reset': (o) => ({
    method: 'POST',
    path: '/api/auth/request-password-reset',
    json: { email: o.email },
    expect: answered,
  }),
  'POST /api/auth/reset-password': () => ({
    method: 'POST',
    path: '/api/auth/reset-password',
    json: { token: randomUUID(), newPassword: 'taken-over-1' },
    expect: refused,
  }),
  'GET /api/auth/reset-password/:token': () => ({
    method: 'GET',
    path: `/api/auth/reset-password/${randomUUID()}`,
    expect: answered,
  }),
  'POST /api/auth/send-verification-email': (o) => ({
    method: 'POST',
    path: '/api/auth/send-verification-email',
    json: { email: o.email },
    expect: refused,
  }),
  'GET /api/auth/verify-email': () => ({
    method: 'GET',
    path: `/api/auth/verify-email?token=${randomUUID()}`,
    expect: refused,
  }),
  'GET /api/auth/ok': () => ({ method: 'GET', path: '/api/auth/ok', expect: answered }),
  'GET /api/auth/error': () => ({ method: 'GET', path: '/api/auth/error', expect: answered }),
};

describe("one athlete's data, tried by another on every API route", () => {
  let app: TestServer;
  let ownerBrowser: TestBrowser;
  let owner: Owner;
  let before: Awaited<ReturnType<typeof userRows>>;
  let beforeTeam: Awaited<ReturnType<typeof teamRows>>;

  beforeAll(async () => {
    app = await startTestServer({ rateLimit: 'off' });
    const email = uniqueEmail('owner');
    ownerBrowser = await signedInBrowser(app, { email, password: PASSWORD });
    const userId = (await ownerBrowser.session())!.user.id;
    const entryId = randomUUID();
    const created = await ownerBrowser.request('/api/entries', {
      method: 'POST',
      json: { id: entryId, type: 'Training', day: DAY, content: { answers: { t1: MARKER }, notes: MARKER, rating: 8 } },
    });
    expect(created.status).toBe(201);
    const saved = await ownerBrowser.request('/api/question-sets/lift', {
      method: 'PUT',
      json: { items: [{ ...liftItems[0], text: MARKER }] },
    });
    expect(saved.status).toBe(200);
    const shared = await ownerBrowser.request('/api/shares', { json: SHARE });
    expect(shared.status).toBe(201);
    const { link, token: shareToken } = (await shared.json()) as { link: { id: string }; token: string };
    const reminders = await ownerBrowser.request('/api/reminders/settings', { method: 'PUT', json: REMINDERS_ON });
    expect(reminders.status).toBe(200);
    const added = await ownerBrowser.request('/api/reminders/devices', { json: pushDevice(MARKER) });
    expect(added.status).toBe(201);
    const { device } = (await added.json()) as { device: { id: string; endpoint: string } };
    const madeTeam = await ownerBrowser.request('/api/teams', { json: { name: MARKER } });
    expect(madeTeam.status).toBe(201);
    const teamId = ((await madeTeam.json()) as { team: { id: string } }).team.id;
    const invited = await ownerBrowser.request(`/api/teams/${teamId}/invites`, { json: { role: 'athlete' } });
    expect(invited.status).toBe(201);
    const inviteUrl = ((await invited.json()) as { url: string }).url;
    const inviteToken = inviteUrl.slice(inviteUrl.lastIndexOf('/') + 1);
    const teamAthlete = await signedInBrowser(app, { password: PASSWORD });
    const joined = await teamAthlete.request(`/api/join/${inviteToken}`, { json: { displayName: MARKER } });
    expect(joined.status).toBe(201);
    const { memberId: athleteMemberId } = (await joined.json()) as { memberId: string };
    // The staff link too: making one must never end it.
    expect((await ownerBrowser.request(`/api/teams/${teamId}/invites`, { json: { role: 'staff' } })).status).toBe(201);
    // The owner is also an athlete of another team (whose staff is another account) and shows it everything.
    const db = app.server.database.db;
    const squadTeamId = await seedTeam(db, MARKER);
    const coach = await signedInBrowser(app, { password: PASSWORD });
    await seedMember(db, squadTeamId, (await coach.session())!.user.id, { role: 'staff', isOwner: true });
    const memberId = await seedMember(db, squadTeamId, userId, { role: 'athlete', displayName: MARKER, scope: 'full' });
    const commented = await coach.request(
      `/api/teams/${squadTeamId}/athletes/${memberId}/entries/${entryId}/comments`,
      {
        json: { body: MARKER },
      },
    );
    expect(commented.status).toBe(201);
    const commentId = ((await commented.json()) as { comment: { id: string } }).comment.id;
    const tokenMade = await ownerBrowser.request('/api/account/tokens', { json: { name: MARKER, scope: 'write' } });
    expect(tokenMade.status).toBe(201);
    const accessTokenId = ((await tokenMade.json()) as { token: { id: string } }).token.id;
    const rows = await userRows(db, userId);
    const session = rows.session[0] as { token: string };
    const account = rows.account[0] as { id: string };
    owner = {
      userId,
      email,
      entryId,
      sessionToken: session.token,
      accountId: account.id,
      shareId: link.id,
      shareToken,
      deviceId: device.id,
      deviceEndpoint: device.endpoint,
      teamId,
      athleteMemberId,
      inviteToken,
      squadTeamId,
      memberId,
      commentId,
      accessTokenId,
    };
    before = rows;
    beforeTeam = await teamRows(app.server.database.db, teamId);
  });
  afterAll(() => app?.cleanup());

  it('has a case for every API route, and none for a route that is gone', async () => {
    expect(Object.keys(CASES).sort()).toEqual(await apiRouteTable());
  });

  it('starts from an owner with an entry, a saved set and a session, all carrying the marker', () => {
    expect(before.journal_entries).toHaveLength(1);
    expect(before.question_sets).toHaveLength(1);
    expect(before.session).toHaveLength(1);
    expect(before.share_links).toHaveLength(1);
    expect(before.access_tokens).toHaveLength(1);
    expect(before.reminder_settings).toHaveLength(1);
    expect(before.reminder_schedule).toHaveLength(2);
    expect(before.push_subscriptions).toHaveLength(1);
    expect(before.team_members).toHaveLength(2);
    expect(before.entry_comments).toHaveLength(1);
    expect(beforeTeam.team_members).toHaveLength(2);
    expect(beforeTeam.team_invites).toHaveLength(2);
    expect(JSON.stringify(before)).toContain(MARKER);
    expect(JSON.stringify(beforeTeam.teams)).toContain(MARKER);
  });

  /**
   * Sends `route`'s attack as `intruder` (with `headers`) and checks that the answer gives nothing of the owner's away
   * and that nothing of theirs changed. `checkAnswer`: whether the case's own check of the answer applies too (it is
   * written for a signed-in browser).
   */
  async function attackGivesNothing(
    route: RouteKey,
    intruder: TestBrowser,
    { headers = {}, checkAnswer = true }: { headers?: Record<string, string>; checkAnswer?: boolean } = {},
  ): Promise<void> {
    const attack = CASES[route]!(owner);
    const response = await intruder.request(attack.path, {
      method: attack.method,
      headers,
      ...(attack.json === undefined ? {} : { body: JSON.stringify(attack.json) }),
      redirect: 'manual',
    });

    const text = await response.text();
    const secrets = [MARKER, owner.userId, owner.entryId, owner.sessionToken, owner.accountId, owner.shareToken];
    const teamSecrets = [
      owner.teamId,
      owner.athleteMemberId,
      owner.inviteToken,
      owner.squadTeamId,
      owner.memberId,
      owner.commentId,
    ];
    for (const secret of [...secrets, owner.shareId, owner.deviceId, ...teamSecrets]) {
      expect(text, `${route} answered with the owner's ${secret}`).not.toContain(secret);
    }
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON (a redirect has no body): the checks above and below still hold
    }
    if (checkAnswer) attack.expect?.(response.status, body);
    expect(await userRows(app.server.database.db, owner.userId)).toEqual(before);
    expect(await teamRows(app.server.database.db, owner.teamId)).toEqual(beforeTeam);
    expect((await ownerBrowser.session())?.user.id).toBe(owner.userId);
  }

  it.each(Object.keys(CASES) as RouteKey[])(
    '%s gives nothing of the owner away and changes nothing of theirs',
    async (route) => {
      await attackGivesNothing(route, await signedInBrowser(app, { password: PASSWORD }));
    },
  );

  // A script's way in: the intruder's own access token (Write), no cookie. Whatever the route answers a token (some
  // refuse tokens outright), it gives and changes nothing of the owner's.
  it.each(Object.keys(CASES) as RouteKey[])(
    "%s, asked with the intruder's own access token, gives nothing of the owner away and changes nothing",
    async (route) => {
      const intruder = await signedInBrowser(app, { password: PASSWORD });
      const made = await intruder.request('/api/account/tokens', { json: { name: 'script', scope: 'write' } });
      expect(made.status).toBe(201);
      const { secret } = (await made.json()) as { secret: string };
      const script = app.browser();
      const authorization = `Bearer ${secret}`;
      // The token is the intruder's way in: it reads their own (empty) day.
      const ownDay = await script.request(`/api/entries/day/${DAY}`, { headers: { authorization } });
      expect(ownDay.status).toBe(200);
      expect(await ownDay.json()).toMatchObject({ entries: [] });
      await attackGivesNothing(route, script, {
        headers: { authorization },
        checkAnswer: false,
      });
    },
  );
});
