// A journal as CSV (RFC 4180): one row per entry, the figures in fixed columns, then one column per question
// answered. Safe to open in a spreadsheet: a text cell that would start a formula is prefixed with an apostrophe, and
// a cell holding either locale's separator (a comma, or the semicolon where the decimal mark is a comma) is quoted.
import type { Day } from './dates.js';
import { entryTypeLabel, type EntryType } from './entry-types.js';
import { entryAnswerRows } from './labels.js';
import type { QuestionItem } from './question-sets.js';
import { sessionEffort, sessionLoad } from './load.js';
import { matchRecord } from './match-record.js';
import { cardRating, gamePlanAnswer } from './today.js';
import { WELLNESS_ITEMS } from './wellness.js';
import { isRecord } from './guards.js';
import { AREA_LABELS, healthContentOf, PROBLEM_LABELS, SIDE_LABELS, STATUS_LABELS } from './availability.js';

export interface CsvEntry {
  type: EntryType;
  day: Day;
  content: unknown;
}

/** The fixed columns, before the questions. */
export const CSV_COLUMNS = [
  'Day',
  'Type',
  'Time',
  'Rating',
  'Effort',
  'Minutes',
  'Load',
  'Stuck to the plan',
  ...WELLNESS_ITEMS.map((item) => item.label),
  'Hours slept',
  'Notes',
  // Later columns go after these, so a spreadsheet reading earlier files by position still reads them (issue 33): a
  // game's match record, then an injury's or illness's (Health) figures.
  'Minutes played',
  'Started',
  'Score for',
  'Score against',
  'Problem',
  'Body area',
  'Side',
  'Pain',
  'Availability',
] as const;

/** Answer rows that are fixed columns already (notes, and a check-in's items and hours). */
const NOT_QUESTIONS = new Set(['Notes', 'Postgame Notes', 'Hours slept', ...WELLNESS_ITEMS.map((item) => item.label)]);

/**
 * Characters that make a spreadsheet read a cell as a formula: OWASP's CSV injection list, the pipe (DDE), and the
 * full-width forms (＝ ＋ － ＠ ｜) that spreadsheets in East Asian locales read as the ASCII ones.
 */
const FORMULA_START = /^[=+\-@\t\r|\uFF1D\uFF0B\uFF0D\uFF20\uFF5C]/;

/** What makes a cell need quotes: a quote, a line break, or a separator of either locale (comma, semicolon). */
const NEEDS_QUOTES = /[",;\r\n]/;

/** One cell: numbers as they are; text guarded against formulas, and quoted when it holds a separator, quote or line. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

const textOf = (x: unknown): string => (typeof x === 'string' ? x.trim() : '');
const numberOf = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : null);

/** The fixed columns of one entry. */
function fixedCells(entry: CsvEntry): (string | number | null)[] {
  const content = isRecord(entry.content) ? entry.content : {};
  const postgame = isRecord(content.postgame) ? content.postgame : {};
  const { effort, minutes } = sessionEffort(entry);
  const wellness = entry.type === 'Wellness' ? content : {};
  const health = healthContentOf(entry);
  const notes = [textOf(postgame.notes), textOf(content.notes)].filter(Boolean).join('\n');
  const match = matchRecord(entry);
  return [
    entry.day,
    entryTypeLabel(entry.type),
    textOf(content.timeOfDay) || null,
    cardRating(entry),
    effort,
    minutes,
    sessionLoad(entry),
    gamePlanAnswer(entry),
    ...WELLNESS_ITEMS.map((item) => numberOf(wellness[item.key])),
    numberOf(wellness.sleepHours),
    notes || null,
    match?.minutesPlayed ?? null,
    match?.started === undefined || match.started === null ? null : match.started ? 'Yes' : 'No',
    match?.score?.for ?? null,
    match?.score?.against ?? null,
    // An injury's or illness's figures in the words the app shows them in ('Hamstring', 'Modified').
    health && PROBLEM_LABELS[health.problem],
    health?.area ? AREA_LABELS[health.area] : null,
    health?.side ? SIDE_LABELS[health.side] : null,
    health?.pain ?? null,
    health && STATUS_LABELS[health.status].label,
  ];
}

/**
 * The whole CSV: a header row and one row per entry in the order given, lines ended with CRLF. A game's answers are
 * headed by the questions asked: the athlete's own text of each (`gameQuestions`, their game set), else its default.
 */
export function journalCsv(entries: readonly CsvEntry[], gameQuestions?: readonly QuestionItem[]): string {
  const answers = entries.map((entry) =>
    // A check-in's and an injury's answers are all fixed columns.
    entry.type === 'Wellness' || entry.type === 'Health'
      ? []
      : entryAnswerRows(entry.type, entry.content, gameQuestions).filter((row) => !NOT_QUESTIONS.has(row.label)),
  );
  // One column per question text, in the order they first appear.
  const questions = [...new Set(answers.flatMap((rows) => rows.map((row) => row.label)))];
  const lines = [[...CSV_COLUMNS, ...questions].map(csvCell).join(',')];
  entries.forEach((entry, index) => {
    const byQuestion = new Map(answers[index]!.map((row) => [row.label, row.value]));
    const cells = [...fixedCells(entry), ...questions.map((question) => byQuestion.get(question) ?? null)];
    lines.push(cells.map(csvCell).join(','));
  });
  return `${lines.join('\r\n')}\r\n`;
}

/** The download's file name: touchline-2026-03-01-to-2026-03-31.csv, or touchline-all.csv. */
export function csvFileName(from: Day | undefined, to: Day | undefined): string {
  if (!from && !to) return 'touchline-all.csv';
  return `touchline-${from ?? 'start'}-to-${to ?? 'today'}.csv`;
}
