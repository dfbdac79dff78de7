import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical violations on the page as it is now, one line each, for a readable failure. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} ${node.failureSummary ?? ''}`,
      ),
    );
}

/** Expects no serious or critical violation on the page as it is now (`screen` names it in a failure). */
export async function expectNoSeriousViolation(page: Page, screen: string): Promise<void> {
  expect(await seriousViolations(page), screen).toEqual([]);
}
