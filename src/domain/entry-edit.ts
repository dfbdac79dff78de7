// Turning a stored entry back into the state of its flow, so that the flow can edit it.
import type { FoodContentInput, ImageryContent, TrainingLikeContent } from './entry-content.js';
import type { AskedItem, FoodDraft, ImageryDraft, TrainingLikeDraft } from './flow-content.js';
import { effortDraftOf } from './load.js';
import { defaultQuestionText, type QuestionSetName } from './question-sets.js';

/** A question or prompt of the athlete's set, switched on or off. */
type SetItem = { id: string; text: string; enabled: boolean };

const own = (map: Readonly<Record<string, string>> | undefined, key: string): string | undefined =>
  map && Object.hasOwn(map, key) ? map[key] : undefined;

/**
 * The questions an edit of a Training, Rehab or Lift entry asks, in set order: every enabled question, and every
 * question the entry answered even if it has since been switched off or deleted (deleted ones last), so that no saved
 * answer is lost. An answered question keeps the text it was answered with.
 */
export function questionsForEdit(
  items: readonly SetItem[],
  content: Pick<TrainingLikeContent, 'answers' | 'questionTexts'>,
  setName: QuestionSetName,
): AskedItem[] {
  const answers = content.answers ?? {};
  const answered = (id: string) => own(answers, id) !== undefined;
  const savedText = (id: string) => own(content.questionTexts, id);
  const inSet = items
    .filter((item) => item.enabled || answered(item.id))
    .map((item) => ({ id: item.id, text: (answered(item.id) && savedText(item.id)) || item.text }));
  const listed = new Set(items.map((item) => item.id));
  const deleted = Object.keys(answers)
    .filter((id) => !listed.has(id))
    .map((id) => ({ id, text: savedText(id) || defaultQuestionText(setName, id) || id }));
  return [...inSet, ...deleted];
}

/**
 * The draft a Training, Rehab or Lift flow opens with to edit a saved entry: every field as it was saved (an older
 * entry without effort and minutes opens with them empty).
 */
export function trainingLikeDraftFromContent(content: TrainingLikeContent): TrainingLikeDraft {
  return {
    timeOfDay: content.timeOfDay ?? '',
    answers: { ...content.answers },
    rating: content.rating ?? null,
    ...effortDraftOf(content),
    notes: content.notes ?? '',
  };
}

/**
 * The prompts an edit of an Imagery entry lists, in set order: every enabled prompt, and every prompt the entry chose
 * even if it has since been switched off or deleted (deleted ones last, under ids of their own), so none is lost.
 */
export function promptsForEdit(items: readonly SetItem[], content: Pick<ImageryContent, 'selectedPrompts'>) {
  const chosen = new Set(content.selectedPrompts ?? []);
  const inSet: AskedItem[] = items
    .filter((item) => item.enabled || chosen.has(item.text))
    .map((item) => ({ id: item.id, text: item.text }));
  const listed = new Set(inSet.map((item) => item.text));
  const deleted = [...chosen]
    .filter((text) => !listed.has(text))
    .map((text, index) => ({ id: `saved-prompt-${index}`, text }));
  return [...inSet, ...deleted];
}

/** The draft an Imagery flow opens with to edit a saved entry, its chosen prompts ticked among `prompts`. */
export function imageryDraftFromContent(content: ImageryContent, prompts: readonly AskedItem[]): ImageryDraft {
  const chosen = new Set(content.selectedPrompts ?? []);
  return {
    timeOfDay: content.timeOfDay ?? '',
    selectedPromptIds: prompts.filter((prompt) => chosen.has(prompt.text)).map((prompt) => prompt.id),
    rating: content.rating ?? null,
    notes: content.notes ?? '',
  };
}

/** The draft a Food flow opens with to edit a saved entry (one saved before feelings were kept has none). */
export function foodDraftFromContent(content: FoodContentInput): FoodDraft {
  return {
    mealType: content.mealType,
    timeOfDay: content.timeOfDay,
    foodItems: content.foodItems,
    feelingNotes: content.feelingNotes ?? '',
  };
}
