import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { racingServersForSuite } from '../test-support/racing-servers.js';
import { seedMember, seedTeam } from '../test-support/teams.js';
import { uniqueEmail, usingPostgres, type TestServer } from '../test-support/test-server.js';

const COMMENTS = 30;

/**
 * Each staff comment's notification goes once when servers race for it: two servers on one PostgreSQL database (one
 * server on SQLite, where only one server can open the database), each taking comments and sending after its answers
 * while both wake twice at once, finding the same comments unsent, with a push service slow enough for all to overlap.
 */
describe(`comment notifications exactly once: ${usingPostgres ? 'two servers on one PostgreSQL' : 'one server on SQLite'}`, () => {
  const racing = racingServersForSuite();
  const { servers } = racing;

  async function signedIn(server: TestServer) {
    const browser = server.browser();
    const email = uniqueEmail('comment-once');
    expect((await browser.signUp(email, 'exactly-once-1')).status).toBe(200);
    expect((await browser.signIn(email, 'exactly-once-1')).status).toBe(200);
    return { browser, userId: (await browser.session())!.user.id };
  }

  it(`sends each of ${2 * COMMENTS} staff comments once, whichever server claims it`, async () => {
    const db = servers[0]!.server.database.db;
    const teamId = await seedTeam(db, 'Harbour FC');
    const athlete = await signedIn(servers[0]!);
    const memberId = await seedMember(db, teamId, athlete.userId, { role: 'athlete', displayName: 'Ana' });
    const subscription = racing.push.subscription();
    expect(
      (await athlete.browser.request('/api/reminders/devices', { json: { ...subscription, label: 'P' } })).status,
    ).toBe(201);
    const entryId = randomUUID();
    const made = await athlete.browser.request('/api/entries', {
      json: { id: entryId, type: 'Training', day: new Date().toISOString().slice(0, 10), content: { answers: {} } },
    });
    expect(made.status).toBe(201);
    // A coach signed in on each server.
    const coaches: Awaited<ReturnType<typeof signedIn>>[] = [];
    for (const server of servers) {
      const coach = await signedIn(server);
      await seedMember(db, teamId, coach.userId, { role: 'staff', displayName: 'Sam' });
      coaches.push(coach);
    }

    // Comments whose servers stopped before sending (written straight into the database, five minutes ago): every
    // wake finds them unclaimed at once.
    const orphans = Array.from({ length: COMMENTS }, () => randomUUID());
    await db
      .insertInto('entry_comments')
      .values(
        orphans.map((id, n) => ({
          id,
          entry_id: entryId,
          athlete_id: athlete.userId,
          team_id: teamId,
          team_name: 'Harbour FC',
          author_id: coaches[0]!.userId,
          author_role: 'staff' as const,
          author_name: 'Sam',
          body: `Left unsent ${n}`,
          created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
          edited_at: null,
        })),
      )
      .execute();

    // Comments taken by every server, while every server's scheduler wakes twice as if a minute had passed: each
    // comment is claimed by the send after its answer or by a wake, never by both; each orphan by one wake.
    const later = new Date(Date.now() + 2 * 60_000);
    const writes = Array.from({ length: COMMENTS }, async (_, n) => {
      const coach = coaches[n % coaches.length]!;
      const answer = await coach.browser.request(
        `/api/teams/${teamId}/athletes/${memberId}/entries/${entryId}/comments`,
        { json: { body: `Comment ${n}` } },
      );
      expect(answer.status).toBe(201);
    });
    const wakes = servers.flatMap((server) => [
      server.server.reminders.runOnce(later),
      server.server.reminders.runOnce(later),
    ]);
    await Promise.all([...writes, ...wakes]);
    // Then the wakes again, racing, once every comment is in.
    await Promise.all(
      servers.flatMap((server) => [server.server.reminders.runOnce(later), server.server.reminders.runOnce(later)]),
    );

    // Every send done: each comment's claim has its outcome.
    const deadline = Date.now() + 10_000;
    let unsent = COMMENTS;
    while (unsent > 0 && Date.now() < deadline) {
      const rows = await db.selectFrom('comment_notifications').select('outcome').execute();
      unsent = 2 * COMMENTS - rows.filter((row) => row.outcome !== null).length;
      if (unsent > 0) await new Promise((wait) => setTimeout(wait, 25));
    }
    expect(unsent).toBe(0);
    const tags = racing.push.deliveredTo(subscription.endpoint).map((message) => message.payload!.tag);
    expect(new Set(tags).size).toBe(2 * COMMENTS);
    expect(tags).toHaveLength(2 * COMMENTS);
    console.log(
      `comments exactly once (${usingPostgres ? 'PostgreSQL, 2 servers' : 'SQLite, 1 server'}, sends after answers and ` +
        `4 racing wakes): ${COMMENTS} new and ${COMMENTS} left unsent, ${tags.length} pushes received, 0 doubled`,
    );
  });
});
