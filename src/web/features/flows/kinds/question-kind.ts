import type { AskedItem, QuestionFlowScreen, TrainingLikeDraft } from '../../../../domain/flow-content';
import type { FlowScreen } from '../engine/flow-field';
import type { QuestionFlowConfig } from '../flow-config';
import { notesField, questionField, ratingField, timeOfDayField } from './common-fields';

/** What a Training, Rehab or Lift screen binds to: the questions asked, the draft and how to change it. */
export interface QuestionKindContext {
  config: QuestionFlowConfig;
  questions: readonly AskedItem[];
  draft: TrainingLikeDraft;
  change: (patch: Partial<TrainingLikeDraft>) => void;
  /** Asked one question at a time: Skip on the effort screen, and "Question n of N". Absent on one page. */
  oneAtATime?: { onSkip: () => void };
}

/**
 * One screen of a Training, Rehab or Lift flow as fields: a question (the first also asks the time of day), the
 * rating, the session's effort and minutes, or the notes.
 */
export function questionKindScreen(screen: QuestionFlowScreen, context: QuestionKindContext): FlowScreen {
  const { config, questions, draft, change } = context;
  switch (screen.step) {
    case 'question': {
      const question = questions[screen.question];
      const place = (id: string) => ({
        index: screen.question,
        count: questions.length,
        path: `answers.${id}`,
        alone: context.oneAtATime !== undefined,
      });
      return {
        key: `question-${screen.question}`,
        fields: [
          ...(screen.question === 0 ? [timeOfDayField(draft, change)] : []),
          ...(question ? [questionField(question, place(question.id), draft, change)] : []),
        ],
      };
    }
    case 'rating':
      return {
        key: 'rating',
        fields: [ratingField(draft, change, { title: config.ratingTitle, required: config.ratingRequired })],
      };
    case 'effort':
      return {
        key: 'effort',
        fields: [{ kind: 'effort', path: 'minutes', value: draft, set: change, onSkip: context.oneAtATime?.onSkip }],
      };
    case 'notes':
      return { key: 'notes', fields: [notesField(draft, change)] };
  }
}
