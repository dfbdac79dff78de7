import type { JournalEntry } from '../../../domain/entry-content';
import type { EntryType } from '../../../domain/entry-types';

/** A saved entry a flow edits, and where the flow goes when it is left or saved: back where the athlete came from. */
export interface FlowEdit<T extends EntryType = EntryType> {
  /** Of type `T`, so with that type's content. */
  entry: JournalEntry & { type: T };
  exitTo: string;
}

/** Where a flow goes once its entry is saved (specification section 4). */
export type AfterSave = 'journal' | 'day' | 'day-if-chosen';

/** The toasts of one flow's save (specification section 8). */
export interface SaveMessages {
  saved: string;
  /** Said when an edit of a saved entry is saved. */
  updated: string;
  failed: string;
  /** Shown, with a redirect to sign in, when nobody is signed in. */
  signedOut: string;
}

/** Everything that differs between the Training, Rehab and Lift flows; one engine renders all three. */
export interface QuestionFlowConfig {
  type: Extract<EntryType, 'Training' | 'Rehab' | 'Lift'>;
  setName: 'training' | 'rehab' | 'lift';
  title: string;
  ratingTitle: string;
  ratingRequired: boolean;
  noQuestions: string;
  messages: SaveMessages;
  afterSave: AfterSave;
}

const NEED_SIGN_IN = 'You need to be signed in to save journal entries';
const FAILED = 'Failed to save entry. Please try again.';
const FAILED_YOUR = 'Failed to save your journal entry. Please try again.';
/** Said when an edit is refused because the entry changed since the flow opened it (a 409). */
export const CHANGED_ELSEWHERE =
  'This entry changed on another device. Your answers are kept: check them and save again.';

export const TRAINING_FLOW = {
  type: 'Training',
  setName: 'training',
  title: 'Training Journal',
  ratingTitle: "How'd training go?",
  ratingRequired: true,
  noQuestions: 'No training questions are enabled. Please configure questions in settings.',
  messages: {
    saved: 'Training journal entry saved!',
    updated: 'Training journal entry updated!',
    failed: FAILED,
    signedOut: NEED_SIGN_IN,
  },
  afterSave: 'journal',
} as const satisfies QuestionFlowConfig;

export const REHAB_FLOW = {
  type: 'Rehab',
  setName: 'rehab',
  title: 'Rehab Journal',
  ratingTitle: "How'd rehab go?",
  ratingRequired: false,
  noQuestions: 'No rehab questions are enabled. Please configure questions in settings.',
  messages: {
    saved: 'Rehab journal entry saved!',
    updated: 'Rehab journal entry updated!',
    failed: FAILED_YOUR,
    signedOut: 'You must be logged in to save journal entries',
  },
  afterSave: 'day-if-chosen',
} as const satisfies QuestionFlowConfig;

export const LIFT_FLOW = {
  type: 'Lift',
  setName: 'lift',
  title: 'Lift Journal',
  ratingTitle: "How'd your lift go?",
  ratingRequired: false,
  noQuestions: 'No lift questions are enabled. Please configure questions in settings.',
  messages: {
    saved: 'Lift journal entry saved!',
    updated: 'Lift journal entry updated!',
    failed: FAILED_YOUR,
    signedOut: NEED_SIGN_IN,
  },
  afterSave: 'day',
} as const satisfies QuestionFlowConfig;

export const IMAGERY_MESSAGES = {
  saved: 'Imagery journal entry saved!',
  updated: 'Imagery journal entry updated!',
  failed: FAILED,
  signedOut: NEED_SIGN_IN,
} as const satisfies SaveMessages;

/** Food names the meal in its success toast ('Dinner journal entry saved!'). */
export const foodMessages = (meal: string): SaveMessages => ({
  saved: `${meal} journal entry saved!`,
  updated: `${meal} journal entry updated!`,
  failed: FAILED,
  signedOut: NEED_SIGN_IN,
});
