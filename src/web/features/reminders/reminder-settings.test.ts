import { describe, expect, it } from 'vitest';
import { isReminders, isTimeOfDay, sendsToDevices, withReminderEnabled, type Reminders } from './reminder-settings';

const answer: Reminders = {
  settings: {
    timeZone: null,
    journal: { enabled: false, time: '20:00', weekdays: [0, 1, 2, 3, 4, 5, 6] },
    checkIn: { enabled: false, time: '08:00' },
    finishGame: { enabled: false, time: '21:00' },
    email: false,
    comments: true,
  },
  teamRequests: [],
  athleteOfATeam: false,
  devices: [
    { id: 'd1', endpoint: 'https://push.example/1', label: 'Chrome on Android', createdAt: '2026-03-05T10:00:00.000Z' },
  ],
  pushPublicKey: 'BOr1',
  emailAvailable: true,
};

describe('withReminderEnabled', () => {
  it('takes the browser time zone when the first reminder is turned on', () => {
    const next = withReminderEnabled(answer.settings, 'checkIn', true, 'Europe/Madrid');
    expect(next.timeZone).toBe('Europe/Madrid');
    expect(next.checkIn).toEqual({ enabled: true, time: '08:00' });
  });

  it('keeps a time zone already chosen', () => {
    const chosen = { ...answer.settings, timeZone: 'America/Chicago' };
    expect(withReminderEnabled(chosen, 'journal', true, 'Europe/Madrid').timeZone).toBe('America/Chicago');
  });

  it('turns one off without touching the time zone', () => {
    const on = withReminderEnabled(answer.settings, 'journal', true, 'Europe/Madrid');
    const off = withReminderEnabled(on, 'journal', false, 'Asia/Tokyo');
    expect(off.journal.enabled).toBe(false);
    expect(off.timeZone).toBe('Europe/Madrid');
  });
});

describe('isTimeOfDay', () => {
  it.each([
    ['00:00', true],
    ['23:59', true],
    ['8:00', false],
    ['24:00', false],
    ['12:60', false],
    [800, false],
  ])('%j is %s', (value, expected) => {
    expect(isTimeOfDay(value)).toBe(expected);
  });
});

describe('isReminders', () => {
  it('accepts a whole answer', () => {
    expect(isReminders(answer)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['no settings', { ...answer, settings: undefined }],
    [
      'a time that is not HH:mm',
      { ...answer, settings: { ...answer.settings, checkIn: { enabled: true, time: '8am' } } },
    ],
    [
      'a weekday out of range',
      { ...answer, settings: { ...answer.settings, journal: { ...answer.settings.journal, weekdays: [7] } } },
    ],
    ['an empty time zone', { ...answer, settings: { ...answer.settings, timeZone: '' } }],
    ['a device without a date', { ...answer, devices: [{ ...answer.devices[0], createdAt: 'yesterday' }] }],
    ['no public key', { ...answer, pushPublicKey: undefined }],
    ['email availability as text', { ...answer, emailAvailable: 'yes' }],
    ['comments from staff as text', { ...answer, settings: { ...answer.settings, comments: 'on' } }],
    ['no word on teams (a copy kept before it was asked)', { ...answer, athleteOfATeam: undefined }],
  ])('refuses %s', (_name, value) => {
    expect(isReminders(value)).toBe(false);
  });
});

describe('sendsToDevices', () => {
  const request = { teamId: 't1', teamName: 'Harbour FC', byTime: '10:00', weekdays: [1], on: true };
  const off = { ...answer.settings, comments: false };
  it.each<[string, Reminders, boolean]>([
    ['nothing on', { ...answer, settings: off }, false],
    ['a reminder on', { ...answer, settings: { ...off, checkIn: { enabled: true, time: '08:00' } } }, true],
    ["a team's check-in request on", { ...answer, settings: off, teamRequests: [request] }, true],
    [
      "a team's check-in request turned off",
      { ...answer, settings: off, teamRequests: [{ ...request, on: false }] },
      false,
    ],
    ["staff's comments on, in no team (no staff to comment)", answer, false],
    ["staff's comments on, an athlete of a team", { ...answer, athleteOfATeam: true }, true],
    ["staff's comments off, an athlete of a team", { ...answer, settings: off, athleteOfATeam: true }, false],
  ])('%s', (_name, reminders, expected) => {
    expect(sendsToDevices(reminders.settings, reminders)).toBe(expected);
  });
});
