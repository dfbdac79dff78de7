import { readFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolation } from './axe';
import { expect, test } from './fixtures';

// Issue 34: the Note entry, and imports from Daylio, Strava and Day One on the profile's import: a preview, then
// the write, then the summary line; a second import adds nothing; a damaged file writes nothing and says why.

const fixture = (name: string) =>
  readFileSync(new URL(`../src/server/routes/account/other-apps/fixtures/${name}`, import.meta.url));

// The browser's zone is the import's default: Strava's 23:30 UTC on October 4 is October 5 in Madrid.
test.use({ timezoneId: 'Europe/Madrid' });

const preview = (page: Page) => page.getByRole('region', { name: 'Import preview' });

async function importFile(page: Page, name: string, buffer: Buffer | Uint8Array, previewText: string, summary: string) {
  await page
    .getByLabel('Import a file')
    .setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(buffer) });
  await expect(preview(page)).toContainText(previewText);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: summary })).toHaveText(summary);
  await expect(preview(page)).toHaveCount(0);
}

test('a Note written from New Activity shows on Today and is found by search', async ({ page, athlete: _athlete }) => {
  await page.goto('/new-activity');
  await page.getByRole('link', { name: 'Note', exact: true }).click();
  await expect(page).toHaveURL('/note-journal');
  await page.getByLabel('Title (optional)').fill('Preseason thoughts');
  await page.getByLabel('Note').fill('The first week felt heavier than last year.');
  await expectNoSeriousViolation(page, '/note-journal');
  await page.getByRole('button', { name: 'Done' }).last().click();
  await expect(page.getByText('Note saved!')).toBeVisible();
  await expect(page).toHaveURL('/journal');
  await expect(page.getByRole('heading', { name: 'Preseason thoughts' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Search your journal' }).click();
  const searchBox = page.getByRole('searchbox', { name: 'Search your journal' });
  await searchBox.fill('heavier');
  await searchBox.press('Enter');
  await expect(page.getByRole('main')).toContainText('The first week felt heavier than last year.');
});

test('imports Daylio, Strava and Day One from the profile: a preview, then the write; again adds nothing', async ({
  page,
  athlete: _athlete,
}) => {
  test.setTimeout(90_000);
  await page.goto('/profile');
  await expect(page.getByText('Times are in Europe/Madrid')).toBeVisible();

  await page
    .getByLabel('Import a file')
    .setInputFiles({ name: 'daylio.csv', mimeType: 'text/csv', buffer: fixture('daylio.csv') });
  await expect(preview(page)).toHaveText(/3 notes from Daylio, October 3 to 5, 2026\./);
  await expectNoSeriousViolation(page, 'the import preview');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    'Imported 3 entries, 0 already here',
  );

  await importFile(
    page,
    'daylio.csv',
    fixture('daylio.csv'),
    '3 notes from Daylio, October 3 to 5, 2026. 3 already here, not added again.',
    'Imported 0 entries, 3 already here',
  );
  await importFile(
    page,
    'activities.csv',
    fixture('strava-activities.csv'),
    '3 training entries from Strava, October 3 to 5, 2026.',
    'Imported 3 entries, 0 already here',
  );
  const zip = zipSync({
    'Journal.json': new Uint8Array(fixture('day-one-journal.json')),
    'Travel.json': new Uint8Array(fixture('day-one-travel.json')),
    'photos/aa11.jpeg': new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
  });
  await importFile(
    page,
    'Export.zip',
    zip,
    '3 notes from Day One, October 4 to 6, 2026. 3 photos not imported. 1 entry without text left out.',
    'Imported 3 entries, 0 already here',
  );

  // October 5 holds Daylio's derby note and two Strava sessions (one moved there from 23:30 UTC on the 4th).
  await page.goto('/journal/2026-10-05');
  await expect(page.getByRole('heading', { name: 'Derby day' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Training' })).toHaveCount(2);
  await expectNoSeriousViolation(page, 'a day of imported entries');
});

test('a damaged file writes nothing and says which row', async ({ page, athlete: _athlete }) => {
  await page.goto('/profile');
  await page.getByLabel('Import a file').setInputFiles({
    name: 'daylio.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'full_date,date,weekday,time,mood,activities,note_title,note\n2026-10-03,,,10:00,good,,,ok\n2026-13-45,,,10:00,good,,,\n',
    ),
  });
  await expect(page.getByRole('alert')).toHaveText('Row 3: the date 2026-13-45 is not a date. Nothing was imported.');
  await expect(preview(page)).toHaveCount(0);
  const day = await page.request.get('/api/entries/day/2026-10-03');
  expect(((await day.json()) as { entries: unknown[] }).entries).toEqual([]);
});
