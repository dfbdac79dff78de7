// The match record of a game (issue 33): minutes played, started or came on, the score. The result is derived from
// the score, never stored. Minutes played are the athlete's time on the pitch, not the session's minutes (the effort
// step's, warm-up included): they never feed load.
import { addDays, displayDay, type Day } from './dates.js';
import { isRecord } from './guards.js';
import { formatNumber } from './number-format.js';

/** The limits the schemas check. */
export const MATCH_LIMITS = { maxMinutesPlayed: 200, maxScore: 99 } as const;

export const MINUTES_PLAYED_MESSAGE = `Minutes played must be a whole number from 0 to ${MATCH_LIMITS.maxMinutesPlayed}`;
export const SCORE_MESSAGE = `A score must be a whole number from 0 to ${MATCH_LIMITS.maxScore}`;
export const STARTED_MESSAGE = 'Choose Started or Came on';
/** A score needs both sides: said at the side left out. */
export const MISSING_SCORE_MESSAGE = {
  scoreFor: "Give your team's score too, or neither",
  scoreAgainst: "Give the other team's score too, or neither",
} as const;

export type MatchResult = 'Won' | 'Drew' | 'Lost';

/** What a game records of its match; each part null when not given. */
export interface MatchRecord {
  minutesPlayed: number | null;
  started: boolean | null;
  score: { for: number; against: number } | null;
}

const wholeIn = (x: unknown, max: number): number | null =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= max ? x : null;

/**
 * The match record of an entry: a Game's content's `minutesPlayed`, `started`, `scoreFor` and `scoreAgainst`. A score
 * counts only with both sides. Null for another type, or a game recording none of them (every game before issue 33).
 */
export function matchRecord(entry: { type: string; content: unknown }): MatchRecord | null {
  if (entry.type !== 'Game' || !isRecord(entry.content)) return null;
  const content = entry.content;
  const scoreFor = wholeIn(content.scoreFor, MATCH_LIMITS.maxScore);
  const scoreAgainst = wholeIn(content.scoreAgainst, MATCH_LIMITS.maxScore);
  const record: MatchRecord = {
    minutesPlayed: wholeIn(content.minutesPlayed, MATCH_LIMITS.maxMinutesPlayed),
    started: typeof content.started === 'boolean' ? content.started : null,
    score: scoreFor !== null && scoreAgainst !== null ? { for: scoreFor, against: scoreAgainst } : null,
  };
  return record.minutesPlayed === null && record.started === null && record.score === null ? null : record;
}

/** Won, Drew or Lost, from the score. */
export function matchResult(score: { for: number; against: number }): MatchResult {
  return score.for > score.against ? 'Won' : score.for < score.against ? 'Lost' : 'Drew';
}

/** "Won 2-1": the result and the score, ours first. */
const scoreText = (score: { for: number; against: number }) => `${matchResult(score)} ${score.for}-${score.against}`;

/** The card's line: "Won 2-1 · 63 min · Started" ("Came on"), parts left out when not recorded; null for none. */
export function matchLine(entry: { type: string; content: unknown }): string | null {
  const record = matchRecord(entry);
  if (!record) return null;
  const parts = [
    record.score && scoreText(record.score),
    record.minutesPlayed === null ? null : `${record.minutesPlayed} min`,
    record.started === null ? null : record.started ? 'Started' : 'Came on',
  ];
  return parts.filter((part) => part !== null).join(' · ');
}

// ---------------------------------------------------------------------------------------------------------------
// Over a run of games: the season line and the last meeting with an opponent

/** A game as these rules read it. */
export interface GameRef {
  id?: string;
  type: string;
  day: Day;
  createdAt?: string;
  content: unknown;
}

const postgameOf = (game: GameRef) =>
  isRecord(game.content) && isRecord(game.content.postgame) ? game.content.postgame : null;

