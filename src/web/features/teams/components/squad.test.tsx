// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test-support/render-in-app';
import type { Squad, SquadRow } from '../api/types';
import { SquadView } from './squad';

// The squad page's body from one answer as the server sends it; the figures are written out by hand.

const ITEMS: NonNullable<SquadRow['checkIn']>['items'] = [
  { key: 'fatigue', value: 4, word: 'Fresh' },
  { key: 'sleep', value: 1, word: 'Insomnia' },
  { key: 'soreness', value: 3, word: 'Normal' },
  { key: 'stress', value: 4, word: 'Relaxed' },
  { key: 'mood', value: 5, word: 'Very positive mood' },
];

const row = (name: string, more: Partial<SquadRow> = {}): SquadRow => ({
  memberId: `m-${name}`,
  name,
  checkIn: null,
  hoursSlept: null,
  load: { week: 0, average: null, words: '0 · Not enough weeks yet' },
  latestRating: null,
  lastEntryDay: null,
  flags: [],
  checkedInBy: null,
  availability: null,
  ...more,
});

const SQUAD: Squad = {
  team: { id: 't1', name: 'Riverside' },
  today: '2026-11-27',
  checkedIn: 1,
  checkInRequest: null,
  athletes: [
    row('Zoe', {
      checkIn: { score: 17, items: ITEMS },
      hoursSlept: 6.5,
      load: { week: 420, average: 311, words: '420 · 35% above their 4-week average' },
      latestRating: 7,
      lastEntryDay: '2026-11-27',
      flags: [
        { rule: 'worst-word', words: 'Sleep quality: Insomnia' },
        { rule: 'availability', words: 'Modified: hamstring (left)' },
      ],
      availability: {
        status: 'modified',
        problem: 'injury',
        area: 'hamstring',
        side: 'left',
        pain: 4,
        since: '2026-11-24',
        words: 'Modified · hamstring (left) · since November 24',
      },
    }),
    row('ana', { lastEntryDay: '2026-11-20' }),
  ],
};

function renderSquad(squad: Squad = SQUAD) {
  renderInApp([{ path: '/teams/t1', element: <SquadView squad={squad} /> }], '/teams/t1', new QueryClient());
}

/** The cards' athlete names, top to bottom. */
const cardNames = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

afterEach(cleanup);

describe('the squad', () => {
  it('counts who checked in today and lists athletes by name', () => {
    renderSquad();
    expect(screen.getByRole('heading', { level: 2, name: '1 of 2 checked in today' })).toBeTruthy();
    expect(cardNames()).toEqual(['ana', 'Zoe']);
  });

  it('puts flagged athletes on top with "Needs a look first", and back by name without it', () => {
    renderSquad();
    const toggle = screen.getByRole('checkbox', { name: /Needs a look first/ });
    fireEvent.click(toggle);
    expect(cardNames()).toEqual(['Zoe', 'ana']);
    fireEvent.click(toggle);
    expect(cardNames()).toEqual(['ana', 'Zoe']);
  });

  it("shows each athlete's figures in words, a flag saying why, and no check-in neutrally", () => {
    renderSquad();
    const [ana, zoe] = screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
    const zoeCard = within(zoe!);
    expect(zoeCard.getByText('Wellness 17/25')).toBeTruthy();
    // Each word beside its item, in the check-in's order.
    const items = zoe!.querySelectorAll('dl dl > div');
    expect(
      Array.from(items, (item) => `${item.querySelector('dt')!.textContent}: ${item.querySelector('dd')!.textContent}`),
    ).toEqual([
      'Fatigue: Fresh',
      'Sleep quality: Insomnia',
      'Muscle soreness: Normal',
      'Stress: Relaxed',
      'Mood: Very positive mood',
    ]);
    expect(zoeCard.getByText('6.5 h')).toBeTruthy();
    expect(zoeCard.getByText('420 · 35% above their 4-week average')).toBeTruthy();
    expect(zoeCard.getByText('7/10')).toBeTruthy();
    expect(zoeCard.getByText('November 27')).toBeTruthy();
    expect(zoeCard.getByText('Sleep quality: Insomnia')).toBeTruthy();
    expect(zoeCard.getByText('Modified · hamstring (left) · since November 24 · pain 4/10')).toBeTruthy();
    expect(zoeCard.getByText('Modified: hamstring (left)')).toBeTruthy();
    const anaCard = within(ana!);
    expect(anaCard.getByText('Available')).toBeTruthy();
    expect(anaCard.getByText('No check-in today')).toBeTruthy();
    expect(anaCard.getByText('No rating yet')).toBeTruthy();
    expect(anaCard.getByText('November 20')).toBeTruthy();
  });

  it('opens an athlete from their name', () => {
    renderSquad();
    expect(screen.getAllByRole('link', { name: 'Zoe' })[0]!.getAttribute('href')).toBe('/teams/t1/athletes/m-Zoe');
  });

  it('is also a table with column and row headers, for a large screen', () => {
    renderSquad();
    const table = screen.getByRole('table', { hidden: true });
    const headers = within(table)
      .getAllByRole('columnheader', { hidden: true })
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Athlete',
      "Today's check-in",
      'Hours slept',
      'Load this week',
      'Latest rating',
      'Last entry',
      'Availability',
      'Flags',
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader', { hidden: true })
        .map((header) => header.textContent),
    ).toEqual(['ana', 'Zoe']);
  });

  it('says how many athletes have flags, beside the toggle', () => {
    renderSquad();
    expect(screen.getByText('(1 athlete has flags)')).toBeTruthy();
  });

  it('says who checked in by the time the team asked for, when it asked today', () => {
    renderSquad({
      ...SQUAD,
      checkedIn: 2,
      checkInRequest: { byTime: '10:00' },
      athletes: [
        { ...SQUAD.athletes[0]!, checkedInBy: true },
        row('Ben', { checkIn: { score: 15, items: ITEMS }, checkedInBy: false }),
        row('ana', { checkedInBy: false }),
      ],
    });
    expect(screen.getByText('1 of 3 checked in by 10:00, the time the team asked for')).toBeTruthy();
    const cards = screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
    const [ana, ben, zoe] = cards.map((card) => card.textContent);
    expect(zoe).toContain('Wellness 17/25 · By 10:00');
    expect(ben).toContain('Wellness 15/25 · After 10:00');
    expect(ana).toContain('No check-in today');
    expect(ana).not.toMatch(/By 10:00|After 10:00/);
  });

  it('says nothing of a time when the team asked for none today', () => {
    renderSquad();
    expect(screen.queryByText(/the time the team asked for/)).toBeNull();
    expect(document.body.textContent).not.toMatch(/By \d|After \d/);
  });

  it('explains how athletes join when there are none', () => {
    renderSquad({ ...SQUAD, checkedIn: 0, athletes: [] });
    expect(screen.getByText(/No athletes yet/)).toBeTruthy();
  });
});
