import { createContext, useContext } from 'react';
import type { QuestionItem } from '../../../domain/question-sets';

/**
 * The athlete's game questions as the device knows them, so a Game's answers are labelled in the athlete's own
 * words. `app/` provides them from the question sets' cache (this shared layer knows no feature); where nothing
 * provides them (the shared page a coach opens), each answer is labelled with its default question.
 */
export const GameQuestionsContext = createContext<readonly QuestionItem[] | undefined>(undefined);

/** The athlete's game questions, or undefined where they are not known. */
export function useGameQuestions(): readonly QuestionItem[] | undefined {
  return useContext(GameQuestionsContext);
}
