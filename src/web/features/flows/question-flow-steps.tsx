import { useState } from 'react';
import { trainingLikeDraftFromContent } from '../../../domain/entry-edit';
import {
  buildTrainingLikeContent,
  clampScreen,
  FIRST_SCREEN,
  mayContinue,
  nextScreen,
  previousScreen,
  questionFlowErrors,
  questionFlowScreens,
  type AskedItem,
  type QuestionFlowScreen,
  type TrainingLikeDraft,
} from '../../../domain/flow-content';
import { NO_EFFORT } from '../../../domain/load';
import { readOnePage } from '../../lib/one-page-preference';
import { EntryFlow } from './engine/entry-flow';
import { saveWords } from './flow-config';
import { pathAfterSave } from './flow-day';
import { questionKindScreen } from './kinds/question-kind';
import type { FlowProps } from './question-flow';
import { useEntryDraft } from './use-entry-draft';

const EMPTY_DRAFT: TrainingLikeDraft = { timeOfDay: '', answers: {}, rating: null, ...NO_EFFORT, notes: '' };

/**
 * A Training, Rehab or Lift flow over its draft: one screen at a time (NEXT, BACK, Skip on the effort), or, with the
 * one-page setting on, all at once with one DONE.
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
    draft: edit ? trainingLikeDraftFromContent(edit.entry.content) : EMPTY_DRAFT,
    step: FIRST_SCREEN,
  }));
  const { draft, step: savedScreen } = kept.state;
  // The athlete's choice in Settings, read once: a flow does not change shape while it is being written.
  const [onePage] = useState(() => readOnePage(userId));
  const screen = clampScreen(savedScreen, questions.length);
  const shown = onePage ? questionFlowScreens(questions.length) : [screen];
  const change = kept.change;
  const go = (next: QuestionFlowScreen) => kept.update((current) => ({ ...current, step: next }));
  const next = onePage ? null : nextScreen(screen, questions.length);

  function skip() {
    change(NO_EFFORT);
    if (next) go(next);
  }

  const context = { config, questions, draft, change, onSkip: onePage ? undefined : skip };
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
      spacing={onePage ? 'page' : 'step'}
    />
  );
}
