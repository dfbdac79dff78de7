import { foodContentSchema } from './entry-content-schema.js';
import { type FoodContent, type ImageryContent, type MealType, type TrainingLikeContent } from './entry-content.js';
import { effortContent, minutesError, type EffortDraft } from './load.js';

/** A question (or imagery prompt) as a flow shows it. */
export type AskedItem = { id: string; text: string };

/** What the athlete has typed so far in a Training, Rehab or Lift flow, with the session's effort and minutes. */
export type TrainingLikeDraft = EffortDraft & {
  timeOfDay: string;
  /** Question id -> answer, as typed. */
  answers: Readonly<Record<string, string>>;
  rating: number | null;
  notes: string;
};

/** What the athlete has chosen so far in an Imagery flow. */
export type ImageryDraft = {
  timeOfDay: string;
  selectedPromptIds: readonly string[];
  rating: number | null;
  notes: string;
};

/** What the athlete has typed so far in a Food flow; feelings are asked for Dinner only. */
export type FoodDraft = { mealType: MealType; timeOfDay: string; foodItems: string; feelingNotes: string };

/** `{ [key]: text trimmed }`, or nothing when the text is blank ("stored only if non-blank"). */
function nonBlank<K extends string>(key: K, text: string): Partial<Record<K, string>> {
  const trimmed = text.trim();
  return trimmed === '' ? {} : ({ [key]: trimmed } as Record<K, string>);
}

const ratingOf = (rating: number | null): { rating?: number } => (rating === null ? {} : { rating });

/**
 * Content of a Training, Rehab or Lift entry: the non-blank answers to the questions asked, keyed by id, with the
 * text each was answered with (history stays readable after the set changes); blank time of day and notes left out.
 */
export function buildTrainingLikeContent(
  draft: TrainingLikeDraft,
  questions: readonly AskedItem[],
): TrainingLikeContent {
  const answers: Record<string, string> = {};
  const questionTexts: Record<string, string> = {};
  for (const question of questions) {
    const answer = draft.answers[question.id]?.trim() ?? '';
    if (answer === '') continue;
    answers[question.id] = answer;
    questionTexts[question.id] = question.text;
  }
  return {
    ...nonBlank('timeOfDay', draft.timeOfDay),
    answers,
    questionTexts,
    ...ratingOf(draft.rating),
    ...effortContent(draft),
    ...nonBlank('notes', draft.notes),
  };
}

/** Content of an Imagery entry: the texts of the chosen prompts in list order; blank time of day and notes left out. */
export function buildImageryContent(draft: ImageryDraft, prompts: readonly AskedItem[]): ImageryContent {
  const chosen = new Set(draft.selectedPromptIds);
  return {
    ...nonBlank('timeOfDay', draft.timeOfDay),
    selectedPrompts: prompts.filter((prompt) => chosen.has(prompt.id)).map((prompt) => prompt.text),
    ...ratingOf(draft.rating),
    ...nonBlank('notes', draft.notes),
  };
}

/** `ids` with `id` added, or removed when it was there already. */
export function toggleId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}

/** Content of a Food entry, trimmed; the feelings box is kept for Dinner only. */
export function buildFoodContent(draft: FoodDraft): FoodContent {
  return {
    mealType: draft.mealType,
    timeOfDay: draft.timeOfDay.trim(),
    foodItems: draft.foodItems.trim(),
    feelingNotes: draft.mealType === 'Dinner' ? draft.feelingNotes.trim() : '',
  };
}

export type FoodDraftField = 'timeOfDay' | 'foodItems' | 'feelingNotes';
/** The first problem of each field; `form` for one about the whole entry. */
export type FoodDraftErrors = Partial<Record<FoodDraftField | 'form', string>>;

const FOOD_FIELDS: readonly string[] = ['timeOfDay', 'foodItems', 'feelingNotes'] satisfies FoodDraftField[];

/**
 * Why a Food draft cannot be saved, per field ('Please enter the time of day', 'Please enter at least one food
 * item'); empty when it can. Checked with the schema the server uses, so both always agree.
 */
