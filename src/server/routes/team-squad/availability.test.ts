import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, displayDay } from '../../../domain/dates.js';
import { seedMember, seedTeam } from '../../test-support/teams.js';
import { serverForSuite, signedInBrowser, type TestBrowser } from '../../test-support/test-server.js';
import type { AthleteAnswer, SquadAnswer } from './contract.js';

// Availability on the squad (issue 33, decision 046): each athlete's latest Health entry, within their scope. It is a
// figure (PRODUCT.md): figures-only staff see the status, problem, area, side and pain, never the notes.

const today = new Date().toISOString().slice(0, 10);
const ago = (days: number) => addDays(today, -days);
const NOTES = 'walrus-notes-41c';

const health = (day: string, content: Record<string, unknown>) => ({
  id: randomUUID(),
  type: 'Health',
  day,
  content: { problem: 'injury', notes: NOTES, ...content },
});

describe('availability on the squad page', () => {
  const app = serverForSuite({ rateLimit: 'off' });
  const db = () => app.server.database.db;
  let coach: TestBrowser;
  let dia: TestBrowser;
  let eli: TestBrowser;
  const ids = { team: '', dia: '', eli: '' };

  const post = async (browser: TestBrowser, json: object) =>
    expect((await browser.request('/api/entries', { json })).status).toBe(201);

  beforeAll(async () => {
    [coach, dia, eli] = await Promise.all([signedInBrowser(app), signedInBrowser(app), signedInBrowser(app)]);
    ids.team = await seedTeam(db(), 'Harbour FC');
    await seedMember(db(), ids.team, (await coach.session())!.user.id, { role: 'staff', isOwner: true });
    ids.dia = await seedMember(db(), ids.team, (await dia.session())!.user.id, {
      role: 'athlete',
      displayName: 'Dia',
    });
    ids.eli = await seedMember(db(), ids.team, (await eli.session())!.user.id, {
      role: 'athlete',
      displayName: 'Eli',
      scope: 'full',
    });
    // Dia (figures only): hamstring Modified 60 days ago (outside the squad's 5 weeks), Unavailable 3 days ago.
    await post(dia, health(ago(60), { area: 'hamstring', side: 'left', pain: 4, status: 'modified' }));
    await post(dia, health(ago(3), { area: 'hamstring', side: 'left', pain: 6, status: 'unavailable' }));
    // Eli (full scope): an illness, then Available again.
    await post(eli, health(ago(5), { problem: 'illness', status: 'unavailable' }));
    await post(eli, health(ago(1), { problem: 'illness', pain: 1, status: 'available' }));
  });

  const squad = async () => {
    const response = await coach.request(`/api/teams/${ids.team}/squad?today=${today}`);
    expect(response.status).toBe(200);
    return (await response.json()) as SquadAnswer;
  };
  const row = (answer: SquadAnswer, name: string) => answer.athletes.find((athlete) => athlete.name === name)!;

  it('shows the latest status since the run began (older than the squad window), and flags it and pain 5 or more', async () => {
    const dias = row(await squad(), 'Dia');
    expect(dias.availability).toEqual({
      status: 'unavailable',
      problem: 'injury',
      area: 'hamstring',
      side: 'left',
      pain: 6,
      since: ago(60),
      words: `Unavailable · hamstring (left) · since ${displayDay(ago(60))}`,
    });
    expect(dias.flags).toEqual([
      { rule: 'availability', words: 'Unavailable: hamstring (left)' },
      { rule: 'pain', words: 'Pain 6 of 10: hamstring (left)' },
    ]);
  });

  it('clears once a later entry says Available', async () => {
    const elis = row(await squad(), 'Eli');
    expect(elis.availability).toMatchObject({ status: 'available', since: null, words: 'Available' });
    expect(elis.flags).toEqual([]);
  });

  it('shows a new Health entry on the next request, and an Available one clears the flags', async () => {
    const back = health(today, { area: 'hamstring', side: 'left', pain: 2, status: 'available' });
    await post(dia, back);
    expect(row(await squad(), 'Dia').flags).toEqual([]);
    expect((await dia.request(`/api/entries/${back.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(row(await squad(), 'Dia').availability?.status).toBe('unavailable');
  });

  it("never gives figures-only staff the notes, on the squad or the athlete's page; full scope shows them", async () => {
    const figures = await coach.request(`/api/teams/${ids.team}/athletes/${ids.dia}?today=${today}`);
    const answer = (await figures.json()) as AthleteAnswer;
    expect(JSON.stringify(await squad())).not.toContain(NOTES);
    expect(JSON.stringify(answer)).not.toContain(NOTES);
    expect(answer.entries.map((entry) => entry.content)).toEqual([
      { problem: 'injury', area: 'hamstring', side: 'left', pain: 6, status: 'unavailable' },
      { problem: 'injury', area: 'hamstring', side: 'left', pain: 4, status: 'modified' },
    ]);
    const full = (await (
      await coach.request(`/api/teams/${ids.team}/athletes/${ids.eli}?today=${today}`)
    ).json()) as AthleteAnswer;
    expect(full.entries[0]!.content).toMatchObject({ problem: 'illness', notes: NOTES });
  });
});
