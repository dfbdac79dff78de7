import type { JournalEntry } from '../../../domain/entry-content';
import type { EntryType } from '../../../domain/entry-types';

/** A saved entry a flow edits, and where the flow goes when it is left or saved: back where the athlete came from. */
export interface FlowEdit<T extends EntryType = EntryType> {
  /** Of type `T`, so with that type's content. */
  entry: JournalEntry & { type: T };
  exitTo: string;
}

/** What one save says (specification section 8): its toast once saved, and why it was not saved. */
export interface SaveWords {
  saved: string;
  failed: string;
  /** Said before the sign-in screen, when nobody is signed in (or the session ended while writing). */
  signedOut: string;
  /** Said when the entry changed on another device since the flow opened it (a 409). */
  conflict: string;
}

/** What a flow's saves say (specification section 8). */
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
}

const NEED_SIGN_IN = 'You need to be signed in to save journal entries';
const FAILED = 'Failed to save entry. Please try again.';
const FAILED_YOUR = 'Failed to save your journal entry. Please try again.';
/** Said when an edit is refused because the entry changed since the flow opened it (a 409). */
export const CHANGED_ELSEWHERE =
  'This entry changed on another device. Your answers are kept: check them and save again.';
/** The check-in's own words for a conflict. */
export const CHANGED_ELSEWHERE_CHECK_IN =
  'This check-in changed on another device since you opened it. Your answers are still here: save again to keep them.';

/** The words of one save of a flow with `messages`: an edit of a saved entry says it was updated. */
export const saveWords = (messages: SaveMessages, editing: boolean): SaveWords => ({
  saved: editing ? messages.updated : messages.saved,
  failed: messages.failed,
  signedOut: messages.signedOut,
  conflict: CHANGED_ELSEWHERE,
});

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
