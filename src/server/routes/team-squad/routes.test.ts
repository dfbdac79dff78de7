import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, displayDay } from '../../../domain/dates.js';
import { seedMember, seedTeam } from '../../test-support/teams.js';
import { serverForSuite, signedInBrowser, type TestBrowser } from '../../test-support/test-server.js';
import type { AthleteAnswer, SquadAnswer } from './contract.js';

/** The server's date, which is "today" for these tests (the API accepts a day either side of it). */
const today = new Date().toISOString().slice(0, 10);
const ago = (days: number) => addDays(today, -days);

const entry = (type: string, day: string, content: Record<string, unknown>) => ({
  id: randomUUID(),
  type,
  day,
  content,
});

/** What Ben (figures only) typed: none of it may reach staff, in any field of any answer. */
const BEN_WORDS = {
  answer: 'zebra-answer-7f1',
  question: 'zebra-question-7f1',
  notes: 'zebra-notes-7f1',
  time: 'zebra-time-7f1',
  opponent: 'zebra-opponent-7f1',
  pregame: 'zebra-pregame-7f1',
  postgame: 'zebra-postgame-7f1',
  custom: 'zebra-custom-7f1',
  food: 'zebra-food-7f1',
  feeling: 'zebra-feeling-7f1',
  prompt: 'zebra-prompt-7f1',
  wellness: 'zebra-wellness-7f1',
};

/**
 * Ana (figures, answers and notes): a session of 1,000 (5 x 200) on the same weekday of each of the 4 weeks before this
 * one (7 days apart: always 4 different Monday weeks before this one), 1,350 (9 x 150) today, rated 9: 35% above the
 * average of 1,000. Today's check-in: 4, 1 (Insomnia), 4, 4, 4 = 17, 7.5 hours slept; too few check-ins before it for
 * anything to be unusual.
 */
const ANA_JOURNAL = [
  ...[28, 21, 14, 7].map((days) =>
    entry('Training', ago(days), { answers: { t1: 'ana-answer-3c9' }, effort: 5, minutes: 200, rating: 6 }),
  ),
  entry('Wellness', today, { fatigue: 4, sleep: 1, soreness: 4, stress: 4, mood: 4, sleepHours: 7.5 }),
  entry('Training', today, {
    answers: { t1: 'ana-answer-3c9' },
    notes: 'ana-notes-3c9',
    effort: 9,
    minutes: 150,
    rating: 9,
  }),
];

/**
 * Ben (figures only): 300 (6 x 50) today rated 7 and no load before (not enough weeks); his check-in was yesterday;
 * every kind of entry carries words he typed.
 */
const BEN_JOURNAL = [
  entry('Game', ago(2), {
    opposingTeam: BEN_WORDS.opponent,
    timeOfDay: BEN_WORDS.time,
    pregame: { controlFactors: BEN_WORDS.pregame },
    postgame: { rating: 4, externalFactors: [], engagement: BEN_WORDS.postgame, planAdherence: 'Partly' },
    customPregameAnswers: { [BEN_WORDS.question]: BEN_WORDS.custom },
    notes: BEN_WORDS.notes,
  }),
  entry('Imagery', ago(3), { timeOfDay: BEN_WORDS.time, selectedPrompts: [BEN_WORDS.prompt], rating: 5 }),
  entry('Wellness', ago(1), { fatigue: 2, sleep: 3, soreness: 3, stress: 3, mood: 3, notes: BEN_WORDS.wellness }),
  entry('Food', today, {
    mealType: 'Dinner',
    timeOfDay: BEN_WORDS.time,
    foodItems: BEN_WORDS.food,
    feelingNotes: BEN_WORDS.feeling,
  }),
  entry('Training', today, {
    timeOfDay: BEN_WORDS.time,
    answers: { t1: BEN_WORDS.answer },
    questionTexts: { t1: BEN_WORDS.question },
    notes: BEN_WORDS.notes,
    effort: 6,
    minutes: 50,
    rating: 7,
  }),
];

