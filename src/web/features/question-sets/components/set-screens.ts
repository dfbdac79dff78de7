import type { QuestionSection, QuestionSetName } from '../../../../domain/question-sets';
import { paths } from '../../../config/paths';

/** The four sets that hold questions; the fifth, imagery, holds prompts. */
export type QuestionSetKind = Exclude<QuestionSetName, 'imagery'>;

/** What a settings screen shows and says (specification sections 2 and 8). */
interface SetScreen {
  title: string;
  savedToast: string;
  failedSave: string;
}

/** One list on a question set's screen: a game section, or the whole set. */
export interface SectionSpec {
  section?: QuestionSection;
  heading?: string;
  addLabel: string;
}

interface QuestionSetScreen extends SetScreen {
  sections: readonly SectionSpec[];
  /** Questions never offered for deletion, custom or not. */
  keptIds: readonly string[];
}

const FAILED_QUESTIONS = 'Failed to save your questions. Please try again.';
const ONE_LIST = [{ addLabel: 'New question' }] as const satisfies readonly SectionSpec[];

export const QUESTION_SET_SCREENS = {
  game: {
    title: 'Game Questions',
    savedToast: 'Game questions saved successfully!',
    failedSave: FAILED_QUESTIONS,
    sections: [
      { section: 'pregame', heading: 'Pregame', addLabel: 'New pregame question' },
      { section: 'postgame', heading: 'Post-game', addLabel: 'New post-game question' },
    ],
    // The specification's game settings always keep question 11.
    keptIds: ['11'],
  },
  training: {
    title: 'Training Questions',
    savedToast: 'Training questions saved!',
    failedSave: FAILED_QUESTIONS,
    sections: ONE_LIST,
    keptIds: [],
  },
  rehab: {
    title: 'Rehab Questions',
    savedToast: 'Rehab questions saved!',
    failedSave: FAILED_QUESTIONS,
    sections: ONE_LIST,
    keptIds: [],
  },
  lift: {
    title: 'Lift Questions',
    savedToast: 'Lift questions saved!',
    failedSave: FAILED_QUESTIONS,
    sections: ONE_LIST,
    keptIds: [],
  },
} as const satisfies Record<QuestionSetKind, QuestionSetScreen>;

export const IMAGERY_SCREEN = {
  title: 'Imagery Settings',
  savedToast: 'Imagery prompts saved!',
  failedSave: 'Failed to save your prompts. Please try again.',
} as const satisfies SetScreen;

/** The five sets in the order the settings menus list them. */
export const SETTINGS_SETS = ['game', 'training', 'rehab', 'lift', 'imagery'] as const satisfies QuestionSetName[];

/** The screen title of set `name`: 'GAME QUESTIONS' ... 'IMAGERY SETTINGS'. */
export function setTitle(name: QuestionSetName): string {
  return name === 'imagery' ? IMAGERY_SCREEN.title : QUESTION_SET_SCREENS[name].title;
}

/** The settings URL of set `name`. */
export function setSettingsPath(name: QuestionSetName): string {
  return name === 'imagery' ? paths.imagerySettings : paths.questionSettings(name);
}

/** The set a settings URL is about, or null when it names none. */
export function setOfSettingsPath(pathname: string): QuestionSetName | null {
  const path = pathname.replace(/\/+$/, '');
  return SETTINGS_SETS.find((name) => setSettingsPath(name) === path) ?? null;
}