export function validateFoodDraft(draft: FoodDraft): FoodDraftErrors {
  const result = foodContentSchema.safeParse(buildFoodContent(draft));
  if (result.success) return {};
  const errors: FoodDraftErrors = {};
  for (const issue of result.error.issues) {
    const head = issue.path[0];
    const field = typeof head === 'string' && FOOD_FIELDS.includes(head) ? (head as FoodDraftField) : 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------------------------
// The steps of the Training, Rehab and Lift flows

/**
 * One screen of a question flow: a question (one at a time; the first also asks the time of day), the rating, the
 * session's effort and minutes ("How hard was this session?"), or the notes, in that order.
 */
export type QuestionFlowScreen =
  { step: 'question'; question: number } | { step: 'rating' } | { step: 'effort' } | { step: 'notes' };

/** Where every question flow starts: the first question (with the time of day). */
export const FIRST_SCREEN: QuestionFlowScreen = { step: 'question', question: 0 };

/** Every screen of a flow asking `questionCount` questions, in the order "Ask one question at a time" walks them. */
export function questionFlowScreens(questionCount: number): QuestionFlowScreen[] {
  const questions = Array.from({ length: questionCount }, (_, question) => ({ step: 'question' as const, question }));
  return [...questions, { step: 'rating' }, { step: 'effort' }, { step: 'notes' }];
}

/** The screens of one page (the default): the rating, effort and minutes first, then the questions and the notes. */
export function onePageScreens(questionCount: number): QuestionFlowScreen[] {
  const questions = Array.from({ length: questionCount }, (_, question) => ({ step: 'question' as const, question }));
  return [{ step: 'rating' }, { step: 'effort' }, ...questions, { step: 'notes' }];
}

/** `screen` made valid for `questionCount` questions (the set may change while the athlete writes). */
export function clampScreen(screen: QuestionFlowScreen, questionCount: number): QuestionFlowScreen {
  if (screen.step !== 'question') return screen;
  return { step: 'question', question: Math.max(0, Math.min(screen.question, questionCount - 1)) };
}

const sameScreen = (a: QuestionFlowScreen, b: QuestionFlowScreen) =>
  a.step === b.step && (a.step !== 'question' || b.step !== 'question' || a.question === b.question);

/** The screen `offset` places from `screen` in flow order; null beyond either end. */
function screenAt(screen: QuestionFlowScreen, questionCount: number, offset: 1 | -1): QuestionFlowScreen | null {
  const screens = questionFlowScreens(Math.max(1, questionCount));
  const index = screens.findIndex((other) => sameScreen(other, clampScreen(screen, questionCount)));
  return screens[index + offset] ?? null;
}

/** The screen after `screen`: the next question, then rating, effort and notes; null after the notes (save). */
export function nextScreen(screen: QuestionFlowScreen, questionCount: number): QuestionFlowScreen | null {
  return screenAt(screen, questionCount, 1);
}

/** The screen before `screen` (from the rating, the last question); null before the first question (leave). */
export function previousScreen(screen: QuestionFlowScreen, questionCount: number): QuestionFlowScreen | null {
  return screenAt(screen, questionCount, -1);
}

/** False only on the rating screen of a flow that requires a rating (Training) while none is chosen. */
export function mayContinue(screen: QuestionFlowScreen, rating: number | null, ratingRequired: boolean): boolean {
  return !(screen.step === 'rating' && ratingRequired && rating === null);
}

/** The fields of a question flow that can hold a problem. */
export type QuestionFlowErrors = { rating?: string; minutes?: string };

/** Said under the rating of a flow that requires one (Training) when the athlete saves without it. */
export const RATING_REQUIRED = 'Please choose a rating from 1 to 10';

/**
 * Why the athlete cannot leave `screens` (a step's one screen, or every screen of the one-page mode): a required
 * rating not chosen, minutes not a whole number from 1 to 600. Empty when they can.
 */
export function questionFlowErrors(
  screens: readonly QuestionFlowScreen[],
  draft: TrainingLikeDraft,
  ratingRequired: boolean,
): QuestionFlowErrors {
  const shows = (step: QuestionFlowScreen['step']) => screens.some((screen) => screen.step === step);
  const minutes = shows('effort') ? minutesError(draft.minutes) : null;
  return {
    ...(shows('rating') && ratingRequired && draft.rating === null ? { rating: RATING_REQUIRED } : {}),
    ...(minutes === null ? {} : { minutes }),
  };
}
