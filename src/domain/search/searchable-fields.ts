import type { EntryType } from '../entry-types.js';
import { GAME_POSTGAME_FIELDS, GAME_PREGAME_FIELDS } from '../labels.js';
import { defaultQuestionText, type QuestionSetName } from '../question-sets.js';
import { composeText } from './fold.js';

/** One piece of an entry that search reads: an answer with its question, notes, the opponent, a prompt ... */
export interface SearchField {
  /** How a result names the field: the question answered, or a fixed name ("Notes", "Opponent"). */
  label: string;
  /** True when the label is the question's text, searched with the answer; fixed names are not searched. */
  labelSearched: boolean;
  /** The athlete's text, trimmed and composed (NFC): what a result shows and its marks point into. */
  text: string;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

const textOf = (x: unknown): string => (typeof x === 'string' ? composeText(x.trim()) : '');

/** A field with a fixed name, or nothing when its text is blank. */
function named(label: string, value: unknown): SearchField[] {
  const text = textOf(value);
  return text ? [{ label, labelSearched: false, text }] : [];
}

/** An answer under its question's text (searched too), or under `fallback` when the question is unknown. */
function answer(question: string | undefined, value: unknown, fallback = 'Answer'): SearchField[] {
  const text = textOf(value);
  if (!text) return [];
  const label = textOf(question);
  return [label ? { label, labelSearched: true, text } : { label: fallback, labelSearched: false, text }];
}

/** The answers of a question-text -> answer map (a game's custom questions). */
function answersByQuestion(map: unknown): SearchField[] {
  return isRecord(map) ? Object.entries(map).flatMap(([question, value]) => answer(question, value)) : [];
}

/** A game section's default answers, each under the default question it answers (ids 1-3 pregame, 4-11 postgame). */
function gameSection(values: unknown, fields: readonly string[], firstId: number): SearchField[] {
  if (!isRecord(values)) return [];
  return fields.flatMap((field, i) => answer(defaultQuestionText('game', String(firstId + i)), values[field]));
}

function gameFields(content: Record<string, unknown>): SearchField[] {
  const postgame = isRecord(content.postgame) ? content.postgame : {};
  return [
    ...named('Opponent', content.opposingTeam),
    ...gameSection(content.pregame, GAME_PREGAME_FIELDS, 1),
    ...answersByQuestion(content.customPregameAnswers),
    ...gameSection(content.postgame, GAME_POSTGAME_FIELDS, 4),
    ...answersByQuestion(content.customPostgameAnswers),
    ...named('Postgame Notes', postgame.notes),
    ...named('Notes', content.notes),
  ];
}

/** Answers keyed by question id, each under the text it was answered with (saved in the entry), else the default's. */
function trainingLikeFields(setName: QuestionSetName, content: Record<string, unknown>): SearchField[] {
  const asked = isRecord(content.questionTexts) ? content.questionTexts : {};
  const answers = isRecord(content.answers) ? Object.entries(content.answers) : [];
  return [
    ...answers.flatMap(([id, value]) =>
      answer(textOf(Object.hasOwn(asked, id) ? asked[id] : undefined) || defaultQuestionText(setName, id), value),
    ),
    ...named('Notes', content.notes),
  ];
}

function imageryFields(content: Record<string, unknown>): SearchField[] {
  const prompts = Array.isArray(content.selectedPrompts) ? content.selectedPrompts : [];
  return [...prompts.flatMap((prompt) => named('Prompt', prompt)), ...named('Notes', content.notes)];
}

const FIELDS_OF_TYPE = {
  Game: gameFields,
  Training: (content) => trainingLikeFields('training', content),
  Rehab: (content) => trainingLikeFields('rehab', content),
  Lift: (content) => trainingLikeFields('lift', content),
  Imagery: imageryFields,
  Food: (content) => [...named('Food Items', content.foodItems), ...named('Feelings', content.feelingNotes)],
  Wellness: (content) => named('Notes', content.notes),
} as const satisfies Record<EntryType, (content: Record<string, unknown>) => SearchField[]>;

/**
 * What search reads of an entry, in the order its card shows it: every non-blank answer under its question (default
 * or custom), game plan and postgame texts, the opponent, notes, food items and feelings, imagery prompts, wellness
 * notes. Ratings, times, scores and ticked choices are not searched.
 */
export function searchableFields(type: EntryType, content: unknown): SearchField[] {
  return isRecord(content) ? FIELDS_OF_TYPE[type](content) : [];
}
