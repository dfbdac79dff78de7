import { useState } from 'react';
import { trainingLikeDraftFromContent } from '../../../domain/entry-edit';
import {
  buildTrainingLikeContent,
  clampScreen,
  FIRST_SCREEN,
  mayContinue,
  nextScreen,
  previousScreen,
  onePageScreens,
  questionFlowErrors,
  type AskedItem,
  type QuestionFlowScreen,
  type TrainingLikeDraft,
} from '../../../domain/flow-content';
import { NO_EFFORT } from '../../../domain/load';
import { readStepByStep } from '../../lib/step-by-step-preference';
import { EntryFlow } from './engine/entry-flow';
import { saveWords } from './flow-config';
import { pathAfterSave, startingTimeOfDay } from './flow-day';
import { questionKindScreen } from './kinds/question-kind';
import type { FlowProps } from './question-flow';
import { useEntryDraft } from './use-entry-draft';

const EMPTY_DRAFT: TrainingLikeDraft = { timeOfDay: '', answers: {}, rating: null, ...NO_EFFORT, notes: '' };

/**
 * A Training, Rehab or Lift flow over its draft: on one page with one DONE (the rating and effort first), or, with "Ask
 * one question at a time" on, one screen at a time (NEXT, BACK, Skip on the effort). An edit is always one page.
 */
export function QuestionFlowSteps({
  config,
  flowDay,
  userId,
  edit,
  questions,
  onLeave,
}: FlowProps & { questions: readonly AskedItem[]; onLeave: () => void }) {
  const day = flowDay.day.selectedDate;
  const kept = useEntryDraft('question', { owner: userId, flow: config.setName, day, entry: edit?.entry }, () => ({
    draft: edit
      ? trainingLikeDraftFromContent(edit.entry.content)
      : { ...EMPTY_DRAFT, timeOfDay: startingTimeOfDay(day) },
    step: FIRST_SCREEN,
  }));
  const { draft, step: savedScreen } = kept.state;
  // The athlete's choice in Settings, read once: a flow does not change shape while it is being written.
  const [onePage] = useState(() => edit !== undefined || !readStepByStep(userId));
  const screen = clampScreen(savedScreen, questions.length);
  const shown = onePage ? onePageScreens(questions.length) : [screen];
  const change = kept.change;
  const go = (next: QuestionFlowScreen) => kept.update((current) => ({ ...current, step: next }));
  const next = onePage ? null : nextScreen(screen, questions.length);

  function skip() {
    change(NO_EFFORT);
    if (next) go(next);
  }

  const context = { config, questions, draft, change, oneAtATime: onePage ? undefined : { onSkip: skip } };
  return (
    <EntryFlow
      title={config.title}
      displayDate={flowDay.day.displayDate}
      kept={kept}
      signedIn={userId !== null}
      screens={shown.map((each) => questionKindScreen(each, context))}
      check={() => questionFlowErrors(shown, draft, config.ratingRequired)}
      forward={{
        label: next ? 'Next' : 'Done',
        // Step by step, a required rating holds NEXT back; on one page DONE says what is missing instead.
        held: !onePage && !mayContinue(screen, draft.rating, config.ratingRequired),
      }}
      onForward={() => {
        if (next) return go(next);
        return {
          entry: { type: config.type, day, content: buildTrainingLikeContent(draft, questions) },
          base: edit?.entry ?? null,
          then: edit?.exitTo ?? pathAfterSave(day),
          words: saveWords(config.messages, edit !== undefined),
        };
      }}
      onBack={() => {
        const previous = onePage ? null : previousScreen(screen, questions.length);
        if (previous) go(previous);
        else onLeave();
      }}
      layout={onePage ? 'page' : 'step'}
    />
  );
}
