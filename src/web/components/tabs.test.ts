import { describe, expect, it } from 'vitest';
import { tabOfPath } from './tabs';

describe('tabOfPath', () => {
  it.each([
    ['/journal', 'today'],
    ['/journal/', 'today'],
    ['/calendar', 'calendar'],
    ['/journal/2026-03-05', 'calendar'],
    ['/activities', 'calendar'],
    ['/new-activity', 'new'],
    ['/journal-entries', 'history'],
    ['/game-journal-entries', 'history'],
    ['/food-journal-entries', 'history'],
    ['/insights', 'insights'],
    ['/insights/', 'insights'],
    ['/profile', 'profile'],
    ['/profile/sharing', 'profile'],
    ['/settings', 'profile'],
    ['/settings/edit-questions', 'profile'],
    ['/settings/imagery-settings', 'profile'],
    ['/teams', 'profile'],
    ['/teams/abc/athletes/def', 'profile'],
    ['/', null],
    ['/signin', null],
    ['/training-journal', null],
    ['/rehab-journal/2026-03-05', null],
    ['/unknown-journal-entries', null],
    ['/journal-entriesx', null],
    ['/insightsx', null],
  ])('%s belongs to %s', (pathname, tab) => {
    expect(tabOfPath(pathname)).toBe(tab);
  });
});