/** A game played and journaled: one with its postgame (a pregame alone is a game still in progress, notes are not a game). */
const isPlayed = (game: GameRef) => game.type === 'Game' && postgameOf(game) !== null;

const ratingOf = (game: GameRef): number | null => {
  const rating = postgameOf(game)?.rating;
  return typeof rating === 'number' && Number.isFinite(rating) ? rating : null;
};

/** The season's figures: games played, won, drawn and lost (of those with a score), minutes played, average rating. */
export interface SeasonRecord {
  games: number;
  won: number;
  drawn: number;
  lost: number;
  /** The sum of the minutes played recorded; null when no game records them. */
  minutesPlayed: number | null;
  /** The average of the games' ratings, to one decimal; null when none is rated. */
  averageRating: number | null;
}

/** The first day of the season that ends on `today`: the past 12 months (365 days, today included). */
export const seasonStart = (today: Day): Day => addDays(today, -364);

/**
 * The season line's figures over the games played from `from` to `to` (both included; see seasonStart); null when no
 * game was played then. A result counts only where both scores were given.
 */
export function seasonRecord(games: readonly GameRef[], from: Day, to: Day): SeasonRecord | null {
  const played = games.filter((game) => isPlayed(game) && game.day >= from && game.day <= to);
  if (played.length === 0) return null;
  const results = played.flatMap((game) => {
    const score = matchRecord(game)?.score;
    return score ? [matchResult(score)] : [];
  });
  const minutes = played.flatMap((game) => {
    const value = matchRecord(game)?.minutesPlayed;
    return value === null || value === undefined ? [] : [value];
  });
  const ratings = played.flatMap((game) => {
    const rating = ratingOf(game);
    return rating === null ? [] : [rating];
  });
  return {
    games: played.length,
    won: results.filter((result) => result === 'Won').length,
    drawn: results.filter((result) => result === 'Drew').length,
    lost: results.filter((result) => result === 'Lost').length,
    minutesPlayed: minutes.length === 0 ? null : minutes.reduce((sum, value) => sum + value, 0),
    averageRating:
      ratings.length === 0
        ? null
        : Math.round((ratings.reduce((sum, value) => sum + value, 0) / ratings.length) * 10) / 10,
  };
}

/** "12 games · 7 won, 2 drawn, 3 lost · 840 min played · Average rating 6.8"; parts without figures left out. */
export function seasonLine(record: SeasonRecord): string {
  const { games, won, drawn, lost } = record;
  const parts = [
    `${games} ${games === 1 ? 'game' : 'games'}`,
    won + drawn + lost > 0 ? `${won} won, ${drawn} drawn, ${lost} lost` : null,
    record.minutesPlayed === null ? null : `${formatNumber(record.minutesPlayed)} min played`,
    record.averageRating === null ? null : `Average rating ${record.averageRating.toFixed(1)}`,
  ];
  return parts.filter((part) => part !== null).join(' · ');
}

