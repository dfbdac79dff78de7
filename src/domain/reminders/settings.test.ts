import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SETTINGS, enabledKinds, reminderSettingsSchema } from './settings';
import { reminderMessage } from './messages';

const on = {
  ...DEFAULT_REMINDER_SETTINGS,
  timeZone: 'Europe/Madrid',
  journal: { enabled: true, time: '20:00', weekdays: [5, 1] },
};

describe('reminderSettingsSchema', () => {
  it('takes the defaults and a reminder turned on, weekdays in order', () => {
    expect(reminderSettingsSchema.parse(DEFAULT_REMINDER_SETTINGS)).toEqual(DEFAULT_REMINDER_SETTINGS);
    expect(reminderSettingsSchema.parse(on).journal.weekdays).toEqual([1, 5]);
    expect(enabledKinds(reminderSettingsSchema.parse(on))).toEqual(['journal']);
  });

  it.each([
    [{ ...on, timeZone: null }, 'timeZone', 'Choose a time zone before turning a reminder on'],
    [{ ...DEFAULT_REMINDER_SETTINGS, timeZone: 'Nowhere/Land' }, 'timeZone', 'This is not a time zone'],
    [{ ...on, journal: { ...on.journal, time: '24:00' } }, 'journal.time', 'Give the time as HH:mm'],
    [{ ...on, journal: { ...on.journal, weekdays: [] } }, 'journal.weekdays', 'Choose at least one weekday'],
    [{ ...on, journal: { ...on.journal, weekdays: [1, 1] } }, 'journal.weekdays', 'Weekdays are distinct'],
    [{ ...on, journal: { ...on.journal, weekdays: [1.5] } }, 'journal.weekdays.0', 'Weekdays are distinct'],
    [{ ...on, email: 'yes' }, 'email', 'Say whether reminders also come by email'],
  ])('refuses %j at %s', (value, path, message) => {
    const result = reminderSettingsSchema.safeParse(value);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path.join('.')).toBe(path);
    expect(issue.message.startsWith(message), issue.message).toBe(true);
  });

  it('lets the journal reminder be off with no weekdays, and no zone while everything is off', () => {
    const off = { ...DEFAULT_REMINDER_SETTINGS, journal: { enabled: false, time: '20:00', weekdays: [] } };
    expect(reminderSettingsSchema.safeParse(off).success).toBe(true);
  });
});

describe('reminderMessage', () => {
  it.each([
    ['journal', null, { title: 'Time for your journal', url: '/journal', tag: 'journal-2026-06-10' }],
    ['checkIn', null, { title: 'Morning check-in', url: '/wellness-check-in/2026-06-10', tag: 'check-in-2026-06-10' }],
    [
      'finishGame',
      'game 1',
      { title: 'Finish your game', url: '/game-journal?finish=game%201', tag: 'finish-game-2026-06-10' },
    ],
  ] as const)('%s', (kind, gameId, expected) => {
    const message = reminderMessage(kind, '2026-06-10', gameId);
    expect(message).toMatchObject(expected);
    expect(message.body).toMatch(/^[A-Z].{20,100}\.$/);
  });
});
