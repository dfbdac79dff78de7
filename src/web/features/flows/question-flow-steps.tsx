import { useRef, useState } from 'react';
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
import { focusFirstError } from '../../lib/focus-first-error';
import { readOnePage } from '../../lib/one-page-preference';
import { DraftOffer } from './draft-offer';
import { pathAfterSave } from './flow-day';
import { FlowFrame } from './flow-frame';
import type { FlowProps } from './question-flow';
import { saveWords } from './flow-config';
import { QuestionScreen, questionScreenFields } from './question-screen';
import { useEntryDraft } from './use-entry-draft';
import { useEntrySave } from './use-entry-save';

const EMPTY_DRAFT: TrainingLikeDraft = { timeOfDay: '', answers: {}, rating: null, ...NO_EFFORT, notes: '' };

/**
 * The screens of a Training, Rehab or Lift flow over its draft: one at a time (NEXT, BACK, Skip on the effort), or, with
 * the one-page setting on, all at once with one DONE. Each move on checks the screens shown; a problem is said under
 * its field and focus goes there.
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
  const kept = useEntryDraft(
    'question',
    { owner: userId, flow: config.setName, day, entryId: edit?.entry.id ?? null, version: edit?.entry.version ?? null },
    () => ({
      draft: edit ? trainingLikeDraftFromContent(edit.entry.content) : EMPTY_DRAFT,
      step: FIRST_SCREEN,
    }),
  );
  const { draft, step: savedScreen } = kept.state;
  // The athlete's choice in Settings, read once: a flow does not change shape while it is being written.
  const [onePage] = useState(() => readOnePage(userId));
  // Focus follows the athlete to each new screen, but not on arrival (no keyboard popping up unasked).
  const [moved, setMoved] = useState(false);
  // Problems show once the athlete has tried to move on, and then follow what they type.
  const [tried, setTried] = useState(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const screen = clampScreen(savedScreen, questions.length);
  const shown = onePage ? questionFlowScreens(questions.length) : [screen];
  const { save, saving, failure, fieldErrors } = useEntrySave({
    signedIn: userId !== null,
    draft: kept,
    fields: shown.flatMap((each) => questionScreenFields(each, questions)),
  });
  const errors = tried ? questionFlowErrors(shown, draft, config.ratingRequired) : {};
  const change = (patch: Partial<TrainingLikeDraft>) =>
    kept.update((current) => ({ ...current, draft: { ...current.draft, ...patch } }));

  function go(next: QuestionFlowScreen) {
    kept.update((current) => ({ ...current, step: next }));
    setMoved(true);
    setTried(false);
  }

  function back() {
    const previous = onePage ? null : previousScreen(screen, questions.length);
    if (previous) go(previous);
    else onLeave();
  }

  function forward() {
    if (Object.keys(questionFlowErrors(shown, draft, config.ratingRequired)).length > 0) {
      setTried(true);
      return focusFirstError(bodyRef.current);
    }
    const next = onePage ? null : nextScreen(screen, questions.length);
    if (next) return go(next);
    const content = buildTrainingLikeContent(draft, questions);
    save({
      entry: { type: config.type, day, content },
      base: edit?.entry ?? null,
      then: edit?.exitTo ?? pathAfterSave(config.afterSave, flowDay),
      words: saveWords(config.messages, edit !== undefined),
    });
  }

  function skip() {
    change(NO_EFFORT);
    const next = nextScreen(screen, questions.length);
    if (next) go(next);
  }

  const last = onePage || nextScreen(screen, questions.length) === null;
  return (
    <>
      <DraftOffer savedAt={kept.offer} onContinue={kept.continueDraft} onDiscard={kept.discardDraft} />
      <FlowFrame
        title={config.title}
        displayDate={flowDay.day.displayDate}
        busy={saving}
        failure={failure}
        onBack={back}
        primary={{
          label: last ? 'DONE' : 'NEXT',
          // Step by step, a required rating holds NEXT back; on one page DONE says what is missing instead.
          disabled: !onePage && !mayContinue(screen, draft.rating, config.ratingRequired),
          onClick: forward,
        }}
      >
        <div ref={bodyRef} className={`flex flex-col ${onePage ? 'gap-8' : 'gap-4'}`}>
          {shown.map((each) => (
            <QuestionScreen
              key={each.step === 'question' ? `question-${each.question}` : each.step}
              screen={each}
              questions={questions}
              draft={draft}
              onChange={change}
              errors={errors}
              refused={fieldErrors}
              ratingTitle={config.ratingTitle}
              ratingRequired={config.ratingRequired}
              onSkip={onePage ? undefined : skip}
              autoFocus={moved}
            />
          ))}
        </div>
      </FlowFrame>
    </>
  );
}
