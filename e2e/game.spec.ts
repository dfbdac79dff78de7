import type { APIRequestContext, Page } from '@playwright/test';
import { expect, seedEntry, test, todayDay } from './fixtures';

// These tests walk the flows a question at a time ("Ask one question at a time"); one page, the default, is tested
// in one-page.spec.ts.
test.use({ stepByStep: true });

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
  version: number;
}

/** The athlete's entries of one day, straight from the API. */
async function entriesOfDay(request: APIRequestContext, day: string): Promise<StoredEntry[]> {
  const answer = await request.get(`/api/entries/day/${day}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { entries: StoredEntry[] }).entries;
}

/** The athlete's Game entries of today, newest first. */
async function gamesOfToday(request: APIRequestContext): Promise<StoredEntry[]> {
  return (await entriesOfDay(request, todayDay())).filter((entry) => entry.type === 'Game');
}

/** The Game flow's screens, as the athlete uses them. */
function gameFlow(page: Page) {
  const next = () => page.getByRole('button', { name: 'Next' }).click();
  return {
    next,
    heading: (name: string) => page.getByRole('heading', { level: 1, name }),
    async doPregame(team: string, time: string) {
      await page.getByRole('button', { name: 'Pregame' }).click();
      await page.getByLabel('Time of Day').fill(time);
      await page.getByLabel('Which team are you playing against today?').fill(team);
      await page.getByLabel(Q.control).fill('Effort, voice, first touch');
      await next();
      await page.getByLabel(Q.distractions).fill('Crowd noise');
      await next();
      await page.getByLabel(Q.mistakes).fill('Next play');
      await page.getByRole('button', { name: 'Done' }).click();
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
      await expect(page.getByRole('radiogroup', { name: "How'd the game go?", exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
      await page.getByRole('radio', { name: '8 out of 10' }).check();
      await next();
      await next(); // the match is optional
      await next(); // effort and minutes are optional
      await page.getByLabel('OTHER NOTES').fill('Good win');
    },
  };
}

test('pregame, then its Finish completes that same Game entry', async ({ page, context, athlete: _athlete }) => {
  const flow = gameFlow(page);
  await page.goto('/new-activity');
  await page.getByRole('link', { name: 'Game', exact: true }).click();
  await expect(page).toHaveURL('/game-journal');
  await expect(flow.heading('GAME JOURNAL')).toBeVisible();

  await flow.doPregame('Rovers', '  3:30 PM  ');
  await expect(page.getByText('Pregame journal entry saved!')).toBeVisible();
  await expect(page).toHaveURL('/journal');
  const inProgress = page.getByRole('article', { name: 'Game vs Rovers (in progress)' });
  await expect(inProgress).toContainText('3:30 PM (Pregame completed)');
  const [pregame] = await gamesOfToday(context.request);

  await inProgress.getByRole('link', { name: 'Finish game vs Rovers' }).click();
  await expect(page).toHaveURL(`/game-journal?finish=${pregame!.id}`);
  await expect(flow.heading('POST-GAME')).toBeVisible();
  await expect(page.getByText('Completing in-progress entry')).toBeVisible();
  await flow.fillPostgame();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Game journal entry saved!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/journal');

  const games = await gamesOfToday(context.request);
  expect(games.map((game) => game.id)).toEqual([pregame!.id]);
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
  await expect(page.getByRole('region', { name: 'In Progress' })).toHaveCount(0);
});

test('back steps in reverse and leaves to /new-activity; the entry is saved on the chosen day', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  const flow = gameFlow(page);
  await page.goto('/journal/2026-03-05');
  await page.getByRole('link', { name: 'Add Entry' }).click();
  await page.getByRole('link', { name: 'Game', exact: true }).click();
  await page.getByRole('button', { name: 'Pregame' }).click();
  await page.getByLabel(Q.control).fill('Effort');
  await flow.next();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel(Q.control)).toHaveValue('Effort');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/new-activity');
  await expect(page.getByText('What would you like to journal for March 5?')).toBeVisible();

  // BACK kept what was typed as a draft: the flow offers it on return.
  await page.getByRole('link', { name: 'Game', exact: true }).click();
  await page
    .getByRole('dialog', { name: /^Continue your draft/ })
    .getByRole('button', { name: 'Discard' })
    .click();
  await flow.doPregame('Athletic', '');
  await expect(page.getByText('Pregame journal entry saved!')).toBeVisible();
  // It lands on the day the game belongs to (PRODUCT.md: one landing).
  await expect(page).toHaveURL('/journal/2026-03-05');
  const games = await entriesOfDay(context.request, '2026-03-05');
  expect(games.map((game) => [game.type, game.content.opposingTeam, game.content.timeOfDay])).toEqual([
    ['Game', 'Athletic', undefined],
  ]);
});

test('POST-GAME with no game in progress records a game from its postgame alone', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  const flow = gameFlow(page);
  await page.goto('/game-journal');
  await page.getByRole('button', { name: 'Post-Game' }).click();
  await expect(flow.heading('POST-GAME')).toBeVisible();
  await expect(page.getByText('Completing in-progress entry')).toHaveCount(0);
  await page.getByLabel('Time of Day').fill('11 AM');
  await page.getByLabel('Which team did you play against?').fill('Harbour');
  await flow.fillPostgame();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Game journal entry saved!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/journal');

  const games = await gamesOfToday(context.request);
  expect(games.map((game) => game.content)).toEqual([
    {
      opposingTeam: 'Harbour',
      timeOfDay: '11 AM',
      postgame: {
        rating: 8,
        externalFactors: ['Referee', 'Teammates'],
        engagement: 'YES',
        feelingsAboutPlay: 'Sharp passing',
        notes: 'Good win',
      },
    },
  ]);
  const card = page.getByRole('article', { name: 'Game vs Harbour' });
  await expect(card).toContainText('11 AM');
  await expect(card).toContainText('8/10');
  await expect(page.getByRole('region', { name: 'In Progress' })).toHaveCount(0);
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
  await expect(page.getByRole('button', { name: 'Done' })).toBeEnabled();

  await page.unrouteAll();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Pregame journal entry saved!')).toBeVisible();
  const games = (await entriesOfDay(context.request, todayDay())).filter((entry) => entry.type === 'Game');
  expect(games.map((game) => game.content.opposingTeam)).toEqual(['United']);
});

test('two pregames make two games, each with its own card and Finish; finishing one leaves the other as it was', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const cityContent = { opposingTeam: 'City', timeOfDay: '7 PM', pregame: { controlFactors: 'Talk a lot' } };
  const city = await seedEntry(context.request, baseURL!, { type: 'Game', day: todayDay(), content: cityContent });
  const flow = gameFlow(page);

  // A new pregame starts a new game: nothing of City's is filled in (the time is now's).
  await page.goto('/game-journal');
  await page.getByRole('button', { name: 'Pregame' }).click();
  await expect(page.getByLabel('Which team are you playing against today?')).toHaveValue('');
  await expect(page.getByLabel('Time of Day')).not.toHaveValue('7 PM');
  await expect(page.getByLabel('Time of Day')).toHaveValue(/^\d{1,2}:\d{2} (AM|PM)$/);
  await expect(page.getByLabel(Q.control)).toHaveValue('');
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('link', { name: 'Game', exact: true }).click();
  await flow.doPregame('Rovers', '3 PM');
  await expect(page.getByText('Pregame journal entry saved!')).toBeVisible();

  const inProgress = page.getByRole('region', { name: 'In Progress' });
  await expect(inProgress.getByRole('article')).toHaveCount(2);
  const cityCard = inProgress.getByRole('article', { name: 'Game vs City (in progress)' });
  const roversCard = inProgress.getByRole('article', { name: 'Game vs Rovers (in progress)' });
  await expect(cityCard).toContainText('Talk a lot');
  await expect(roversCard).toContainText('Effort, voice, first touch');
  await expect(cityCard.getByRole('link', { name: 'Finish game vs City' })).toBeVisible();
  const games = await gamesOfToday(context.request);
  expect(games).toHaveLength(2);
  const rovers = games.find((game) => game.id !== city.id)!;
  expect(rovers.content).toMatchObject({ opposingTeam: 'Rovers', timeOfDay: '3 PM' });

  await roversCard.getByRole('link', { name: 'Finish game vs Rovers' }).click();
  await expect(page).toHaveURL(`/game-journal?finish=${rovers.id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Completing in-progress entry' })).toContainText('vs Rovers');
  await flow.fillPostgame();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Game journal entry saved!', { exact: true })).toBeVisible();

  // City is still in progress, with its own card and Finish, and its entry is exactly as it was.
  await expect(inProgress.getByRole('article')).toHaveCount(1);
  await expect(cityCard.getByRole('link', { name: 'Finish game vs City' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Game vs Rovers', exact: true })).toContainText('8/10');
  const after = await gamesOfToday(context.request);
  expect(after.find((game) => game.id === city.id)).toMatchObject({ content: cityContent, version: 1 });
  expect(after.find((game) => game.id === rovers.id)!.content).toMatchObject({
    opposingTeam: 'Rovers',
    timeOfDay: '3 PM',
    pregame: { controlFactors: 'Effort, voice, first touch' },
    postgame: { rating: 8, notes: 'Good win' },
  });
});

test('POST-GAME with games in progress asks which one it finishes, or records a new game', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const seed = (opposingTeam: string) =>
    seedEntry(context.request, baseURL!, {
      type: 'Game',
      day: todayDay(),
      content: { opposingTeam, pregame: { controlFactors: `Beat ${opposingTeam}` } },
    });
  const city = await seed('City');
  const united = await seed('United');
  const flow = gameFlow(page);

  await page.goto('/game-journal');
  await page.getByRole('button', { name: 'Post-Game' }).click();
  const choice = page.getByRole('group', { name: 'Which game is this postgame for?' });
  await expect(choice.getByRole('button')).toHaveText([
    'Finish game vs United',
    'Finish game vs City',
    'Record a new game',
  ]);
  // Chosen with the keyboard: Tab reaches each choice in order, Enter picks it.
  await choice.getByRole('button', { name: 'Finish game vs United' }).focus();
  await page.keyboard.press('Tab');
  await expect(choice.getByRole('button', { name: 'Finish game vs City' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Completing in-progress entry' })).toContainText('vs City');
  await expect(page.getByLabel('Which team did you play against?')).toHaveCount(0);
  await flow.fillPostgame();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Game journal entry saved!', { exact: true })).toBeVisible();

  // Now only United waits; a new game from its postgame alone leaves United alone too.
  await page.goto('/game-journal');
  await page.getByRole('button', { name: 'Post-Game' }).click();
  await expect(choice.getByRole('button')).toHaveText(['Finish game vs United', 'Record a new game']);
  await choice.getByRole('button', { name: 'Record a new game' }).click();
  await page.getByLabel('Which team did you play against?').fill('Harbour');
  await flow.fillPostgame();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Game journal entry saved!', { exact: true })).toBeVisible();

  const games = await gamesOfToday(context.request);
  expect(games).toHaveLength(3);
  const byId = (id: string) => games.find((game) => game.id === id)!;
  expect(byId(city.id).content).toMatchObject({ opposingTeam: 'City', pregame: { controlFactors: 'Beat City' } });
  expect(byId(city.id).content.postgame).toMatchObject({ rating: 8 });
  expect(byId(united.id)).toMatchObject({ version: 1, content: { opposingTeam: 'United' } });
  expect(byId(united.id).content.postgame).toBeUndefined();
  const harbour = games.find((game) => game.id !== city.id && game.id !== united.id)!;
  expect(harbour.content).toMatchObject({ opposingTeam: 'Harbour', postgame: { rating: 8 } });
  expect(harbour.content.pregame).toBeUndefined();
  await expect(page.getByRole('article', { name: 'Game vs United (in progress)' })).toBeVisible();
});

test('OTHER NOTES opens a notes step whose DONE saves a Game holding those notes', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  const flow = gameFlow(page);
  await page.goto('/game-journal');
  await page.getByRole('button', { name: 'Other Notes' }).click();
  await expect(flow.heading('GAME NOTES')).toBeVisible();
  const done = page.getByRole('button', { name: 'Done' });
  await expect(done).toBeDisabled();
  await page.getByLabel('OTHER NOTES').fill('   ');
  await expect(done).toBeDisabled();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(flow.heading('GAME JOURNAL')).toBeVisible();
  await page.getByRole('button', { name: 'Other Notes' }).click();
  await page.getByLabel('OTHER NOTES').fill('  Watch their left winger on the bus video  ');
  await done.click();
  await expect(page.getByText('Game notes saved!')).toBeVisible();
  await expect(page).toHaveURL('/journal');

  const games = await gamesOfToday(context.request);
  expect(games.map((game) => game.content)).toEqual([{ notes: 'Watch their left winger on the bus video' }]);
  const card = page.getByRole('article', { name: 'Game', exact: true });
  await card.getByRole('button', { name: 'Show more' }).click();
  await expect(card).toContainText('Watch their left winger on the bus video');
  await expect(page.getByRole('region', { name: 'In Progress' })).toHaveCount(0);
});

test('a reload of a Finish URL still finishes that game; a gone or finished game says so', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const city = await seedEntry(context.request, baseURL!, {
    type: 'Game',
    day: todayDay(),
    content: { opposingTeam: 'City', pregame: { controlFactors: 'Talk a lot' } },
  });
  const flow = gameFlow(page);

  await page.goto(`/game-journal?finish=${city.id}`);
  await expect(flow.heading('POST-GAME')).toBeVisible();
  await flow.next();
  await expect(page.getByText(`Question 1 of ${POSTGAME_QUESTIONS}`)).toBeVisible();
  await page.reload();
  await expect(flow.heading('POST-GAME')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Completing in-progress entry' })).toContainText('vs City');
  await flow.fillPostgame();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Game journal entry saved!', { exact: true })).toBeVisible();
  const games = await gamesOfToday(context.request);
  expect(games.map((game) => [game.id, game.version])).toEqual([[city.id, 2]]);
  expect(games[0]!.content).toMatchObject({ opposingTeam: 'City', postgame: { rating: 8 } });

  // The same link again: the game is finished, so the flow says so and offers its choices.
  await page.goto(`/game-journal?finish=${city.id}`);
  await expect(page.getByRole('alert')).toHaveText(
    'That game vs City is already finished. Choose what to journal instead.',
  );
  await expect(flow.heading('GAME JOURNAL')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pregame' })).toBeEnabled();

  await page.goto('/game-journal?finish=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toHaveText(
    'That game could not be found: it may have been deleted. Choose what to journal instead.',
  );
  await page.getByRole('button', { name: 'Post-Game' }).click();
  await expect(page.getByLabel('Which team did you play against?')).toBeVisible();
  expect(await gamesOfToday(context.request)).toHaveLength(1);
});
