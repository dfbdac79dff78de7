import type { FlowField } from '../engine/flow-field';

/** The time of day, kept at `timeOfDay` by every kind that asks it (optional but in Food). */
export const timeOfDayField = (
  draft: { timeOfDay: string },
  change: (patch: { timeOfDay: string }) => void,
  required = false,
): FlowField => ({
  kind: 'time-of-day',
  path: 'timeOfDay',
  required,
  value: draft.timeOfDay,
  set: (timeOfDay) => change({ timeOfDay }),
});

/** The OTHER NOTES box, kept at `notes` in the draft and at `path` in the content. */
export const notesField = (
  draft: { notes: string },
  change: (patch: { notes: string }) => void,
  path = 'notes',
): FlowField => ({
  kind: 'text',
  lines: 'many',
  path,
  label: 'OTHER NOTES',
  hint: 'Anything else about today you want to remember.',
  placeholder: 'Type your notes',
  value: draft.notes,
  set: (notes) => change({ notes }),
});

/** A rating from 1 to 10, kept at `rating` in the draft and at `path` in the content. */
export const ratingField = (
  draft: { rating: number | null },
  change: (patch: { rating: number | null }) => void,
  { title, required, path = 'rating' }: { title: string; required: boolean; path?: string },
): FlowField => ({ kind: 'rating', path, title, required, value: draft.rating, set: (rating) => change({ rating }) });

/**
 * One question of `count`, its answer kept under its id in the draft's answers and at `path` in the content. Asked
 * `alone` (one question at a time), it says which of the questions it is.
 */
export const questionField = (
  question: { id: string; text: string },
  place: { index: number; count: number; path: string; alone: boolean },
  draft: { answers: Readonly<Record<string, string>> },
  change: (patch: { answers: Record<string, string> }) => void,
): FlowField => ({
  kind: 'text',
  lines: 'many',
  path: place.path,
  label: question.text,
  hint: place.alone ? `Question ${place.index + 1} of ${place.count}` : undefined,
  placeholder: 'Type your answer',
  value: draft.answers[question.id] ?? '',
  set: (answer) => change({ answers: { ...draft.answers, [question.id]: answer } }),
});
