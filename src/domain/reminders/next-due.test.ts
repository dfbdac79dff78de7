import { describe, expect, it } from 'vitest';
import { nextDue } from './next-due';

const at = (iso: string) => new Date(iso);

describe('nextDue', () => {
  it.each([
    // [zone, time, weekdays, after, expected day, expected instant] (hand-computed from each zone's offset)
    ['UTC', '20:00', undefined, '2026-06-01T19:59:00Z', '2026-06-01', '2026-06-01T20:00:00.000Z'],
    ['UTC', '20:00', undefined, '2026-06-01T20:00:00Z', '2026-06-02', '2026-06-02T20:00:00.000Z'], // strictly after
    ['Europe/Madrid', '20:00', undefined, '2026-06-01T17:00:00Z', '2026-06-01', '2026-06-01T18:00:00.000Z'], // CEST
    ['Europe/Madrid', '08:00', undefined, '2026-01-15T07:30:00Z', '2026-01-16', '2026-01-16T07:00:00.000Z'], // CET
    // New York's evening is the next UTC day: 21:00 EST on Jan 15 is 02:00Z on Jan 16.
    ['America/New_York', '21:00', undefined, '2026-01-16T01:00:00Z', '2026-01-15', '2026-01-16T02:00:00.000Z'],
    // Auckland is ahead: at 2026-05-31T19:00Z it is already 07:00 on June 1 there.
    ['Pacific/Auckland', '08:00', undefined, '2026-05-31T19:00:00Z', '2026-06-01', '2026-05-31T20:00:00.000Z'],
    // Weekdays: Monday, Wednesday, Friday. 2026-06-05 is a Friday; after its time comes Monday the 8th.
    ['UTC', '20:00', [1, 3, 5], '2026-06-05T20:00:00Z', '2026-06-08', '2026-06-08T20:00:00.000Z'],
    ['UTC', '20:00', [1, 3, 5], '2026-06-06T10:00:00Z', '2026-06-08', '2026-06-08T20:00:00.000Z'],
    // Sunday only, asked on a Monday: six days on.
    ['UTC', '09:00', [0], '2026-06-08T10:00:00Z', '2026-06-14', '2026-06-14T09:00:00.000Z'],
    // Spring forward in Madrid (2026-03-29, 02:00 CET -> 03:00 CEST): 02:30 that night is 03:30 CEST, once.
    ['Europe/Madrid', '02:30', undefined, '2026-03-28T01:30:00Z', '2026-03-29', '2026-03-29T01:30:00.000Z'],
    ['Europe/Madrid', '02:30', undefined, '2026-03-29T01:30:00Z', '2026-03-30', '2026-03-30T00:30:00.000Z'],
    // Fall back in Madrid (2026-10-25, 03:00 CEST -> 02:00 CET): 02:30 happens twice; only the first counts.
    ['Europe/Madrid', '02:30', undefined, '2026-10-24T00:30:00Z', '2026-10-25', '2026-10-25T00:30:00.000Z'],
    ['Europe/Madrid', '02:30', undefined, '2026-10-25T00:30:00Z', '2026-10-26', '2026-10-26T01:30:00.000Z'],
    // ...not the second 02:30 (01:30Z), which a naive "next 02:30 on the wall clock" would send again.
    ['Europe/Madrid', '02:30', undefined, '2026-10-25T01:00:00Z', '2026-10-26', '2026-10-26T01:30:00.000Z'],
  ])('%s %s on %j after %s -> %s at %s', (zone, time, weekdays, after, day, instant) => {
    const next = nextDue(time, zone, at(after), weekdays);
    expect(next && { day: next.day, at: next.at.toISOString() }).toEqual({ day, at: instant });
  });

  it('gives nothing for no weekdays', () => {
    expect(nextDue('20:00', 'UTC', at('2026-06-01T00:00:00Z'), [])).toBeNull();
  });

  it('walks a year of Madrid evenings and New York mornings: each day once, in order, none skipped', () => {
    for (const [zone, time] of [
      ['Europe/Madrid', '20:00'],
      ['America/New_York', '02:30'],
    ] as const) {
      let after = at('2026-01-01T00:00:00Z');
      const days: string[] = [];
      for (let n = 0; n < 365; n += 1) {
        const next = nextDue(time, zone, after)!;
        days.push(next.day);
        after = next.at;
      }
      const expected = Array.from({ length: 365 }, (_, n) =>
        new Date(Date.parse('2026-01-01T00:00:00Z') + n * 86_400_000).toISOString().slice(0, 10),
      );
      // New York at 02:30 on Jan 1 is 07:30Z, after midnight UTC: the year starts on Jan 1 in both zones.
      expect(days).toEqual(expected);
    }
  });
});
