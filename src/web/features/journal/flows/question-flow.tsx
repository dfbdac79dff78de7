import { useState } from 'react';
import {
  buildTrainingLikeContent,
  clampScreen,
  FIRST_SCREEN,
  mayContinue,
  nextScreen,
  previousScreen,
  type AskedItem,
  type QuestionFlowScreen,
  type TrainingLikeDraft,
} from '../../../../domain/flow-content';
import { enabledQuestions, type QuestionItem } from '../../../../domain/question-sets';
import type { QuestionFlowConfig } from './flow-config';
import { pathAfterSave, type FlowDay } from './flow-day';
import { FlowFrame } from './flow-frame';
import { NotesStep } from './notes-step';
import { QuestionStep } from './question-step';
import { RatingPicker } from './rating-picker';
import { SetStatus, setStatus } from './set-status';
import { useFlowSave } from './use-flow-save';
import { useLeaveFlow } from './use-leave-flow';

/** The question set as the route reads it (a query result). */
export interface QuestionSetQuery {
  data?: { items: QuestionItem[] };
  isError: boolean;
  refetch: () => unknown;
}

interface FlowProps {
  config: QuestionFlowConfig;
  flowDay: FlowDay;
  signedIn: boolean;
}

/** The Training, Rehab and Lift flows: the enabled questions one at a time, the rating, then notes and DONE. */
export function QuestionFlow({ set, ...props }: FlowProps & { set: QuestionSetQuery }) {
  const leave = useLeaveFlow(props.flowDay.day);
  const questions = set.data ? enabledQuestions(set.data.items) : [];
  const status = setStatus(set, questions.length);
  if (status === 'ready') return <QuestionFlowSteps {...props} questions={questions} onLeave={leave} />;
  return (
    <FlowFrame title={props.config.title} displayDate={props.flowDay.day.displayDate} onBack={leave}>
      <SetStatus status={status} emptyMessage={props.config.noQuestions} onRetry={() => void set.refetch()} />
    </FlowFrame>
  );
}

const EMPTY_DRAFT: TrainingLikeDraft = { timeOfDay: '', answers: {}, rating: null, notes: '' };

function QuestionFlowSteps({
  config,
  flowDay,
  signedIn,
  questions,
  onLeave,
}: FlowProps & { questions: readonly AskedItem[]; onLeave: () => void }) {
  const [savedScreen, setScreen] = useState<QuestionFlowScreen>(FIRST_SCREEN);
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  // Focus follows the athlete to each new screen, but not on arrival (no keyboard popping up unasked).
  const [moved, setMoved] = useState(false);
  const { save, saving } = useFlowSave({ signedIn, messages: config.messages });
  const screen = clampScreen(savedScreen, questions.length);
  const edit = (change: Partial<TrainingLikeDraft>) => setDraft((current) => ({ ...current, ...change }));

  function go(next: QuestionFlowScreen) {
    setScreen(next);
    setMoved(true);
  }

  function back() {
    const previous = previousScreen(screen, questions.length);
    if (previous) go(previous);
    else onLeave();
  }

  function forward() {
    const next = nextScreen(screen, questions.length);
    if (next) return go(next);
    const content = buildTrainingLikeContent(draft, questions);
    save({ type: config.type, day: flowDay.day.selectedDate, content }, pathAfterSave(config.afterSave, flowDay));
  }

  const question = screen.step === 0 ? questions[screen.question] : undefined;
  return (
    <FlowFrame
      title={config.title}
      displayDate={flowDay.day.displayDate}
      busy={saving}
      onBack={back}
      primary={{
        label: screen.step === 2 ? 'DONE' : 'NEXT',
        disabled: !mayContinue(screen, draft.rating, config.ratingRequired),
        onClick: forward,
      }}
    >
      {screen.step === 0 && question && (
        <QuestionStep
          question={question}
          index={screen.question}
          count={questions.length}
          answer={draft.answers[question.id] ?? ''}
          onAnswer={(answer) =>
            setDraft((current) => ({ ...current, answers: { ...current.answers, [question.id]: answer } }))
          }
          timeOfDay={draft.timeOfDay}
          onTimeOfDay={(timeOfDay) => edit({ timeOfDay })}
          autoFocus={moved}
        />
      )}
      {screen.step === 1 && (
        <RatingPicker
          title={config.ratingTitle}
          value={draft.rating}
          onChange={(rating) => edit({ rating })}
          required={config.ratingRequired}
          autoFocus={moved}
        />
      )}
      {screen.step === 2 && <NotesStep value={draft.notes} onChange={(notes) => edit({ notes })} autoFocus={moved} />}
    </FlowFrame>
  );
}
