import { readFileSync } from 'node:fs';
import { expect, seedEntry, test } from './fixtures';

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
      'Passing, "short" and\nsharp',
    ],
    ['2026-03-03', 'Wellness check-in', '', '', '', '', '', '', '4', '2', '3', '5', '4', '', '', ''],
  ]);
});

test('the printable report shows the days and kinds asked for, a page per day', async ({ page }) => {
  await page.goto('/profile');
  await page.getByLabel('From').fill('2026-03-01');
  await page.getByLabel('To', { exact: true }).fill('2026-03-31');
  await page.getByRole('button', { name: 'Printable Report' }).click();
  await expect(page).toHaveURL(
    '/report?from=2026-03-01&to=2026-03-31&types=Game%2CTraining%2CRehab%2CLift%2CImagery%2CFood%2CWellness',
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
