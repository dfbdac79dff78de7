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
  // One page: the rating comes first.
  await expect(page.getByRole('radiogroup').first()).toBeVisible();
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

/** The WCAG contrast ratio of two colours given as [r, g, b] (0 to 255). */
function contrast(a: readonly number[], b: readonly number[]): number {
  const luminance = (rgb: readonly number[]) => {
    const [r, g, bl] = rgb.map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
const hex = (value: string) => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16));
const rgb = (value: string) => value.match(/\d+/g)!.slice(0, 3).map(Number);

// The field edge (styles.css --color-field-line) against the two backgrounds it meets, worked out by hand:
// #78859a has relative luminance 0.2310, white 1.0 and #f1f5f9 0.9084: (1.05 / 0.2810) = 3.74 and (0.9584 / 0.2810) = 3.41.
// The old edge, #e2e8f0 (0.8017), made 1.23 and 1.13.
const FIELD_EDGE = [
  { border: '#78859a', against: '#ffffff', ratio: 3.74 },
  { border: '#78859a', against: '#f1f5f9', ratio: 3.41 },
] as const;

test('the edges of inputs contrast at least 3:1 with the field and the page behind them', async ({
  page,
  athlete: _athlete,
}) => {
  for (const row of FIELD_EDGE)
    expect(contrast(hex(row.border), hex(row.against)).toFixed(2)).toBe(row.ratio.toFixed(2));

  const check = async (where: string, field: Locator) => {
    await expect(field, where).toBeVisible();
    const { border, inside, behind } = await field.evaluate((element) => {
      let parent = element.parentElement;
      // The page behind the field: the first ancestor with a background of its own.
      while (parent && getComputedStyle(parent).backgroundColor === 'rgba(0, 0, 0, 0)') parent = parent.parentElement;
      return {
        border: getComputedStyle(element).borderTopColor,
        inside: getComputedStyle(element).backgroundColor,
        behind: getComputedStyle(parent ?? document.documentElement).backgroundColor,
      };
    });
    expect(border, where).toBe('rgb(120, 133, 154)');
    expect(contrast(rgb(border), rgb(inside)), `${where} against its own background`).toBeGreaterThanOrEqual(3);
    expect(contrast(rgb(border), rgb(behind)), `${where} against the page`).toBeGreaterThanOrEqual(3);
  };
  await page.goto('/search');
  await check('search box', page.getByRole('searchbox', { name: 'Search your journal' }));

  await page.goto('/training-journal');
  await check('time of day', page.getByLabel('Time of Day'));
  await check('answer', page.getByRole('textbox', { name: 'How focused was I during practice today?' }));

  await page.goto('/profile/sharing');
  await check('link name', page.getByLabel('Name of the link'));
});
