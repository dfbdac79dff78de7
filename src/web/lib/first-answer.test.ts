// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { takeFirstAnswer } from './first-answer';

const carry = (json: string) => {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="touchline-first-answer">${json}</script>`,
  );
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe("a page's first answer", () => {
  it('is read once, and leaves the page', () => {
    carry('{"insights":{"period":"4w","today":"2026-11-28","insights":{"headline":"Up \\u003c down"}}}');
    expect(takeFirstAnswer()).toEqual({
      insights: { period: '4w', today: '2026-11-28', insights: { headline: 'Up < down' } },
    });
    expect(document.getElementById('touchline-first-answer')).toBeNull();
    expect(takeFirstAnswer()).toBeUndefined();
  });

  it('is none when the page has none, or it is not JSON', () => {
    expect(takeFirstAnswer()).toBeUndefined();
    carry('{"insights":');
    expect(takeFirstAnswer()).toBeUndefined();
  });
});
