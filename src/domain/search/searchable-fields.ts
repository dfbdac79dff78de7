import { AREA_LABELS, labelIn, PROBLEM_LABELS } from '../availability.js';
import type { EntryType } from '../entry-types.js';
import { GAME_POSTGAME_FIELDS, GAME_PREGAME_FIELDS } from '../labels.js';
import { defaultQuestionText, type QuestionSetName } from '../question-sets.js';
import { composeText } from './fold.js';
import { isRecord } from '../guards.js';

/** One piece of an entry that search reads: an answer with its question, notes, the opponent, a prompt ... */
export interface SearchField {
  /** How a result names the field: the question answered, or a fixed name ("Notes", "Opponent"). */
  label: string;
  /** True when the label is the question's text, searched with the answer; fixed names are not searched. */
  labelSearched: boolean;
  /** The athlete's text, trimmed and composed (NFC): what a result shows and its marks point into. */
  text: string;
}

const textOf = (x: unknown): string => (typeof x === 'string' ? composeText(x.trim()) : '');

/** Collects an entry's fields in order (one array, no copies: search reads a page of entries per request). */
class Fields {
  readonly list: SearchField[] = [];

  /** A field with a fixed name, unless its text is blank. */
  named(label: string, value: unknown): void {
    const text = textOf(value);
    if (text) this.list.push({ label, labelSearched: false, text });
  }

  /** An answer under its question's text (searched too), or under "Answer" when the question is unknown. */
  answer(question: string | undefined, value: unknown): void {
    const text = textOf(value);
    if (!text) return;
    const label = textOf(question);
    this.list.push(label ? { label, labelSearched: true, text } : { label: 'Answer', labelSearched: false, text });
  }

  /** The answers of a question-text -> answer map (a game's custom questions). */
  answersByQuestion(map: unknown): void {
    if (!isRecord(map)) return;
    for (const question of Object.keys(map)) this.answer(question, map[question]);
  }

  /** A game section's default answers, each under the default question it answers (1-3 pregame, 4-11 postgame). */
  gameSection(values: unknown, fields: readonly string[], firstId: number): void {
    if (!isRecord(values)) return;
    fields.forEach((field, i) => this.answer(defaultQuestionText('game', String(firstId + i)), values[field]));
  }
}

function gameFields(content: Record<string, unknown>, fields: Fields): void {
  const postgame = isRecord(content.postgame) ? content.postgame : {};
  fields.named('Opponent', content.opposingTeam);
  fields.gameSection(content.pregame, GAME_PREGAME_FIELDS, 1);
  fields.answersByQuestion(content.customPregameAnswers);
  fields.gameSection(content.postgame, GAME_POSTGAME_FIELDS, 4);
  fields.answersByQuestion(content.customPostgameAnswers);
  fields.named('Postgame Notes', postgame.notes);
  fields.named('Notes', content.notes);
}

/** Answers keyed by question id, each under the text it was answered with (saved in the entry), else the default's. */
function trainingLikeFields(setName: QuestionSetName, content: Record<string, unknown>, fields: Fields): void {
  const asked = isRecord(content.questionTexts) ? content.questionTexts : {};
  if (isRecord(content.answers)) {
    for (const id of Object.keys(content.answers)) {
      const saved = Object.hasOwn(asked, id) ? textOf(asked[id]) : '';
      fields.answer(saved || defaultQuestionText(setName, id), content.answers[id]);
    }
  }
  fields.named('Notes', content.notes);
}

const FIELDS_OF_TYPE = {
  Game: gameFields,
  Training: (content, fields) => trainingLikeFields('training', content, fields),
  Rehab: (content, fields) => trainingLikeFields('rehab', content, fields),
  Lift: (content, fields) => trainingLikeFields('lift', content, fields),
  Imagery: (content, fields) => {
    if (Array.isArray(content.selectedPrompts))
      for (const prompt of content.selectedPrompts) fields.named('Prompt', prompt);
    fields.named('Notes', content.notes);
  },
  Food: (content, fields) => {
    fields.named('Food Items', content.foodItems);
    fields.named('Feelings', content.feelingNotes);
  },
  Health: (content, fields) => {
    fields.named('Problem', labelIn(PROBLEM_LABELS, content.problem));
    fields.named('Body area', labelIn(AREA_LABELS, content.area));
    fields.named('Notes', content.notes);
  },
  Note: (content, fields) => {
    fields.named('Title', content.title);
    fields.named('Text', content.text);
  },
  Wellness: (content, fields) => fields.named('Notes', content.notes),
} as const satisfies Record<EntryType, (content: Record<string, unknown>, fields: Fields) => void>;

/**
 * What search reads of an entry, in the order its card shows it: every non-blank answer under its question (default
 * or custom), game plan and postgame texts, the opponent, notes, food items and feelings, imagery prompts, wellness
 * notes, an injury's problem and body area, a note's title and text. Ratings, times, scores and other ticked choices are not searched.
 */
export function searchableFields(type: EntryType, content: unknown): SearchField[] {
  const fields = new Fields();
  if (isRecord(content)) FIELDS_OF_TYPE[type](content, fields);
  return fields.list;
}
