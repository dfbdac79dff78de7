import { useRef, useState } from 'react';
import { buildFoodContent, validateFoodDraft, type FoodDraft } from '../../../../domain/flow-content';
import { foodMessages } from './flow-config';
import { pathAfterSave, type FlowDay } from './flow-day';
import { FlowFrame } from './flow-frame';
import { MealTabs } from './meal-tabs';
import { TextAreaField } from './text-area-field';
import { TimeOfDayField } from './time-of-day-field';
import { useFlowSave } from './use-flow-save';
import { useLeaveFlow } from './use-leave-flow';

const EMPTY_DRAFT: FoodDraft = { mealType: 'Breakfast', timeOfDay: '', foodItems: '', feelingNotes: '' };

/**
 * The Food flow: meal tabs, the time of day and the food eaten (both required), and for Dinner how the athlete
 * feels about what they ate today. Problems show under their fields once DONE was pressed, and clear as they are
 * fixed.
 */
export function FoodFlow({ flowDay, signedIn }: { flowDay: FlowDay; signedIn: boolean }) {
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [triedToSave, setTriedToSave] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  const leave = useLeaveFlow(flowDay.day);
  const { save, saving } = useFlowSave({ signedIn, messages: foodMessages(draft.mealType) });
  const errors = triedToSave ? validateFoodDraft(draft) : {};
  const edit = (change: Partial<FoodDraft>) => setDraft((current) => ({ ...current, ...change }));

  function done() {
    setTriedToSave(true);
    if (Object.keys(validateFoodDraft(draft)).length > 0) {
      // Take the athlete to the first field that needs them (after the errors have rendered).
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    save(
      { type: 'Food', day: flowDay.day.selectedDate, content: buildFoodContent(draft) },
      pathAfterSave('day', flowDay),
    );
  }

  return (
    <FlowFrame
      title="FOOD JOURNAL"
      displayDate={flowDay.day.displayDate}
      busy={saving}
      onBack={leave}
      primary={{ label: 'DONE', onClick: done }}
    >
      <div ref={formRef} className="flex flex-col gap-4">
        <MealTabs value={draft.mealType} onChange={(mealType) => edit({ mealType })}>
          <TimeOfDayField
            value={draft.timeOfDay}
            onChange={(timeOfDay) => edit({ timeOfDay })}
            required
            error={errors.timeOfDay}
          />
          <TextAreaField
            label="TYPE ANY FOOD OR VITAMINS"
            hint="One item per line."
            value={draft.foodItems}
            onValueChange={(foodItems) => edit({ foodItems })}
            placeholder={'Oatmeal\nBanana\nVitamin D'}
            aria-required
            error={errors.foodItems}
          />
          {draft.mealType === 'Dinner' && (
            <TextAreaField
              label="How do you feel about what you ate today?"
              value={draft.feelingNotes}
              onValueChange={(feelingNotes) => edit({ feelingNotes })}
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
  );
}
