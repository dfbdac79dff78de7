import { describe, expect, it } from 'vitest';
import { checkInRequestMessage, reportHeadline, squadReportMessage } from './squad-report.js';
import { squadFigures, type SquadRow } from './squad.js';

const TEAM = { id: 'team-1', name: 'Harbour FC' };
const checkIn = { score: 17, items: [] };
const row = (memberId: string, name: string, flags: string[] = [], checkedIn = true) =>
  ({
    memberId,
    name,
    checkIn: checkedIn ? checkIn : null,
    flags: flags.map((words) => ({ rule: 'worst-word' as const, words })),
  }) as Pick<SquadRow, 'memberId' | 'name' | 'checkIn' | 'flags'>;

describe('squadReportMessage', () => {
  it('counts check-ins and flagged athletes, then names each flagged athlete by name with why', () => {
    const message = squadReportMessage(TEAM, '2026-11-27', [
      row('m1', 'Zoe', ['Sleep quality: Insomnia', 'Sleep quality: lower than usual for them']),
      row('m2', 'Ben', [], false),
      row('m3', 'ana', ['Mood: Highly annoyed']),
      row('m4', 'Carl'),
    ]);
    expect(message).toEqual({
      title: 'Harbour FC: squad report',
      body: [
        '3 of 4 checked in · 2 need a look',
        'ana: Mood: Highly annoyed',
        'Zoe: Sleep quality: Insomnia, Sleep quality: lower than usual for them',
      ].join('\n'),
      url: '/teams/team-1',
      tag: 'squad-report-team-1-2026-11-27',
    });
  });

  it("names an athlete's availability and pain flags, from the squad's own figures", () => {
    const health = { problem: 'injury', area: 'hamstring', side: 'left', pain: 6, status: 'modified', notes: 'Sore' };
    const flags = squadFigures([], '2026-11-27', null, [
      { id: 'h1', type: 'Health', day: '2026-11-26', createdAt: '2026-11-26T09:00:00.000Z', content: health },
    ]).flags;
    const message = squadReportMessage(TEAM, '2026-11-27', [{ ...row('m1', 'Zoe', [], false), flags }]);
    expect(message.body).toBe(
      ['0 of 1 checked in · 1 needs a look', 'Zoe: Modified: hamstring (left), Pain 6 of 10: hamstring (left)'].join(
        '\n',
      ),
    );
  });

  it('says one athlete needs a look, and an empty squad plainly', () => {
    expect(reportHeadline(1, 2, 1)).toBe('1 of 2 checked in · 1 needs a look');
    expect(squadReportMessage(TEAM, '2026-11-27', []).body).toBe('0 of 0 checked in · 0 need a look');
  });

  it('keeps a squad of 200 flagged athletes within a push message, counting those left out', () => {
    const rows = Array.from({ length: 200 }, (_, n) =>
      row(`m${n}`, `Athlete ${String(n).padStart(3, '0')}`, ['Sleep quality: Insomnia', 'Fatigue: Always tired']),
    );
    const { body } = squadReportMessage(TEAM, '2026-11-27', rows);
    expect(body.length).toBeLessThanOrEqual(1500 + 40);
    const lines = body.split('\n');
    expect(lines[0]).toBe('200 of 200 checked in · 200 need a look');
    expect(lines.at(-1)).toBe(`and ${200 - (lines.length - 2)} more on the squad page`);
  });
});

describe('checkInRequestMessage', () => {
  it("asks in the team's name, opens the day's check-in, and shares the check-in reminder's tag", () => {
    expect(checkInRequestMessage('Harbour FC', '10:00', '2026-11-27')).toEqual({
      title: 'Check in by 10:00',
      body: "Harbour FC asked for today's check-in. It takes under a minute.",
      url: '/wellness-check-in/2026-11-27',
      tag: 'check-in-2026-11-27',
    });
  });
});
