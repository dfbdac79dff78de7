import { foodDraftFromContent } from '../../../domain/entry-edit';
import { buildFoodContent, validateFoodDraft, type FoodDraft } from '../../../domain/flow-content';
import { EntryFlow } from './engine/entry-flow';
import { foodMessages, saveWords, type FlowEdit } from './flow-config';
import { pathAfterSave, startingTimeOfDay, type FlowDay } from './flow-day';
import { foodKindScreen } from './kinds/food-kind';
import { useEntryDraft } from './use-entry-draft';
import { useLeaveFlow } from './use-leave-flow';

const EMPTY_DRAFT: FoodDraft = { mealType: 'Breakfast', timeOfDay: '', foodItems: '', feelingNotes: '' };

/**
 * The Food flow: meal tabs, the time of day and the food eaten (both required), and for Dinner how the athlete
 * feels about what they ate today. An edit opens filled in.
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
  const kept = useEntryDraft('food', { owner: userId, flow: 'food', day, entry: edit?.entry }, () => ({
    draft: edit ? foodDraftFromContent(edit.entry.content) : { ...EMPTY_DRAFT, timeOfDay: startingTimeOfDay(day) },
    step: null,
  }));
  const draft = kept.state.draft;
  const leave = useLeaveFlow(flowDay.day, edit?.exitTo);
  const change = kept.change;

  return (
    <EntryFlow
      title="Food Journal"
      displayDate={flowDay.day.displayDate}
      kept={kept}
      signedIn={userId !== null}
      screens={[foodKindScreen(draft, change)]}
      check={() => validateFoodDraft(draft)}
      onForward={() => ({
        entry: { type: 'Food', day, content: buildFoodContent(draft) },
        base: edit?.entry ?? null,
        then: edit?.exitTo ?? pathAfterSave(day),
        words: saveWords(foodMessages(draft.mealType), edit !== undefined),
      })}
      onBack={leave}
    />
  );
}
