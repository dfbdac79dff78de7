import type { APIRequestContext, Page } from '@playwright/test';
import { expect, seedEntry, test, todayDay } from './fixtures';

const Q = {
  control: "What are three things I can control in today's game?",
  distractions: 'What external distractions might come up, and how will I let them go?',
  mistakes: 'How will I respond when I make a mistake?',
  engaged: 'Was I engaged for the whole game? YES or NO',
  played: 'How do I feel I played?',
  playingTime: 'How do I feel about my playing time?',
};
const POSTGAME_QUESTIONS = 8;

interface StoredEntry {
  id: string;
  type: string;
  day: string;
  content: Record<string, unknown>;
}

/** The athlete's entries of one day, straight from the API. */
async function entriesOfDay(request: APIRequestContext, day: string): Promise<StoredEntry[]> {
  const answer = await request.get(`/api/entries/day/${day}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { entries: StoredEntry[] }).entries;
}

/** The Game flow's screens, as the athlete uses them. */
function gameFlow(page: Page) {
  const next = () => page.getByRole('button', { name: 'NEXT' }).click();
  return {
    next,
    heading: (name: string) => page.getByRole('heading', { level: 1, name }),
    async doPregame(team: string, time: string) {
      await page.getByRole('button', { name: 'PREGAME' }).click();
      await page.getByLabel('Time of Day').fill(time);
      await page.getByLabel('Which team are you playing against today?').fill(team);
      await page.getByLabel(Q.control).fill('Effort, voice, first touch');
      await next();
      await page.getByLabel(Q.distractions).fill('Crowd noise');
      await next();
      await page.getByLabel(Q.mistakes).fill('Next play');
      await page.getByRole('button', { name: 'DONE' }).click();
    },
    /** From the factors step: ticks two factors, answers the first two questions, rates 8, writes notes. */
    async fillPostgame() {
      await page.getByRole('checkbox', { name: 'Referee' }).check();
      await page.getByRole('checkbox', { name: 'Teammates' }).check();
      await next();
      await expect(page.getByText(`Question 1 of ${POSTGAME_QUESTIONS}`)).toBeVisible();
      await page.getByLabel(Q.engaged).fill('YES');
      await next();
      await page.getByLabel(Q.played).fill('Sharp passing');
      for (let n = 2; n < POSTGAME_QUESTIONS; n += 1) await next();
      await expect(page.getByLabel(Q.playingTime)).toBeVisible();
      await next();
      await expect(page.getByRole('radiogroup', { name: "how'd the game go?" })).toBeVisible();
      await expect(page.getByRole('button', { name: 'NEXT' })).toBeDisabled();
      await page.getByRole('radio', { name: '8 out of 10' }).check();
      await next();
      await page.getByLabel('OTHER NOTES').fill('Good win');
    },
  };
}

test('pregame, then Finish Journal completes that same Game entry', async ({ page, context, athlete: _athlete }) => {
  const flow = gameFlow(page);
  await page.goto('/new-activity');
  await page.getByRole('link', { name: 'GAME', exact: true }).click();
  await expect(page).toHaveURL('/game-journal');
  await expect(flow.heading('GAME JOURNAL')).toBeVisible();

  await flow.doPregame('Rovers', '  3:30 PM  ');
  await expect(page.getByText('Pregame journal entry saved!')).toBeVisible();
  await expect(page).toHaveURL('/journal');
  const inProgress = page.getByRole('article', { name: 'Game (in progress)' });
  await expect(inProgress).toContainText('Opponent: Rovers');

  await inProgress.getByRole('link', { name: /Finish Journal/ }).click();
  await expect(page).toHaveURL('/game-journal');
  await expect(flow.heading('POST-GAME')).toBeVisible();
  await expect(page.getByText('Completing in-progress entry')).toBeVisible();
  await flow.fillPostgame();
  await page.getByRole('button', { name: 'DONE' }).click();
  await expect(page.getByText('Game journal entry saved!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/journal');

  const games = (await entriesOfDay(context.request, todayDay())).filter((entry) => entry.type === 'Game');
  expect(games).toHaveLength(1);
  expect(games[0]!.content).toEqual({
    opposingTeam: 'Rovers',
    timeOfDay: '3:30 PM',
    pregame: {
      controlFactors: 'Effort, voice, first touch',
      distractions: 'Crowd noise',
      mistakeResponse: 'Next play',
    },
    postgame: {
      rating: 8,
      externalFactors: ['Referee', 'Teammates'],
      engagement: 'YES',
      feelingsAboutPlay: 'Sharp passing',
      notes: 'Good win',
    },
  });

  const card = page.getByRole('article', { name: 'Game vs Rovers' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('8/10');
  await expect(page.getByRole('article', { name: 'Game (in progress)' })).toHaveCount(0);
});

test('back steps in reverse and leaves to /new-activity; the entry is saved on the chosen day', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  const flow = gameFlow(page);
  await page.goto('/journal/2026-03-05');
  await page.getByRole('link', { name: 'Add Entry' }).click();
  await page.getByRole('link', { name: 'GAME', exact: true }).click();
  await page.getByRole('button', { name: 'PREGAME' }).click();
  await page.getByLabel(Q.control).fill('Effort');
  await flow.next();
  await page.getByRole('button', { name: 'BACK' }).click();
  await expect(page.getByLabel(Q.control)).toHaveValue('Effort');
  await page.getByRole('button', { name: 'BACK' }).click();
  await expect(page).toHaveURL('/new-activity');
  await expect(page.getByText('What would you like to journal for March 5?')).toBeVisible();

  await page.getByRole('link', { name: 'GAME', exact: true }).click();
  await flow.doPregame('Athletic', '');
  await expect(page.getByText('Pregame journal entry saved!')).toBeVisible();
  await expect(page).toHaveURL('/journal');
  const games = await entriesOfDay(context.request, '2026-03-05');
  expect(games.map((game) => [game.type, game.content.opposingTeam, game.content.timeOfDay])).toEqual([
    ['Game', 'Athletic', undefined],
  ]);
});

test('POST-GAME without a pregame entry that day asks for the pregame first', async ({ page, athlete: _athlete }) => {
  await page.goto('/game-journal');
  await page.getByRole('button', { name: 'POST-GAME' }).click();
  await expect(page.getByText('Please complete pre-game questions first')).toBeVisible();
  await expect(gameFlow(page).heading('GAME JOURNAL')).toBeVisible();
});

test('a failed save keeps the answers and says so', async ({ page, context, athlete: _athlete }) => {
  await page.route('**/api/entries', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { error: { code: 'ERROR', message: 'boom' } } })
      : route.fallback(),
  );
  await page.goto('/game-journal');
  await gameFlow(page).doPregame('United', '');
  await expect(page.getByText('Failed to save entry. Please try again.')).toBeVisible();
  await expect(page).toHaveURL('/game-journal');
  await expect(page.getByLabel(Q.mistakes)).toHaveValue('Next play');
  await expect(page.getByRole('button', { name: 'DONE' })).toBeEnabled();

  await page.unrouteAll();
  await page.getByRole('button', { name: 'DONE' }).click();
  await expect(page.getByText('Pregame journal entry saved!')).toBeVisible();
  const games = (await entriesOfDay(context.request, todayDay())).filter((entry) => entry.type === 'Game');
  expect(games.map((game) => game.content.opposingTeam)).toEqual(['United']);
});

test('a pregame-only entry today prefills the pregame; saving it again and POST-GAME both update that entry', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const seeded = await seedEntry(context.request, baseURL!, {
    type: 'Game',
    day: todayDay(),
    content: { opposingTeam: 'City', timeOfDay: '7 PM', pregame: { controlFactors: 'Talk a lot' } },
  });
  const flow = gameFlow(page);
  const gameIds = async () =>
    (await entriesOfDay(context.request, todayDay())).filter((entry) => entry.type === 'Game').map((e) => e.id);

  await page.goto('/game-journal');
  await page.getByRole('button', { name: 'PREGAME' }).click();
  await expect(page.getByLabel('Which team are you playing against today?')).toHaveValue('City');
  await expect(page.getByLabel('Time of Day')).toHaveValue('7 PM');
  await expect(page.getByLabel(Q.control)).toHaveValue('Talk a lot');
  await page.getByLabel('Time of Day').fill('8 PM');
  await flow.next();
  await flow.next();
  await page.getByRole('button', { name: 'DONE' }).click();
  await expect(page.getByText('Pregame journal entry saved!')).toBeVisible();
  await expect(page).toHaveURL('/journal');
  expect(await gameIds()).toEqual([seeded.id]);

  await page.getByRole('button', { name: 'New activity' }).click();
  await page.getByRole('link', { name: 'GAME', exact: true }).click();
  await page.getByRole('button', { name: 'POST-GAME' }).click();
  await expect(page.getByText('Completing in-progress entry')).toBeVisible();
  await flow.fillPostgame();
  await page.getByRole('button', { name: 'DONE' }).click();
  await expect(page.getByText('Game journal entry saved!', { exact: true })).toBeVisible();

  const games = (await entriesOfDay(context.request, todayDay())).filter((entry) => entry.type === 'Game');
  expect(games.map((game) => game.id)).toEqual([seeded.id]);
  expect(games[0]!.content).toMatchObject({
    opposingTeam: 'City',
    timeOfDay: '8 PM',
    pregame: { controlFactors: 'Talk a lot' },
    postgame: { rating: 8, externalFactors: ['Referee', 'Teammates'] },
  });
});
