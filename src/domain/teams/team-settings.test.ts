import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEAM_SETTINGS,
  readTeamSettings,
  requestSendTime,
  teamSendTime,
  teamSettingsSchema,
} from './team-settings.js';

describe('team settings', () => {
  it('reads none, or an unreadable row, as the defaults: no zone, 08:00 every day, no request', () => {
    expect(readTeamSettings(null)).toEqual(DEFAULT_TEAM_SETTINGS);
    expect(readTeamSettings('{"nope":')).toEqual(DEFAULT_TEAM_SETTINGS);
    expect(DEFAULT_TEAM_SETTINGS).toMatchObject({
      timeZone: null,
      report: { time: '08:00' },
      checkInRequest: { enabled: false, byTime: '10:00' },
    });
  });

  it('needs a zone and a day before asking for check-ins, naming the field', () => {
    const asked = { ...DEFAULT_TEAM_SETTINGS, checkInRequest: { enabled: true, byTime: '10:00', weekdays: [] } };
    const result = teamSettingsSchema.safeParse(asked);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'checkInRequest.weekdays',
      'timeZone',
    ]);
  });

  it('sends the request an hour before its time, never on the day before', () => {
    expect(requestSendTime('10:00')).toBe('09:00');
    expect(requestSendTime('07:45')).toBe('06:45');
    expect(requestSendTime('00:30')).toBe('00:00');
  });

  it('sends nothing without a zone, the report on its days, the request only when on', () => {
    expect(teamSendTime(DEFAULT_TEAM_SETTINGS, 'report')).toBeNull();
    const zoned = { ...DEFAULT_TEAM_SETTINGS, timeZone: 'Europe/Madrid' };
    expect(teamSendTime(zoned, 'report')).toEqual({
      zone: 'Europe/Madrid',
      time: '08:00',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
    });
    expect(teamSendTime(zoned, 'checkInRequest')).toBeNull();
    const asking = { ...zoned, checkInRequest: { enabled: true, byTime: '10:30', weekdays: [1, 3] } };
    expect(teamSendTime(asking, 'checkInRequest')).toEqual({ zone: 'Europe/Madrid', time: '09:30', weekdays: [1, 3] });
  });
});
