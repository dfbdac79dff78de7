import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EntryComment } from '../../../domain/comments.js';
import { sweepHeldComments } from '../../data/held-comments.js';
import { journalRevision } from '../../db/journal-revision.js';
import { seedMember, seedTeam } from '../../test-support/teams.js';
import { serverForSuite, signedInBrowser, TEST_PASSWORD, type TestBrowser } from '../../test-support/test-server.js';

const today = new Date().toISOString().slice(0, 10);

/** A training entry of the athlete's: its id. */
async function training(browser: TestBrowser, day = today): Promise<string> {
  const id = randomUUID();
  const made = await browser.request('/api/entries', {
    json: {
      id,
      type: 'Training',
      day,
      content: { answers: {}, effort: 5, minutes: 60, rating: 7, notes: 'tempo work' },
    },
  });
  expect(made.status).toBe(201);
  return id;
}

interface Person {
  browser: TestBrowser;
  userId: string;
  memberId: string;
}

describe('comments on entries: staff and the athlete', () => {
  const app = serverForSuite();
  const db = () => app.server.database.db;

  async function person(): Promise<{ browser: TestBrowser; userId: string }> {
    const browser = await signedInBrowser(app);
    return { browser, userId: (await browser.session())!.user.id };
  }

  /** A team with a coach (Sam) and an athlete (Ana, figures only) who has one entry; a teammate athlete too. */
  async function squad(teamName = 'Harbour FC') {
    const teamId = await seedTeam(db(), teamName);
    const coachAccount = await person();
    const athleteAccount = await person();
    const teammateAccount = await person();
    const coach: Person = {
      ...coachAccount,
      memberId: await seedMember(db(), teamId, coachAccount.userId, {
        role: 'staff',
        displayName: 'Sam',
        isOwner: true,
      }),
    };
    const athlete: Person = {
      ...athleteAccount,
      memberId: await seedMember(db(), teamId, athleteAccount.userId, { role: 'athlete', displayName: 'Ana' }),
    };
    const teammate: Person = {
      ...teammateAccount,
      memberId: await seedMember(db(), teamId, teammateAccount.userId, { role: 'athlete', displayName: 'Ben' }),
    };
    const entryId = await training(athlete.browser);
    return { teamId, coach, athlete, teammate, entryId };
  }

  type Squad = Awaited<ReturnType<typeof squad>>;

  const commentPath = (s: Squad, entryId = s.entryId) =>
    `/api/teams/${s.teamId}/athletes/${s.athlete.memberId}/entries/${entryId}/comments`;

  async function staffComment(s: Squad, body = 'Great session, keep the tempo.', by = s.coach.browser) {
    const answer = await by.request(commentPath(s), { json: { body } });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { comment: EntryComment }).comment;
  }

  async function reply(s: Squad, body = 'Thanks!', id: string = randomUUID()) {
    return s.athlete.browser.request(`/api/entries/${s.entryId}/comments`, { json: { id, teamId: s.teamId, body } });
  }

  async function dayEntries(browser: TestBrowser, day = today) {
    const answer = await browser.request(`/api/entries/day/${day}`);
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { entries: { id: string; comments: EntryComment[] }[] }).entries;
  }

  async function staffEntries(s: Squad, by = s.coach.browser) {
    const answer = await by.request(`/api/teams/${s.teamId}/athletes/${s.athlete.memberId}`);
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { entries: { id: string; comments: EntryComment[] }[] }).entries;
  }

  it('staff comment on an entry of a figures-only athlete; the athlete reads it under the entry and replies', async () => {
    const s = await squad();
    const comment = await staffComment(s);
    expect(comment).toEqual({
      id: expect.any(String),
      entryId: s.entryId,
      teamId: s.teamId,
      teamName: 'Harbour FC',
      author: { name: 'Sam', role: 'staff' },
      mine: true,
      body: 'Great session, keep the tempo.',
      createdAt: expect.any(String),
      editedAt: null,
    });

    const [entry] = await dayEntries(s.athlete.browser);
    expect(entry!.comments).toEqual([{ ...comment, mine: false }]);

    const replied = await reply(s, '  Thanks, coach!  ');
    expect(replied.status).toBe(201);
    const { comment: answer } = (await replied.json()) as { comment: EntryComment };
    expect(answer).toMatchObject({
      teamId: s.teamId,
      author: { name: 'Ana', role: 'athlete' },
      mine: true,
      body: 'Thanks, coach!',
    });

    // The staff's athlete page: the thread, oldest first, the coach's own marked.
    const [staffEntry] = await staffEntries(s);
    expect(staffEntry!.comments.map((one) => [one.body, one.mine])).toEqual([
      ['Great session, keep the tempo.', true],
      ['Thanks, coach!', false],
    ]);
  });

  it('refuses staff of another team, an athlete of the same team, a removed staff member and a left athlete: 404', async () => {
    const s = await squad();
    const comment = await staffComment(s);
    const other = await squad('Rovers');
    const json = { json: { body: 'Hello' } };

    // Staff of another team, on this team's path and on their own team's path with this athlete's ids.
    const foreign = await other.coach.browser.request(commentPath(s), json);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such team' } });
    const crossed = await other.coach.browser.request(
      `/api/teams/${other.teamId}/athletes/${s.athlete.memberId}/entries/${s.entryId}/comments`,
      json,
    );
    expect(crossed.status).toBe(404);
    expect(await crossed.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such athlete' } });
    // Their own athlete's path with an entry of another athlete.
    const wrongEntry = await other.coach.browser.request(commentPath(other, s.entryId), json);
    expect(wrongEntry.status).toBe(404);
    expect(await wrongEntry.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such entry' } });
    expect(
      (await other.coach.browser.request(`/api/teams/${s.teamId}/comments/${comment.id}`, { method: 'PATCH', ...json }))
        .status,
    ).toBe(404);
    expect(
      (await other.coach.browser.request(`/api/teams/${other.teamId}/comments/${comment.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(404);

    // An athlete of the same team: the staff routes, and replying on an entry of a teammate's.
    expect((await s.teammate.browser.request(commentPath(s), json)).status).toBe(404);
    expect((await s.teammate.browser.request(`/api/teams/${s.teamId}/athletes/${s.athlete.memberId}`)).status).toBe(
      404,
    );
    const teammateReply = await s.teammate.browser.request(`/api/entries/${s.entryId}/comments`, {
      json: { id: randomUUID(), teamId: s.teamId, body: 'Me too' },
    });
    expect(teammateReply.status).toBe(404);
    expect(await teammateReply.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such entry' } });
    expect(
      (await s.teammate.browser.request(`/api/entries/${s.entryId}/comments/${comment.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(404);

    // A second coach, removed: no new comment, no edit or deletion of their own, no thread on the athlete's page.
    const second = await person();
    const secondMember = await seedMember(db(), s.teamId, second.userId, { role: 'staff', displayName: 'Lee' });
    const theirs = await staffComment(s, 'Watch the landing.', second.browser);
    await db().deleteFrom('team_members').where('id', '=', secondMember).execute();
    expect((await second.browser.request(commentPath(s), json)).status).toBe(404);
    const edit = await second.browser.request(`/api/teams/${s.teamId}/comments/${theirs.id}`, {
      method: 'PATCH',
      ...json,
    });
    expect(edit.status).toBe(404);
    expect(await edit.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such team' } });
    expect(
      (await second.browser.request(`/api/teams/${s.teamId}/comments/${theirs.id}`, { method: 'DELETE' })).status,
    ).toBe(404);
    expect((await second.browser.request(`/api/teams/${s.teamId}/athletes/${s.athlete.memberId}`)).status).toBe(404);

    // The athlete leaves: staff lose the thread (every route), the athlete keeps it and can no longer reply to it.
    await db().deleteFrom('team_members').where('id', '=', s.athlete.memberId).execute();
    const afterLeave = await s.coach.browser.request(commentPath(s), json);
    expect(afterLeave.status).toBe(404);
    expect(await afterLeave.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such athlete' } });
    const staleEdit = await s.coach.browser.request(`/api/teams/${s.teamId}/comments/${comment.id}`, {
      method: 'PATCH',
      ...json,
    });
    expect(staleEdit.status).toBe(404);
    expect(await staleEdit.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such comment' } });
    expect(
      (await s.coach.browser.request(`/api/teams/${s.teamId}/comments/${comment.id}`, { method: 'DELETE' })).status,
    ).toBe(404);
    expect((await s.coach.browser.request(`/api/teams/${s.teamId}/athletes/${s.athlete.memberId}`)).status).toBe(404);
    const left = await reply(s, 'Still here?');
    expect(left.status).toBe(404);
    expect(await left.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such thread' } });
    const [kept] = await dayEntries(s.athlete.browser);
    expect(kept!.comments.map((one) => one.body)).toEqual(['Great session, keep the tempo.', 'Watch the landing.']);

    // Nothing was written by any refused request.
    const stored = await db()
      .selectFrom('entry_comments')
      .select('body')
      .where('athlete_id', '=', s.athlete.userId)
      .execute();
    expect(stored.map((row) => row.body).sort()).toEqual(['Great session, keep the tempo.', 'Watch the landing.']);
  });

  it('lets only the author edit or delete a staff comment; the athlete deletes any comment on their entry', async () => {
    const s = await squad();
    const second = await person();
    await seedMember(db(), s.teamId, second.userId, { role: 'staff', displayName: 'Lee' });
    const comment = await staffComment(s);
    const path = `/api/teams/${s.teamId}/comments/${comment.id}`;

    // Another staff member of the same team: as if it were not there.
    const notTheirs = await second.browser.request(path, { method: 'PATCH', json: { body: 'Changed' } });
    expect(notTheirs.status).toBe(404);
    expect(await notTheirs.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such comment' } });
    expect((await second.browser.request(path, { method: 'DELETE' })).status).toBe(404);
    // The athlete cannot edit the staff's words.
    const athleteEdit = await s.athlete.browser.request(`/api/entries/${s.entryId}/comments/${comment.id}`, {
      method: 'PATCH',
      json: { body: 'Changed' },
    });
    expect(athleteEdit.status).toBe(404);

    const edited = await s.coach.browser.request(path, { method: 'PATCH', json: { body: 'Great session.' } });
    expect(edited.status).toBe(200);
    const { comment: after } = (await edited.json()) as { comment: EntryComment };
    expect(after).toMatchObject({ id: comment.id, body: 'Great session.', mine: true, editedAt: expect.any(String) });

    // The athlete's own reply: theirs to edit; the coach cannot touch it.
    const replyId = randomUUID();
    expect((await reply(s, 'Thanks', replyId)).status).toBe(201);
    expect(
      (
        await s.coach.browser.request(`/api/teams/${s.teamId}/comments/${replyId}`, {
          method: 'PATCH',
          json: { body: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await s.coach.browser.request(`/api/teams/${s.teamId}/comments/${replyId}`, { method: 'DELETE' })).status,
    ).toBe(404);
    const ownEdit = await s.athlete.browser.request(`/api/entries/${s.entryId}/comments/${replyId}`, {
      method: 'PATCH',
      json: { body: 'Thanks a lot' },
    });
    expect(ownEdit.status).toBe(200);
    expect(((await ownEdit.json()) as { comment: EntryComment }).comment).toMatchObject({ body: 'Thanks a lot' });

    // The athlete deletes the staff's comment on their own entry; a second delete finds nothing (404, done).
    const deleted = await s.athlete.browser.request(`/api/entries/${s.entryId}/comments/${comment.id}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(204);
    expect(
      (await s.athlete.browser.request(`/api/entries/${s.entryId}/comments/${comment.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(404);
    expect((await s.coach.browser.request(path, { method: 'DELETE' })).status).toBe(404);
    const [entry] = await dayEntries(s.athlete.browser);
    expect(entry!.comments.map((one) => one.body)).toEqual(['Thanks a lot']);

    // The coach deletes their own comment.
    const another = await staffComment(s, 'One more thing.');
    expect(
      (await s.coach.browser.request(`/api/teams/${s.teamId}/comments/${another.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    const [afterDelete] = await staffEntries(s);
    expect(afterDelete!.comments.map((one) => one.body)).toEqual(['Thanks a lot']);
  });

  it('refuses an empty, a whitespace-only and a 2001-character comment, and takes 2000 (an emoji counted once)', async () => {
    const s = await squad();
    for (const body of ['', '   \n\t ', 'x'.repeat(2001), '😀'.repeat(2001)]) {
      const staff = await s.coach.browser.request(commentPath(s), { json: { body } });
      expect(staff.status).toBe(422);
      expect(await staff.json()).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'body: Write a comment of 1 to 2000 characters',
          fields: ['body'],
        },
      });
    }
    const first = await staffComment(s, '😀'.repeat(2000));
    const longest = await staffComment(s, ` ${'y'.repeat(2000)} `);
    expect(longest.body).toBe('y'.repeat(2000));
    for (const body of ['', '  ', 'z'.repeat(2001)]) {
      expect((await reply(s, body)).status).toBe(422);
      expect(
        (
          await s.coach.browser.request(`/api/teams/${s.teamId}/comments/${first.id}`, {
            method: 'PATCH',
            json: { body },
          })
        ).status,
      ).toBe(422);
    }
    expect((await s.coach.browser.request(commentPath(s), { json: {} })).status).toBe(422);
    expect((await reply(s, 'ok', 'not-a-uuid')).status).toBe(422);
    const stored = await db()
      .selectFrom('entry_comments')
      .select('id')
      .where('athlete_id', '=', s.athlete.userId)
      .execute();
    expect(stored).toHaveLength(2);
  });

  it('takes a replayed reply (the same id) as one comment, and refuses its id for anything else', async () => {
    const s = await squad();
    // No thread yet: nothing to reply to.
    const early = await reply(s, 'Hi');
    expect(early.status).toBe(404);
    expect(await early.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such thread' } });

    await staffComment(s);
    const id = randomUUID();
    const [first, second] = await Promise.all([reply(s, 'On my way', id), reply(s, 'On my way', id)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const again = await reply(s, 'On my way', id.toUpperCase());
    expect(again.status).toBe(200);
    expect(((await again.json()) as { comment: EntryComment }).comment).toMatchObject({ id, body: 'On my way' });
    const taken = await reply(s, 'Something else', id);
    expect(taken.status).toBe(409);
    const rows = await db().selectFrom('entry_comments').select('id').where('id', '=', id).execute();
    expect(rows).toHaveLength(1);
  });

  it('carries comments on every entries answer, one team thread to staff, and raises the revision on each write', async () => {
    const s = await squad();
    const otherTeam = await seedTeam(db(), 'Rovers');
    const otherCoach = await person();
    await seedMember(db(), otherTeam, otherCoach.userId, { role: 'staff', displayName: 'Kim' });
    const anaInOther = await seedMember(db(), otherTeam, s.athlete.userId, { role: 'athlete', displayName: 'Ana R.' });
    const secondEntry = await training(s.athlete.browser);

    const revision = () => journalRevision(db(), s.athlete.userId);
    let before = await revision();
    const ours = await staffComment(s);
    expect(await revision()).toBe(before + 1);
    const theirs = await otherCoach.browser.request(
      `/api/teams/${otherTeam}/athletes/${anaInOther}/entries/${s.entryId}/comments`,
      { json: { body: 'From Rovers' } },
    );
    expect(theirs.status).toBe(201);

    const id = (entries: { id: string; comments: EntryComment[] }[], entryId: string) =>
      entries.find((entry) => entry.id === entryId)!;
    const bodies = (entry: { comments: EntryComment[] }) => entry.comments.map((one) => one.body);

    // The athlete: every team's thread on every answer of their entries; none on an entry without.
    const day = await dayEntries(s.athlete.browser);
    expect(bodies(id(day, s.entryId))).toEqual(['Great session, keep the tempo.', 'From Rovers']);
    expect(id(day, secondEntry).comments).toEqual([]);
    const answers = {
      history: await s.athlete.browser.request('/api/entries/history'),
      range: await s.athlete.browser.request(`/api/entries/range?from=${today}&to=${today}`),
      one: await s.athlete.browser.request(`/api/entries/${s.entryId}`),
    };
    const history = (await answers.history.json()) as { entries: { id: string; comments: EntryComment[] }[] };
    expect(bodies(id(history.entries, s.entryId))).toHaveLength(2);
    const range = (await answers.range.json()) as { entries: { id: string; comments: EntryComment[] }[] };
    expect(bodies(id(range.entries, s.entryId))).toHaveLength(2);
    expect(id(range.entries, secondEntry).comments).toEqual([]);
    const one = (await answers.one.json()) as { entry: { comments: EntryComment[] } };
    expect(bodies(one.entry)).toHaveLength(2);

    // An edit of the entry answers its comments too.
    const edited = await s.athlete.browser.request(`/api/entries/${s.entryId}`, {
      method: 'PUT',
      json: { content: { answers: {}, effort: 6, minutes: 60, rating: 8, notes: 'tempo work' } },
    });
    expect(edited.status).toBe(200);
    expect(bodies(((await edited.json()) as { entry: { comments: EntryComment[] } }).entry)).toHaveLength(2);

    // Search results, before and after a change of the thread (the kept page follows the revision).
    const search = async () => {
      const answer = await s.athlete.browser.request('/api/search?q=tempo');
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { results: { id: string; comments: EntryComment[] }[] }).results;
    };
    expect(bodies(id(await search(), s.entryId))).toHaveLength(2);

    // Staff: their team's thread only.
    const staffView = await staffEntries(s);
    expect(bodies(id(staffView, s.entryId))).toEqual(['Great session, keep the tempo.']);
    expect(id(staffView, secondEntry).comments).toEqual([]);

    // Each write raises the revision: a reply, its edit, a staff edit, deletions by either side.
    before = await revision();
    const replyId = randomUUID();
    expect((await reply(s, 'Thanks', replyId)).status).toBe(201);
    expect(await revision()).toBe(before + 1);
    await s.athlete.browser.request(`/api/entries/${s.entryId}/comments/${replyId}`, {
      method: 'PATCH',
      json: { body: 'Thank you' },
    });
    expect(await revision()).toBe(before + 2);
    await s.coach.browser.request(`/api/teams/${s.teamId}/comments/${ours.id}`, {
      method: 'PATCH',
      json: { body: 'Good' },
    });
    expect(await revision()).toBe(before + 3);
    expect(bodies(id(await search(), s.entryId))).toEqual(['Good', 'From Rovers', 'Thank you']);
    await s.athlete.browser.request(`/api/entries/${s.entryId}/comments/${replyId}`, { method: 'DELETE' });
    expect(await revision()).toBe(before + 4);
    await s.coach.browser.request(`/api/teams/${s.teamId}/comments/${ours.id}`, { method: 'DELETE' });
    expect(await revision()).toBe(before + 5);
    expect(bodies(id(await search(), s.entryId))).toEqual(['From Rovers']);
    // A refused write changes nothing.
    await s.coach.browser.request(commentPath(s), { json: { body: '' } });
    expect(await revision()).toBe(before + 5);
  });

  it("deletes comments with their entry and with the athlete account; keeps a deleted staff author's words", async () => {
    const s = await squad();
    await staffComment(s);
    expect((await reply(s, 'Thanks')).status).toBe(201);
    const count = async () =>
      (await db().selectFrom('entry_comments').select('id').where('athlete_id', '=', s.athlete.userId).execute())
        .length;
    expect(await count()).toBe(2);
    expect((await s.athlete.browser.request(`/api/entries/${s.entryId}`, { method: 'DELETE' })).status).toBe(200);
    expect(await count()).toBe(0);

    // The staff author's account goes: the comment stays, with its name.
    const entryId = await training(s.athlete.browser);
    const second = await person();
    await seedMember(db(), s.teamId, second.userId, { role: 'staff', displayName: 'Lee' });
    await staffComment({ ...s, entryId }, 'Watch the landing.', second.browser);
    const gone = await second.browser.request('/api/auth/delete-user', { json: { password: TEST_PASSWORD } });
    expect(gone.status).toBe(200);
    const [entry] = (await dayEntries(s.athlete.browser)).filter((one) => one.id === entryId);
    expect(entry!.comments).toEqual([
      expect.objectContaining({ body: 'Watch the landing.', author: { name: 'Lee', role: 'staff' }, mine: false }),
    ]);

    // The athlete's account goes: their comments with it.
    const deleted = await s.athlete.browser.request('/api/auth/delete-user', { json: { password: TEST_PASSWORD } });
    expect(deleted.status).toBe(200);
    expect(await count()).toBe(0);
    const held = db().selectFrom('held_entry_comments').select('id').where('athlete_id', '=', s.athlete.userId);
    expect(await held.execute()).toEqual([]);
  });

  it("brings an entry's comments back with Undo of its delete (claimed once), within a day, and only then", async () => {
    const s = await squad();
    const coachSaid = await staffComment(s);
    expect((await reply(s, 'Thanks')).status).toBe(201);
    const [entry] = (await dayEntries(s.athlete.browser)).filter((one) => one.id === s.entryId);
    const claimsOf = async (commentId: string) =>
      db().selectFrom('comment_notifications').select('comment_id').where('comment_id', '=', commentId).execute();
    await expect.poll(() => claimsOf(coachSaid.id)).toHaveLength(1);

    const undo = async (entryId: string) => {
      const restored = await s.athlete.browser.request('/api/entries', {
        json: {
          id: entryId,
          type: 'Training',
          day: today,
          content: { answers: {}, effort: 5, minutes: 60, rating: 7, notes: 'tempo work' },
          restore: { createdAt: new Date(Date.now() - 60_000).toISOString() },
        },
      });
      expect(restored.status).toBe(201);
      return ((await restored.json()) as { entry: { comments: EntryComment[] } }).entry.comments;
    };
    const remove = async (entryId: string) =>
      expect((await s.athlete.browser.request(`/api/entries/${entryId}`, { method: 'DELETE' })).status).toBe(200);

    await remove(s.entryId);
    expect(await dayEntries(s.athlete.browser)).toEqual([]);
    expect(await staffEntries(s)).toEqual([]);
    // Undo: the thread is back as it was, for the athlete (in the create's answer too) and for staff, and the staff
    // comment's notification is still the one claimed before (never sent twice).
    expect(await undo(s.entryId)).toEqual(entry!.comments);
    expect((await dayEntries(s.athlete.browser))[0]!.comments).toEqual(entry!.comments);
    expect((await staffEntries(s))[0]!.comments.map((one) => one.body)).toEqual([coachSaid.body, 'Thanks']);
    expect(await claimsOf(coachSaid.id)).toHaveLength(1);

    // An ordinary create under a deleted entry's id is not an Undo: the comments stay deleted.
    await remove(s.entryId);
    const plain = await s.athlete.browser.request('/api/entries', {
      json: { id: s.entryId, type: 'Training', day: today, content: { answers: {} } },
    });
    expect(plain.status).toBe(201);
    expect(((await plain.json()) as { entry: { comments: EntryComment[] } }).entry.comments).toEqual([]);

    // Kept a day for Undo, no longer: a restore after it brings the entry alone.
    const later = await training(s.athlete.browser);
    await staffComment({ ...s, entryId: later }, 'Rest tomorrow.');
    await remove(later);
    await db()
      .updateTable('held_entry_comments')
      .set({ held_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where('entry_id', '=', later)
      .execute();
    expect(await undo(later)).toEqual([]);
    const held = db().selectFrom('held_entry_comments').select('entry_id').where('athlete_id', '=', s.athlete.userId);
    expect(await held.execute()).toEqual([]);

    // The scheduler's wake deletes what waited longer than a day, and only that.
    const [old, recent] = [await training(s.athlete.browser), await training(s.athlete.browser)];
    for (const entryId of [old, recent]) {
      await staffComment({ ...s, entryId }, 'Noted.');
      await remove(entryId);
    }
    const wake = new Date();
    await db()
      .updateTable('held_entry_comments')
      .set({ held_at: new Date(wake.getTime() - 24 * 3_600_000 - 1).toISOString() })
      .where('entry_id', '=', old)
      .execute();
    expect(await sweepHeldComments(db(), wake)).toBeGreaterThanOrEqual(1);
    expect(await held.execute()).toEqual([{ entry_id: recent }]);
  });

  it('exports each entry with its comments (without "mine"), and imports that export ignoring them', async () => {
    const s = await squad();
    const comment = await staffComment(s);
    const exported = await s.athlete.browser.request('/api/account/export');
    expect(exported.status).toBe(200);
    const file = (await exported.json()) as { entries: { id: string; comments: unknown[] }[] };
    const entry = file.entries.find((one) => one.id === s.entryId)!;
    const { mine: _mine, ...withoutMine } = comment;
    expect(entry.comments).toEqual([{ ...withoutMine }]);

    // The CSV export leaves them out.
    const table = await (await s.athlete.browser.request('/api/account/export/csv')).text();
    expect(table).toContain('Training');
    expect(table).not.toContain(comment.body);

    // The entry deleted (its comments with it), the export imported back: the entry returns, its comments do not.
    expect((await s.athlete.browser.request(`/api/entries/${s.entryId}`, { method: 'DELETE' })).status).toBe(200);
    const imported = await s.athlete.browser.request('/api/account/import', {
      method: 'POST',
      body: JSON.stringify(file),
    });
    expect(imported.status).toBe(200);
    expect(((await imported.json()) as { summary: unknown }).summary).toMatchObject({ imported: 1, refusedCount: 0 });
    const back = await s.athlete.browser.request(`/api/entries/${s.entryId}`);
    expect(((await back.json()) as { entry: { comments: unknown[] } }).entry.comments).toEqual([]);
    expect(await db().selectFrom('entry_comments').select('id').where('entry_id', '=', s.entryId).execute()).toEqual(
      [],
    );
  });
});
