import { AREA_LABELS, labelIn, PROBLEM_LABELS, SIDE_LABELS, STATUS_LABELS } from './availability.js';
import type { EntryType } from './entry-types.js';
import { WELLNESS_ITEMS, wellnessWord } from './wellness.js';
import { defaultQuestionText, type QuestionItem, type QuestionSection, type QuestionSetName } from './question-sets.js';
import { isRecord } from './guards.js';

/** Pregame answer fields of a Game entry, in question order (questions 1-3). */
export const GAME_PREGAME_FIELDS = ['controlFactors', 'distractions', 'mistakeResponse'] as const;

/** Postgame answer fields of a Game entry, in question order (questions 4-11). */
export const GAME_POSTGAME_FIELDS = [
  'engagement',
  'feelingsAboutPlay',
  'thingsDidWell',
  'workOnNext',
  'impactOnDay',
  'matchupFeelings',
  'systemFeelings',
  'playingTimeFeelings',
] as const;

export type GamePregameField = (typeof GAME_PREGAME_FIELDS)[number];
export type GamePostgameField = (typeof GAME_POSTGAME_FIELDS)[number];
export type GameQuestionField =
  { section: 'pregame'; field: GamePregameField } | { section: 'postgame'; field: GamePostgameField };

/** Default game question id -> the content field its answer is saved in (ids 1-3 pregame, 4-11 postgame). */
export const GAME_QUESTION_FIELDS = {
  '1': { section: 'pregame', field: 'controlFactors' },
  '2': { section: 'pregame', field: 'distractions' },
  '3': { section: 'pregame', field: 'mistakeResponse' },
  '4': { section: 'postgame', field: 'engagement' },
  '5': { section: 'postgame', field: 'feelingsAboutPlay' },
  '6': { section: 'postgame', field: 'thingsDidWell' },
  '7': { section: 'postgame', field: 'workOnNext' },
  '8': { section: 'postgame', field: 'impactOnDay' },
  '9': { section: 'postgame', field: 'matchupFeelings' },
  '10': { section: 'postgame', field: 'systemFeelings' },
  '11': { section: 'postgame', field: 'playingTimeFeelings' },
} as const satisfies Record<string, GameQuestionField>;

/** The content field a game question's answer goes to, or null for a custom question (answers keyed by its text). */
export function gameFieldForQuestion(id: string): GameQuestionField | null {
  return Object.hasOwn(GAME_QUESTION_FIELDS, id) ? GAME_QUESTION_FIELDS[id as keyof typeof GAME_QUESTION_FIELDS] : null;
}

