import { useRef, useState } from 'react';
import { foodDraftFromContent } from '../../../domain/entry-edit';
import { buildFoodContent, validateFoodDraft, type FoodDraft } from '../../../domain/flow-content';
import { DraftOffer } from './draft-offer';
import { foodMessages, saveWords, type FlowEdit } from './flow-config';
import { pathAfterSave, type FlowDay } from './flow-day';
import { FlowFrame } from './flow-frame';
import { MealTabs } from './meal-tabs';
import { TextAreaField } from './text-area-field';
import { TimeOfDayField } from './time-of-day-field';
import { useEntryDraft } from './use-entry-draft';
import { useEntrySave } from './use-entry-save';
import { useLeaveFlow } from './use-leave-flow';

const EMPTY_DRAFT: FoodDraft = { mealType: 'Breakfast', timeOfDay: '', foodItems: '', feelingNotes: '' };

/**
 * The Food flow: meal tabs, the time of day and the food eaten (both required), and for Dinner how the athlete
 * feels about what they ate today. Problems show under their fields once DONE was pressed, and clear as they are
 * fixed. An edit opens filled in.
 */
export function FoodFlow({
  flowDay,
  userId,
  edit,
}: {
  flowDay: FlowDay;
  userId: string | null;
  edit?: FlowEdit<'Food'>;
}) {
  const day = flowDay.day.selectedDate;
  const kept = useEntryDraft(
    'food',
    { owner: userId, flow: 'food', day, entryId: edit?.entry.id ?? null, version: edit?.entry.version ?? null },
    () => ({
      draft: edit ? foodDraftFromContent(edit.entry.content) : EMPTY_DRAFT,
      step: null,
    }),
  );
  const draft = kept.state.draft;
  const [triedToSave, setTriedToSave] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  const leave = useLeaveFlow(flowDay.day, edit?.exitTo);
  const fields = ['timeOfDay', 'foodItems', ...(draft.mealType === 'Dinner' ? ['feelingNotes'] : [])];
  const { save, saving, failure, fieldErrors } = useEntrySave({ signedIn: userId !== null, draft: kept, fields });
  // The form's own checks first; a field they pass may still be refused by the server.
  const errors = { ...fieldErrors, ...(triedToSave ? validateFoodDraft(draft) : {}) };
  const change = (patch: Partial<FoodDraft>) =>
    kept.update((current) => ({ ...current, draft: { ...current.draft, ...patch } }));

  function done() {
    setTriedToSave(true);
    if (Object.keys(validateFoodDraft(draft)).length > 0) {
      // Take the athlete to the first field that needs them (after the errors have rendered).
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    save({
      entry: { type: 'Food', day, content: buildFoodContent(draft) },
      base: edit?.entry ?? null,
      then: edit?.exitTo ?? pathAfterSave('day', flowDay),
      words: saveWords(foodMessages(draft.mealType), edit !== undefined),
    });
  }

  return (
    <>
      <DraftOffer savedAt={kept.offer} onContinue={kept.continueDraft} onDiscard={kept.discardDraft} />
      <FlowFrame
        title="Food Journal"
        displayDate={flowDay.day.displayDate}
        busy={saving}
        failure={failure}
        onBack={leave}
        primary={{ label: 'DONE', onClick: done }}
      >
        <div ref={formRef} className="flex flex-col gap-4">
          <MealTabs value={draft.mealType} onChange={(mealType) => change({ mealType })}>
            <TimeOfDayField
              value={draft.timeOfDay}
              onChange={(timeOfDay) => change({ timeOfDay })}
              required
              error={errors.timeOfDay}
            />
            <TextAreaField
              label="TYPE ANY FOOD OR VITAMINS"
              hint="One item per line."
              value={draft.foodItems}
              onValueChange={(foodItems) => change({ foodItems })}
              placeholder={'Oatmeal\nBanana\nVitamin D'}
              aria-required
              error={errors.foodItems}
            />
            {draft.mealType === 'Dinner' && (
              <TextAreaField
                label="How do you feel about what you ate today?"
                value={draft.feelingNotes}
                onValueChange={(feelingNotes) => change({ feelingNotes })}
                error={errors.feelingNotes}
              />
            )}
          </MealTabs>
          {errors.form && (
            <p role="alert" className="font-semibold text-danger">
              {errors.form}
            </p>
          )}
        </div>
      </FlowFrame>
    </>
  );
}
