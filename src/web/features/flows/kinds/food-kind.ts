import type { FoodDraft } from '../../../../domain/flow-content';
import type { FlowScreen } from '../engine/flow-field';
import { timeOfDayField } from './common-fields';

/**
 * The Food flow's one screen: the meal tabs over the time of day and the food eaten (both required), and for Dinner
 * how the athlete feels about what they ate today.
 */
export function foodKindScreen(draft: FoodDraft, change: (patch: Partial<FoodDraft>) => void): FlowScreen {
  return {
    key: 'food',
    fields: [
      {
        kind: 'meal',
        path: 'mealType',
        value: draft.mealType,
        set: (mealType) => change({ mealType }),
        fields: [
          timeOfDayField(draft, change, true),
          {
            kind: 'text',
            lines: 'many',
            path: 'foodItems',
            label: 'TYPE ANY FOOD OR VITAMINS',
            hint: 'One item per line.',
            placeholder: 'e.g. Oatmeal\nBanana\nVitamin D',
            required: true,
            value: draft.foodItems,
            set: (foodItems) => change({ foodItems }),
          },
          ...(draft.mealType === 'Dinner'
            ? [
                {
                  kind: 'text',
                  lines: 'many',
                  path: 'feelingNotes',
                  label: 'How do you feel about what you ate today?',
                  value: draft.feelingNotes,
                  set: (feelingNotes: string) => change({ feelingNotes }),
                } as const,
              ]
            : []),
        ],
      },
    ],
  };
}
