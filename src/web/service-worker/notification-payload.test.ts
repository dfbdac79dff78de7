import { describe, expect, it } from 'vitest';
import { GENERIC_NOTIFICATION, notificationTarget, parseNotificationPayload } from './notification-payload';

const ORIGIN = 'https://touchline.example';
const checkIn = {
  title: 'Morning check-in',
  body: 'How did you sleep? Ten seconds now.',
  url: '/wellness-check-in/2026-03-05',
  tag: 'check-in-2026-03-05',
};

describe('parseNotificationPayload', () => {
  it('shows a whole reminder as it came', () => {
    expect(parseNotificationPayload(JSON.stringify(checkIn), ORIGIN)).toEqual(checkIn);
  });

  it('keeps the query of the link', () => {
    const finish = { ...checkIn, url: '/game-journal?finish=abc-123' };
    expect(parseNotificationPayload(JSON.stringify(finish), ORIGIN).url).toBe('/game-journal?finish=abc-123');
  });

  it.each<[string, string | null]>([
    ['no data', null],
    ['text that is not JSON', 'time for your journal'],
    ['JSON that is not an object', '["Time"]'],
    ['a missing title', JSON.stringify({ ...checkIn, title: undefined })],
    ['an empty body', JSON.stringify({ ...checkIn, body: '  ' })],
    ['a tag that is a number', JSON.stringify({ ...checkIn, tag: 7 })],
    ['a title far too long', JSON.stringify({ ...checkIn, title: 'x'.repeat(201) })],
    ['a link to another site', JSON.stringify({ ...checkIn, url: 'https://evil.example/journal' })],
    ['a protocol-relative link', JSON.stringify({ ...checkIn, url: '//evil.example/journal' })],
    ['a script link', JSON.stringify({ ...checkIn, url: 'javascript:alert(1)' })],
    ['a relative link', JSON.stringify({ ...checkIn, url: 'journal' })],
  ])('shows the generic notification for %s', (_name, text) => {
    expect(parseNotificationPayload(text, ORIGIN)).toEqual(GENERIC_NOTIFICATION);
  });

  it('opens the journal from the generic notification', () => {
    expect(GENERIC_NOTIFICATION).toMatchObject({ title: 'Touchline', url: '/journal' });
  });
});

describe('notificationTarget', () => {
  it.each<[string, unknown, string]>([
    ['the kept path', { url: '/wellness-check-in/2026-03-05' }, '/wellness-check-in/2026-03-05'],
    ['no data', null, '/journal'],
    ['data without a url', { title: 'x' }, '/journal'],
    ['a link to another site', { url: 'https://evil.example/' }, '/journal'],
  ])('leads to %s', (_name, data, expected) => {
    expect(notificationTarget(data, ORIGIN)).toBe(expected);
  });
});