/** Every string of a JSON value, its keys included. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => [key, ...stringsOf(child)]);
  return [];
}

describe('the squad and athlete routes', () => {
  const app = serverForSuite({ rateLimit: 'off' });
  const db = () => app.server.database.db;
  let coach: TestBrowser;
  let ana: TestBrowser;
  let ben: TestBrowser;
  let outsider: TestBrowser;
  let otherCoach: TestBrowser;
  const ids = { team: '', otherTeam: '', coach: '', ana: '', ben: '', otherAthlete: '', otherCoach: '' };

  const userIdOf = async (browser: TestBrowser) => (await browser.session())!.user.id;

  async function athleteWith(journal: object[]): Promise<TestBrowser> {
    const browser = await signedInBrowser(app);
    for (const json of journal) expect((await browser.request('/api/entries', { json })).status).toBe(201);
    return browser;
  }

  beforeAll(async () => {
    [coach, ana, ben, outsider, otherCoach] = await Promise.all([
      signedInBrowser(app),
      athleteWith(ANA_JOURNAL),
      athleteWith(BEN_JOURNAL),
      signedInBrowser(app),
      signedInBrowser(app),
    ]);
    const carl = await athleteWith([entry('Training', today, { answers: {}, effort: 1, minutes: 10 })]);
    ids.team = await seedTeam(db(), 'Harbour FC');
    ids.otherTeam = await seedTeam(db(), 'Rivals FC');
    ids.coach = await seedMember(db(), ids.team, await userIdOf(coach), { role: 'staff', isOwner: true });
    ids.ana = await seedMember(db(), ids.team, await userIdOf(ana), {
      role: 'athlete',
      displayName: 'Ana',
      scope: 'full',
    });
    ids.ben = await seedMember(db(), ids.team, await userIdOf(ben), { role: 'athlete', displayName: 'Ben' });
    ids.otherCoach = await seedMember(db(), ids.otherTeam, await userIdOf(otherCoach), {
      role: 'staff',
      isOwner: true,
    });
    ids.otherAthlete = await seedMember(db(), ids.otherTeam, await userIdOf(carl), {
      role: 'athlete',
      displayName: 'Carl',
    });
  });

  async function answerOf<T>(browser: TestBrowser, path: string): Promise<T> {
    const response = await browser.request(path);
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  }
  const squadOf = (browser: TestBrowser, teamId = ids.team) =>
    answerOf<SquadAnswer>(browser, `/api/teams/${teamId}/squad?today=${today}`);

  it('gives staff each athlete\'s figures, by name, and "1 of 2 checked in today"', async () => {
    const squad = await squadOf(coach);
    expect(squad).toEqual({
      team: { id: ids.team, name: 'Harbour FC' },
      today,
      checkedIn: 1,
      // The team asks for no check-in: nothing to have checked in by (routes/team-settings tests the request).
      checkInRequest: null,
      athletes: [
        {
          memberId: ids.ana,
          name: 'Ana',
          checkIn: {
            score: 17,
            items: [
              { key: 'fatigue', value: 4, word: 'Fresh' },
              { key: 'sleep', value: 1, word: 'Insomnia' },
              { key: 'soreness', value: 4, word: 'Good' },
              { key: 'stress', value: 4, word: 'Relaxed' },
              { key: 'mood', value: 4, word: 'Generally good mood' },
            ],
          },
          hoursSlept: 7.5,
          load: { week: 1350, average: 1000, words: '1,350 · 35% above their 4-week average' },
          latestRating: 9,
          lastEntryDay: today,
          flags: [{ rule: 'worst-word', words: 'Sleep quality: Insomnia' }],
          checkedInBy: null,
          availability: null,
        },
        {
          memberId: ids.ben,
          name: 'Ben',
          checkIn: null,
          hoursSlept: null,
          load: { week: 300, average: null, words: '300 · Not enough weeks yet' },
          latestRating: 7,
          lastEntryDay: today,
          flags: [],
          checkedInBy: null,
          availability: null,
        },
      ],
    });
  });

  it("shows an athlete's new entry on the next request (figures are kept by journal revision)", async () => {
    const checkIn = entry('Wellness', today, { fatigue: 5, sleep: 5, soreness: 5, stress: 5, mood: 5 });
    expect((await ben.request('/api/entries', { json: checkIn })).status).toBe(201);
    const squad = await squadOf(coach);
    expect(squad.checkedIn).toBe(2);
    expect(squad.athletes.find((row) => row.name === 'Ben')?.checkIn?.score).toBe(25);
    expect((await ben.request(`/api/entries/${checkIn.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await squadOf(coach)).checkedIn).toBe(1);
  });

  it("gives staff an athlete's Insights and latest entries, spoken of them", async () => {
    const answer = await answerOf<AthleteAnswer>(
      coach,
      `/api/teams/${ids.team}/athletes/${ids.ben}?period=4w&today=${today}`,
    );
    expect(answer.athlete).toEqual({ memberId: ids.ben, name: 'Ben', scope: 'figures' });
    expect(answer.insights.load.summary).toBe(
      'This week: 300. Their 4-week average appears after 4 weeks of logged effort and minutes.',
    );
    expect(answer.insights.gamePlan.summary).toBe('Ben stuck to the plan in 0 of 1 game, partly in 1 and not in 0.');
    expect(answer.insights.wellness.summary).toBe(`Latest check-in, ${displayDay(ago(1))}: wellness 14 of 25.`);
    expect(answer.insights.wellness.unusualNote).toBe(
      'Notes on what is unusual for them need 14 check-ins in the 28 days before one; there are 0.',
    );
    expect(answer.insights.headline).toBe(
      'Not enough weeks of load yet to compare their weeks: 3 of the 4 weeks before this week need some load, and none has any yet.',
    );
    // Newest first; figures only.
    expect(answer.entries.map((item) => [item.type, item.day])).toEqual([
      ['Training', today],
      ['Food', today],
      ['Wellness', ago(1)],
      ['Game', ago(2)],
      ['Imagery', ago(3)],
    ]);
    expect(answer.entries.map((item) => item.content)).toEqual([
      { rating: 7, effort: 6, minutes: 50 },
      { mealType: 'Dinner' },
      { fatigue: 2, sleep: 3, soreness: 3, stress: 3, mood: 3 },
      { pregame: {}, postgame: { rating: 4, planAdherence: 'Partly' } },
      { rating: 5 },
    ]);
  });

  it('never gives staff a word a figures-only athlete typed, in any field of either answer', async () => {
    const answers = [
      await squadOf(coach),
      ...(await Promise.all(
        ['4w', '12w', '1y'].map((period) =>
          answerOf(coach, `/api/teams/${ids.team}/athletes/${ids.ben}?period=${period}&today=${today}`),
        ),
      )),
    ];
    // Nor an account's id or email: staff see the name the athlete gave them.
    const accounts = await Promise.all([ana, ben].map(async (browser) => (await browser.session())!.user));
    const secrets = [...Object.values(BEN_WORDS), ...accounts.flatMap((user) => [user.id, user.email])];
    for (const answer of answers) {
      const strings = stringsOf(answer);
      for (const word of secrets) {
        expect(strings.filter((text) => text.includes(word))).toEqual([]);
      }
      expect(JSON.stringify(answer)).not.toContain('zebra');
    }
  });

  it("gives staff a full-scope athlete's words", async () => {
    const answer = await answerOf<AthleteAnswer>(coach, `/api/teams/${ids.team}/athletes/${ids.ana}?today=${today}`);
    expect(answer.athlete.scope).toBe('full');
    expect(answer.insights.period).toBe('4w');
    expect(answer.entries[0]!.content).toMatchObject({ answers: { t1: 'ana-answer-3c9' }, notes: 'ana-notes-3c9' });
    expect(answer.insights.load.summary).toBe('This week: 1,350 (35% above their 4-week average)');
    expect(answer.insights.headline).toBe(
      'Training load so far this week is 1,350: 35% above their 4-week average of 1,000.',
    );
    // Her scope narrowed (as Profile's Change does): the next answer holds none of her words, the same figures.
    await db().updateTable('team_members').set({ scope: 'figures' }).where('id', '=', ids.ana).execute();
    const narrowed = await answerOf<AthleteAnswer>(coach, `/api/teams/${ids.team}/athletes/${ids.ana}?today=${today}`);
    expect(narrowed.athlete.scope).toBe('figures');
    expect(JSON.stringify(narrowed)).not.toContain('ana-');
    expect(narrowed.entries[0]!.content).toEqual({ effort: 9, minutes: 150, rating: 9 });
    expect(narrowed.insights.load).toEqual(answer.insights.load);
    await db().updateTable('team_members').set({ scope: 'full' }).where('id', '=', ids.ana).execute();
  });

  describe('only staff of the team, within the team', () => {
    const squad = (teamId: string) => `/api/teams/${teamId}/squad`;
    const athlete = (teamId: string, memberId: string) => `/api/teams/${teamId}/athletes/${memberId}`;

    it.each([
      ['an outsider', () => outsider, () => squad(ids.team), 'No such team'],
      ['an outsider', () => outsider, () => athlete(ids.team, ids.ana), 'No such team'],
      ['an athlete of the team', () => ana, () => squad(ids.team), 'No such team'],
      ['an athlete of the team', () => ana, () => athlete(ids.team, ids.ben), 'No such team'],
      ['an athlete of the team, of themself', () => ana, () => athlete(ids.team, ids.ana), 'No such team'],
      ["staff, of another team's squad", () => coach, () => squad(ids.otherTeam), 'No such team'],
      ["staff, of another team's athlete", () => coach, () => athlete(ids.otherTeam, ids.otherAthlete), 'No such team'],
      [
        "staff, of another team's athlete in their own team",
        () => coach,
        () => athlete(ids.team, ids.otherAthlete),
        'No such athlete in this team',
      ],
      [
        'staff, of their athlete under another team',
        () => otherCoach,
        () => athlete(ids.otherTeam, ids.ana),
        'No such athlete in this team',
      ],
      ['staff, of a staff member', () => coach, () => athlete(ids.team, ids.coach), 'No such athlete in this team'],
      ['staff, of a team that does not exist', () => coach, () => squad(randomUUID()), 'No such team'],
      ['staff, of an id no team has', () => coach, () => squad('x'.repeat(101)), 'No such team'],
    ])('%s: 404 for %s', async (_who, browser, path, message) => {
      const response = await browser().request(path());
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message } });
    });

    it('asks for a session first', async () => {
      expect((await app.browser().request(squad(ids.team))).status).toBe(401);
      expect((await app.browser().request(athlete(ids.team, ids.ana))).status).toBe(401);
    });

    it("refuses a today far from the server's date", async () => {
      const response = await coach.request(`${squad(ids.team)}?today=${ago(3)}`);
      expect(response.status).toBe(422);
      expect(((await response.json()) as { error: { fields: string[] } }).error.fields).toEqual(['today']);
    });
  });

  it('ends access at the next request once a member is removed', async () => {
    const secondCoach = await signedInBrowser(app);
    const secondCoachId = await seedMember(db(), ids.team, await userIdOf(secondCoach), { role: 'staff' });
    expect((await secondCoach.request(`/api/teams/${ids.team}/squad`)).status).toBe(200);
    // An athlete removed leaves the squad and the athlete route at once.
    await db().deleteFrom('team_members').where('id', '=', ids.ben).execute();
    const squad = await squadOf(secondCoach);
    expect(squad.athletes.map((row) => row.name)).toEqual(['Ana']);
    expect(squad.checkedIn).toBe(1);
    expect((await secondCoach.request(`/api/teams/${ids.team}/athletes/${ids.ben}`)).status).toBe(404);
    // A staff member removed reads nothing more.
    await db().deleteFrom('team_members').where('id', '=', secondCoachId).execute();
    expect((await secondCoach.request(`/api/teams/${ids.team}/squad`)).status).toBe(404);
    expect((await secondCoach.request(`/api/teams/${ids.team}/athletes/${ids.ana}`)).status).toBe(404);
  });
});
