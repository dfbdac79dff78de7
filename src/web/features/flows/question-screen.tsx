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

const SCREEN_FIELDS = { rating: ['rating'], effort: ['minutes'], notes: ['notes'] } as const;

/** The content paths a screen shows a field for, where the server's refusal of one shows (see useEntrySave). */
export function questionScreenFields(screen: QuestionFlowScreen, questions: readonly AskedItem[]): readonly string[] {
  if (screen.step !== 'question') return SCREEN_FIELDS[screen.step];
  const question = questions[screen.question];
  const answer = question ? [`answers.${question.id}`] : [];
  return screen.question === 0 ? ['timeOfDay', ...answer] : answer;
}

/**
 * The fields of one screen of a Training, Rehab or Lift flow, bound to the draft: step by step shows one screen at a
 * time, the one-page mode shows them all. `onSkip` (step by step) leaves the effort screen without effort or minutes.
 * Under each field, its problem: the flow's own check (`errors`), else the server's refusal (`refused`, by path).
 */
export function QuestionScreen({
  screen,
  questions,
  draft,
  onChange,
  errors,
  refused,
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
  refused: Partial<Record<string, string>>;
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
          errors={{ answer: refused[`answers.${question.id}`], timeOfDay: refused.timeOfDay }}
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
          error={errors.rating ?? refused.rating}
          autoFocus={autoFocus}
        />
      );
    case 'effort':
      return (
        <EffortStep
          value={draft}
          onChange={onChange}
          minutesError={errors.minutes ?? refused.minutes}
          onSkip={onSkip}
          autoFocus={autoFocus}
        />
      );
    case 'notes':
      return (
        <NotesStep
          value={draft.notes}
          onChange={(notes) => onChange({ notes })}
          error={refused.notes}
          autoFocus={autoFocus}
        />
      );
  }
}
