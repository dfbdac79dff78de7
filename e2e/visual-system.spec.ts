import type { Locator, Page } from '@playwright/test';
import { expect, seedEntry, test, todayDay } from './fixtures';

/** The computed background colour of an element. */
const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

test('one rating colour scale: picker, pills and the calendar legend agree band by band', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const day = todayDay();
  // One rating in each band: 9 green, 6 yellow, 4 orange, 2 red.
  for (const [rating, time] of [
    [9, '6 AM'],
    [6, '7 AM'],
    [4, '8 AM'],
    [2, '9 AM'],
  ] as const) {
    await seedEntry(context.request, baseURL!, {
      type: 'Lift',
      day,
      content: { answers: {}, rating, timeOfDay: time },
    });
  }

  await page.goto('/calendar');
  const legend = page.getByRole('region', { name: 'Average rating' });
  const swatch = async (band: string) => background(legend.locator(`[data-band="${band}"] > span`).first());
  const bands = {
    green: await swatch('green'),
    yellow: await swatch('yellow'),
    orange: await swatch('orange'),
    red: await swatch('red'),
  };
  await expect(legend).toContainText('1-3');
  await expect(legend).not.toContainText('0-3');
  expect(new Set(Object.values(bands)).size).toBe(4);

  await page.goto(`/journal/${day}`);
  // A card's rating is a quiet chip on the page's neutral tint; its dot carries the band's colour.
  const pill = (rating: number) => page.getByText(`Rating ${rating}/10`, { exact: true });
  const dot = (rating: number) => pill(rating).locator('[data-band-dot]');
  await expect(pill(9)).toBeVisible();
  expect(await background(pill(9))).toBe('rgb(241, 245, 249)');
  expect(await background(dot(9))).toBe(bands.green);
  expect(await background(dot(6))).toBe(bands.yellow);
  expect(await background(dot(4))).toBe(bands.orange);
  expect(await background(dot(2))).toBe(bands.red);

  await page.goto('/lift-journal');
  const next = page.getByRole('button', { name: 'Next' });
  while (!(await page.getByRole('radiogroup').isVisible())) await next.click();
  const tile = (rating: number) =>
    page.getByRole('radio', { name: `${rating} out of 10` }).locator('xpath=following-sibling::span');
  for (const [rating, band] of [
    [10, 'green'],
    [8, 'green'],
    [7, 'yellow'],
    [6, 'yellow'],
    [5, 'orange'],
    [4, 'orange'],
    [3, 'red'],
    [1, 'red'],
  ] as const) {
    expect(await background(tile(rating)), `rating ${rating}`).toBe(bands[band]);
  }
});

/**
 * Every visible control on the page whose target is smaller than 44 x 44 px, as 'name (w x h)'; links inside a
 * sentence are exempt.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, [role="switch"], input, select, textarea',
    );
    const small: string[] = [];
    for (const control of controls) {
      const style = getComputedStyle(control);
      if (control.getBoundingClientRect().width === 0 || style.visibility === 'hidden') continue;
      // A control inside its label is pressed anywhere on the label: the label is the target.
      const box = (control.closest('label') ?? control).getBoundingClientRect();
      if (control.closest('[data-sonner-toaster], .sr-only')) continue;
      // A link in running text is sized by the text around it (WCAG 2.5.5 exempts it).
      if (style.display === 'inline' && control.closest('p')) continue;
      if (box.width < 44 || box.height < 44) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
        small.push(`${name} (${Math.round(box.width)} x ${Math.round(box.height)})`);
      }
    }
    return small;
  });
}

test('every control is at least 44 x 44 px on the everyday screens', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const day = todayDay();
  await seedEntry(context.request, baseURL!, {
    type: 'Training',
    day,
    content: { answers: { t1: 'Sharp' }, rating: 8 },
  });
  await seedEntry(context.request, baseURL!, { type: 'Game', day, content: { opposingTeam: 'City', pregame: {} } });
  for (const [path, ready] of [
    ['/journal', 'Completed Activities'],
    [`/journal/${day}`, 'Daily Journal'],
    ['/calendar', 'Calendar'],
    ['/new-activity', 'New Activity'],
    ['/activities', 'Activities'],
    ['/journal-entries', 'All Entries'],
    ['/training-journal-entries', 'Training Journal'],
    ['/insights', 'Patterns'],
    ['/profile', 'Profile'],
    ['/settings', 'Settings'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    expect(await smallTargets(page), path).toEqual([]);
  }
});
