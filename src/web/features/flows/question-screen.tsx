import type {
  AskedItem,
  QuestionFlowErrors,
  QuestionFlowScreen,
  TrainingLikeDraft,
} from '../../../domain/flow-content';
import { EffortStep } from './effort-step';
import { NotesStep } from './notes-step';
import { QuestionStep } from './question-step';
import { RatingPicker } from './rating-picker';

/**
 * The fields of one screen of a Training, Rehab or Lift flow, bound to the draft: step by step shows one screen at a
 * time, the one-page mode shows them all. `onSkip` (step by step) leaves the effort screen without effort or minutes.
 */
export function QuestionScreen({
  screen,
  questions,
  draft,
  onChange,
  errors,
  ratingTitle,
  ratingRequired,
  onSkip,
  autoFocus,
}: {
  screen: QuestionFlowScreen;
  questions: readonly AskedItem[];
  draft: TrainingLikeDraft;
  onChange: (patch: Partial<TrainingLikeDraft>) => void;
  errors: QuestionFlowErrors;
  ratingTitle: string;
  ratingRequired: boolean;
  onSkip?: () => void;
  autoFocus: boolean;
}) {
  switch (screen.step) {
    case 'question': {
      const question = questions[screen.question];
      if (!question) return null;
      return (
        <QuestionStep
          question={question}
          index={screen.question}
          count={questions.length}
          answer={draft.answers[question.id] ?? ''}
          onAnswer={(answer) => onChange({ answers: { ...draft.answers, [question.id]: answer } })}
          timeOfDay={draft.timeOfDay}
          onTimeOfDay={(timeOfDay) => onChange({ timeOfDay })}
          autoFocus={autoFocus}
        />
      );
    }
    case 'rating':
      return (
        <RatingPicker
          title={ratingTitle}
          value={draft.rating}
          onChange={(rating) => onChange({ rating })}
          required={ratingRequired}
          error={errors.rating}
          autoFocus={autoFocus}
        />
      );
    case 'effort':
      return (
        <EffortStep
          value={draft}
          onChange={onChange}
          minutesError={errors.minutes}
          onSkip={onSkip}
          autoFocus={autoFocus}
        />
      );
    case 'notes':
      return <NotesStep value={draft.notes} onChange={(notes) => onChange({ notes })} autoFocus={autoFocus} />;
  }
}