/** An opponent's name as games are matched by it: trimmed, spaces inside made one, case ignored; '' for none. */
export function opponentKey(content: unknown): string {
  const name = isRecord(content) && typeof content.opposingTeam === 'string' ? content.opposingTeam : '';
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Orders games oldest first: by day, then by when they were written. */
const before = (a: GameRef, b: GameRef) =>
  a.day !== b.day ? a.day < b.day : (a.createdAt ?? '') < (b.createdAt ?? '');

/**
 * "Last time vs Rovers: Lost 0-1, rated 5": the game played against the same opponent (see opponentKey) most recently
 * before `game`, among `games`, with its result and rating (its day when it records neither). Null for a game with no
 * opponent, or one met for the first time.
 */
export function lastMeetingLine(game: GameRef, games: readonly GameRef[]): string | null {
  const key = opponentKey(game.content);
  if (game.type !== 'Game' || key === '') return null;
  let last: GameRef | null = null;
  for (const other of games) {
    if (other === game || (other.id !== undefined && other.id === game.id)) continue;
    if (!isPlayed(other) || opponentKey(other.content) !== key || !before(other, game)) continue;
    if (last === null || before(last, other)) last = other;
  }
  if (!last) return null;
  const score = matchRecord(last)?.score;
  const rating = ratingOf(last);
  const parts = [score ? scoreText(score) : null, rating === null ? null : `rated ${rating}`].filter(
    (part) => part !== null,
  );
  const name = (game.content as { opposingTeam: string }).opposingTeam.trim().replace(/\s+/g, ' ');
  return `Last time vs ${name}: ${parts.length > 0 ? parts.join(', ') : displayDay(last.day)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The match record in a flow: numbers are typed (text until saved), started is a choice or nothing

/** The match record as the postgame holds it while the athlete writes. */
export interface MatchDraft {
  minutesPlayed: string;
  started: boolean | null;
  scoreFor: string;
  scoreAgainst: string;
}

/** Nothing given: what Skip leaves behind, and a game before issue 33. */
export const NO_MATCH: MatchDraft = { minutesPlayed: '', started: null, scoreFor: '', scoreAgainst: '' };

/** The whole number typed (' 63 ') if it is one from 0 to `max`; null for blank or anything else ('1.5', '-1', 'ten'). */
function typedWhole(text: string, max: number): number | null {
  const trimmed = text.trim();
  return /^\d{1,3}$/.test(trimmed) ? wholeIn(Number(trimmed), max) : null;
}

type MatchPath = 'minutesPlayed' | 'scoreFor' | 'scoreAgainst';

/** Why the typed match record cannot be saved, by content path; empty when it can (every part is optional). */
export function matchProblems(draft: MatchDraft): Partial<Record<MatchPath, string>> {
  const problems: Partial<Record<MatchPath, string>> = {};
  const blank = (text: string) => text.trim() === '';
  if (!blank(draft.minutesPlayed) && typedWhole(draft.minutesPlayed, MATCH_LIMITS.maxMinutesPlayed) === null)
    problems.minutesPlayed = MINUTES_PLAYED_MESSAGE;
  for (const side of ['scoreFor', 'scoreAgainst'] as const) {
    const other = side === 'scoreFor' ? 'scoreAgainst' : 'scoreFor';
    if (!blank(draft[side]) && typedWhole(draft[side], MATCH_LIMITS.maxScore) === null) problems[side] = SCORE_MESSAGE;
    else if (blank(draft[side]) && !blank(draft[other])) problems[side] = MISSING_SCORE_MESSAGE[side];
  }
  return problems;
}

/** The content keys of a draft's match record, each left out when not given (a score only with both sides). */
export function matchContent(draft: MatchDraft): {
  minutesPlayed?: number;
  started?: boolean;
  scoreFor?: number;
  scoreAgainst?: number;
} {
  const minutesPlayed = typedWhole(draft.minutesPlayed, MATCH_LIMITS.maxMinutesPlayed);
  const scoreFor = typedWhole(draft.scoreFor, MATCH_LIMITS.maxScore);
  const scoreAgainst = typedWhole(draft.scoreAgainst, MATCH_LIMITS.maxScore);
  const scored = scoreFor !== null && scoreAgainst !== null;
  return {
    ...(minutesPlayed === null ? {} : { minutesPlayed }),
    ...(draft.started === null ? {} : { started: draft.started }),
    ...(scored ? { scoreFor, scoreAgainst } : {}),
  };
}

/** The match record a saved game's content opens an edit with; parts not recorded empty. */
export function matchDraftOf(content: unknown): MatchDraft {
  const record = matchRecord({ type: 'Game', content });
  return {
    minutesPlayed: record?.minutesPlayed == null ? '' : String(record.minutesPlayed),
    started: record?.started ?? null,
    scoreFor: record?.score ? String(record.score.for) : '',
    scoreAgainst: record?.score ? String(record.score.against) : '',
  };
}
