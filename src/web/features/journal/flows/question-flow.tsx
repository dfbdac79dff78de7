import { useState } from 'react';
import type { TrainingLikeContent } from '../../../../domain/entry-content';
import { questionsForEdit, trainingLikeDraftFromContent } from '../../../../domain/entry-edit';
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
import { DraftOffer } from './draft-offer';
import type { FlowEdit, QuestionFlowConfig } from './flow-config';
import { pathAfterSave, type FlowDay } from './flow-day';
import { FlowFrame } from './flow-frame';
import { NotesStep } from './notes-step';
import { QuestionStep } from './question-step';
import { RatingPicker } from './rating-picker';
import { SetStatus, setStatus } from './set-status';
import { useFlowDraft } from './use-flow-draft';
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
  /** The signed-in athlete, whose drafts these are; null when nobody is signed in. */
  userId: string | null;
  /** The saved entry this flow edits; absent for a new entry. */
  edit?: FlowEdit;
}

/**
 * The Training, Rehab and Lift flows: the questions one at a time, the rating, then notes and DONE. A new entry asks
 * the enabled questions; an edit opens filled in, and also asks every question the entry answered.
 */
export function QuestionFlow({ set, ...props }: FlowProps & { set: QuestionSetQuery }) {
  const leave = useLeaveFlow(props.flowDay.day, props.edit?.exitTo);
  const saved = props.edit?.entry.content as TrainingLikeContent | undefined;
  const items = set.data?.items ?? [];
  const questions = saved ? questionsForEdit(items, saved, props.config.setName) : enabledQuestions(items);
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
  userId,
  edit,
  questions,
  onLeave,
}: FlowProps & { questions: readonly AskedItem[]; onLeave: () => void }) {
  const day = flowDay.day.selectedDate;
  const kept = useFlowDraft(
    'question',
    { owner: userId, flow: config.setName, day, entryId: edit?.entry.id ?? null },
    () => ({
      draft: edit ? trainingLikeDraftFromContent(edit.entry.content as TrainingLikeContent) : EMPTY_DRAFT,
      step: FIRST_SCREEN,
    }),
  );
  const { draft, step: savedScreen } = kept.state;
  // Focus follows the athlete to each new screen, but not on arrival (no keyboard popping up unasked).
  const [moved, setMoved] = useState(false);
  const { save, saving } = useFlowSave({
    signedIn: userId !== null,
    messages: config.messages,
    edit,
    onSaved: kept.forget,
  });
  const screen = clampScreen(savedScreen, questions.length);
  const change = (patch: Partial<TrainingLikeDraft>) =>
    kept.update((current) => ({ ...current, draft: { ...current.draft, ...patch } }));

  function go(next: QuestionFlowScreen) {
    kept.update((current) => ({ ...current, step: next }));
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
    save({ type: config.type, day, content }, edit?.exitTo ?? pathAfterSave(config.afterSave, flowDay));
  }

  const question = screen.step === 0 ? questions[screen.question] : undefined;
  return (
    <>
      <DraftOffer savedAt={kept.offer} onContinue={kept.continueDraft} onDiscard={kept.discardDraft} />
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
            onAnswer={(answer) => change({ answers: { ...draft.answers, [question.id]: answer } })}
            timeOfDay={draft.timeOfDay}
            onTimeOfDay={(timeOfDay) => change({ timeOfDay })}
            autoFocus={moved}
          />
        )}
        {screen.step === 1 && (
          <RatingPicker
            title={config.ratingTitle}
            value={draft.rating}
            onChange={(rating) => change({ rating })}
            required={config.ratingRequired}
            autoFocus={moved}
          />
        )}
        {screen.step === 2 && (
          <NotesStep value={draft.notes} onChange={(notes) => change({ notes })} autoFocus={moved} />
        )}
      </FlowFrame>
    </>
  );
}
