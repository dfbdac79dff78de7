import { readFileSync } from 'node:fs';
import { expect, newAthlete, seedEntry, test } from './fixtures';
import { startSecondServer } from './second-server';

/** Splits CSV text (RFC 4180: quoted cells may hold commas, quotes and line breaks) into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

const ENTRIES = [
  {
    type: 'Training',
    day: '2026-03-02',
    content: { answers: { t1: 'Passing, "short" and\nsharp' }, rating: 7, effort: 5, minutes: 40, notes: '=1+1' },
  },
  { type: 'Wellness', day: '2026-03-03', content: { fatigue: 4, sleep: 2, soreness: 3, stress: 5, mood: 4 } },
  { type: 'Lift', day: '2026-03-04', content: { answers: {}, rating: 5 } },
  { type: 'Training', day: '2026-04-10', content: { answers: {}, rating: 9, notes: 'outside the range' } },
];

test.beforeEach(async ({ page, baseURL, athlete: _signedIn }) => {
  for (const entry of ENTRIES) await seedEntry(page.request, baseURL!, entry);
});

test('the CSV of some days and kinds downloads, and reads back cell for cell', async ({ page }) => {
  await page.goto('/profile');
  await page.getByLabel('From').fill('2026-03-01');
  await page.getByLabel('To', { exact: true }).fill('2026-03-31');
  await page.getByRole('group', { name: 'Kinds of entries' }).getByLabel('Lift').uncheck();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('touchline-2026-03-01-to-2026-03-31.csv');

  const rows = parseCsv(readFileSync((await file.path())!, 'utf8'));
  expect(rows[0]).toEqual([
    'Day',
    'Type',
    'Time',
    'Rating',
    'Effort',
    'Minutes',
    'Load',
    'Stuck to the plan',
    'Fatigue',
    'Sleep quality',
    'Muscle soreness',
    'Stress',
    'Mood',
    'Hours slept',
    'Notes',
    'Minutes played',
    'Started',
    'Score for',
    'Score against',
    'Problem',
    'Body area',
    'Side',
    'Pain',
    'Availability',
    'How focused was I during practice today?',
  ]);
  expect(rows.slice(1)).toEqual([
    [
      '2026-03-02',
      'Training',
      '',
      '7',
      '5',
      '40',
      '200',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      "'=1+1",
      ...['', '', '', ''],
      '',
      '',
      '',
      '',
      '',
      'Passing, "short" and\nsharp',
    ],
    [
      '2026-03-03',
      'Wellness check-in',
      ...['', '', '', '', '', ''],
      ...['4', '2', '3', '5', '4'],
      ...['', '', '', '', '', '', '', '', '', '', '', ''],
    ],
  ]);
});

test('the printable report shows the days and kinds asked for, a page per day', async ({ page }) => {
  await page.goto('/profile');
  await page.getByLabel('From').fill('2026-03-01');
  await page.getByLabel('To', { exact: true }).fill('2026-03-31');
  await page.getByRole('button', { name: 'Printable Report' }).click();
  await expect(page).toHaveURL(
    '/report?from=2026-03-01&to=2026-03-31&types=Game%2CTraining%2CRehab%2CLift%2CImagery%2CFood%2CHealth%2CNote%2CWellness',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Touchline Report' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['March 2, 2026', 'March 3, 2026', 'March 4, 2026']);
  await expect(page.getByRole('article').filter({ hasText: 'Passing, "short" and' })).toContainText('7/10');
  await expect(page.getByText('outside the range')).toHaveCount(0);

  // As printed: no buttons or links, each day starting a page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print or Save as PDF' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to Profile' })).toBeHidden();
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(3);
});

test('a report address without its days says so', async ({ page }) => {
  await page.goto('/report?from=2026-03-01&types=Training');
  await expect(page.getByText("This report's address is missing its days or kinds of entries.")).toBeVisible();
});

test('exported here and imported into a new account on a fresh server, the journal is the same', async ({
  page,
  browser,
  baseURL,
}) => {
  const saved = await page.request.put('/api/question-sets/lift', {
    data: { items: [{ id: 'mine', text: 'Did I warm up?', enabled: true, isCustom: true, type: 'text' }] },
    headers: { Origin: baseURL! },
  });
  expect(saved.ok()).toBe(true);
  await page.goto('/profile');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my data' }).click();
  const exported = (await (await download).path())!;

  const fresh = await startSecondServer();
  try {
    const elsewhere = await browser.newContext({ baseURL: fresh.url });
    const there = await elsewhere.newPage();
    const athlete = newAthlete();
    const headers = { Origin: fresh.url };
    await there.request.post('/api/auth/sign-up/email', { data: { ...athlete, name: 'Athlete' }, headers });
    await there.request.post('/api/auth/sign-in/email', { data: athlete, headers });
    await there.goto('/profile');
    await there.getByLabel('Import a file').setInputFiles(exported);
    await expect(there.getByRole('status').filter({ hasText: 'Imported' })).toContainText(
      'Imported 4 entries, 0 already here, 0 refused',
    );
    await expect(there.getByRole('status').filter({ hasText: 'Imported' })).toContainText(
      'Question sets taken from the file: lift.',
    );

    // The same entries and the same questions, read back from each server.
    const journalOf = async (request: typeof page.request) => {
      const file = (await (await request.get('/api/account/export')).json()) as {
        entries: { id: string; type: string; day: string; content: unknown; createdAt: string }[];
        questionSets: unknown;
      };
      return {
        entries: file.entries.map(({ id, type, day, content, createdAt }) => ({ id, type, day, content, createdAt })),
        questionSets: file.questionSets,
      };
    };
    expect(await journalOf(there.request)).toEqual(await journalOf(page.request));
    await there.goto('/journal-entries');
    await expect(there.getByRole('article')).toHaveCount(4);

    // The same file again adds nothing.
    await there.goto('/profile');
    await there.getByLabel('Import a file').setInputFiles(exported);
    await expect(there.getByRole('status').filter({ hasText: 'Imported' })).toContainText(
      'Imported 0 entries, 4 already here, 0 refused',
    );
    await elsewhere.close();
  } finally {
    await fresh.stop();
  }
});

test('a file that is not an export changes nothing and says why', async ({ page }) => {
  await page.goto('/profile');
  await page.getByLabel('Import a file').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"hello": "world"}'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'This file is not one Touchline can import: a Touchline export (the JSON file from Profile -> Export my data), a ' +
      "Daylio CSV, Strava's activities.csv or a Day One export (the .zip or its JSON). Nothing was imported.",
  );
});