/** A camelCase field name as spaced, capitalised words ('feelingsAboutPlay' -> 'Feelings About Play'). */
export function fieldLabel(field: string): string {
  const spaced = field
    .replace(/([A-Z])/g, ' $1')
    .replace(/\s+/g, ' ')
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export type AnswerRow = { label: string; value: string };

const text = (x: unknown): string => (typeof x === 'string' ? x.trim() : '');

/** Rows of a label -> text map (custom answers), skipping blank values. */
function mapRows(map: unknown, labelOf: (key: string) => string): AnswerRow[] {
  if (!isRecord(map)) return [];
  return Object.entries(map).flatMap(([key, value]) =>
    text(value) ? [{ label: labelOf(key), value: text(value) }] : [],
  );
}

const row = (label: string, value: unknown): AnswerRow[] => (text(value) ? [{ label, value: text(value) }] : []);

function gameSectionRows(
  section: QuestionSection,
  values: unknown,
  fields: readonly string[],
  firstId: number,
  gameQuestions: readonly QuestionItem[] | undefined,
): AnswerRow[] {
  if (!isRecord(values)) return [];
  return fields.flatMap((field, i) => {
    const id = String(firstId + i);
    const question = gameQuestions?.find((q) => q.id === id && q.enabled && (q.section ?? 'postgame') === section);
    return row(question?.text.trim() || defaultQuestionText('game', id) || fieldLabel(field), values[field]);
  });
}

function gameRows(content: Record<string, unknown>, gameQuestions: readonly QuestionItem[] | undefined): AnswerRow[] {
  const postgame = isRecord(content.postgame) ? content.postgame : {};
  const factors = Array.isArray(postgame.externalFactors) ? postgame.externalFactors.map(text).filter(Boolean) : [];
  return [
    ...gameSectionRows('pregame', content.pregame, GAME_PREGAME_FIELDS, 1, gameQuestions),
    ...mapRows(content.customPregameAnswers, (question) => question),
    ...row('External Factors', factors.join(', ')),
    ...gameSectionRows('postgame', content.postgame, GAME_POSTGAME_FIELDS, 4, gameQuestions),
    ...mapRows(content.customPostgameAnswers, (question) => question),
    ...row('Postgame Notes', postgame.notes),
    ...row('Notes', content.notes),
  ];
}

function trainingLikeRows(setName: QuestionSetName, content: Record<string, unknown>): AnswerRow[] {
  const asked = isRecord(content.questionTexts) ? content.questionTexts : {};
  return [
    ...mapRows(content.answers, (id) => text(asked[id]) || defaultQuestionText(setName, id) || fieldLabel(id)),
    ...row('Notes', content.notes),
  ];
}

function imageryRows(content: Record<string, unknown>): AnswerRow[] {
  const prompts = Array.isArray(content.selectedPrompts) ? content.selectedPrompts.map(text).filter(Boolean) : [];
  return [...row('Selected Prompts', prompts.join('\n')), ...row('Notes', content.notes)];
}

function foodRows(content: Record<string, unknown>): AnswerRow[] {
  return [
    ...row('Meal Type', content.mealType),
    ...row('Food Items', content.foodItems),
    ...row('Feeling Notes', content.feelingNotes),
  ];
}

/** An injury or illness: the problem, the body area and side, pain now, the availability with its meaning, notes. */
function healthRows(content: Record<string, unknown>): AnswerRow[] {
  const status =
    typeof content.status === 'string' && Object.hasOwn(STATUS_LABELS, content.status) ? content.status : '';
  const meaning = status ? STATUS_LABELS[status as keyof typeof STATUS_LABELS] : null;
  return [
    ...row('Problem', labelIn(PROBLEM_LABELS, content.problem)),
    ...row('Body area', labelIn(AREA_LABELS, content.area)),
    ...row('Side', labelIn(SIDE_LABELS, content.side)),
    ...row('Pain', typeof content.pain === 'number' ? `${content.pain} of 10` : ''),
    ...row('Availability', meaning ? `${meaning.label} · ${meaning.hint}` : ''),
    ...row('Notes', content.notes),
  ];
}

/** The five items with their words ("Fatigue: 4 · Fresh"), the hours slept and notes. */
function wellnessRows(content: Record<string, unknown>): AnswerRow[] {
  const items = WELLNESS_ITEMS.flatMap(({ key, label }) => {
    const value = content[key];
    const word = typeof value === 'number' ? wellnessWord(key, value) : null;
    return word ? [{ label, value: `${value as number} · ${word}` }] : [];
  });
  const hours =
    typeof content.sleepHours === 'number' ? [{ label: 'Hours slept', value: String(content.sleepHours) }] : [];
  return [...items, ...hours, ...row('Notes', content.notes)];
}

/**
 * All non-blank answers of an entry as labelled rows, in the order they were asked (time of day and rating are
 * not rows). A Game's fields are labelled by the question asked (specification section 3: custom question text
 * first): the athlete's own text of the enabled game question with the matching id (`gameQuestions`, their game
 * set, where it is known), else that question's default text. A Game entry keeps no question texts of its own.
 */
export function entryAnswerRows(
  type: EntryType,
  content: unknown,
  gameQuestions?: readonly QuestionItem[],
): AnswerRow[] {
  if (!isRecord(content)) return [];
  switch (type) {
    case 'Game':
      return gameRows(content, gameQuestions);
    case 'Training':
      return trainingLikeRows('training', content);
    case 'Rehab':
      return trainingLikeRows('rehab', content);
    case 'Lift':
      return trainingLikeRows('lift', content);
    case 'Imagery':
      return imageryRows(content);
    case 'Food':
      return foodRows(content);
    case 'Health':
      return healthRows(content);
    case 'Note':
      return [...row('Title', content.title), ...row('Text', content.text)];
    case 'Wellness':
      return wellnessRows(content);
  }
}

/** A type as a sentence names its entries ("Training entries", "injury or illness entries"). */
export const entryKindWords = (type: EntryType): string => (type === 'Health' ? 'injury or illness' : type);

/** How many entries of a type: "No Training entries", "1 Training entry", "12 Training entries". */
export function entryCountText(count: number, type: EntryType): string {
  const kind = entryKindWords(type);
  if (count === 0) return `No ${kind} entries`;
  return `${count} ${kind} ${count === 1 ? 'entry' : 'entries'}`;
}
