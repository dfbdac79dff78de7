import type { WellnessDraft } from '../../../../domain/wellness-form';
import type { FlowScreen } from '../engine/flow-field';

/** The check-in's one screen: the five items (all required), hours slept and notes (optional). */
export function wellnessKindScreen(draft: WellnessDraft, change: (patch: Partial<WellnessDraft>) => void): FlowScreen {
  return {
    key: 'wellness',
    fields: [
      { kind: 'message', tone: 'lead', text: 'How do you feel today? 5 is the best on every question.' },
      { kind: 'wellness-items', path: 'items', value: draft.items, set: (items) => change({ items: { ...items } }) },
      {
        kind: 'hours',
        path: 'sleepHours',
        label: 'Hours slept (optional)',
        value: draft.sleepHours,
        set: (sleepHours) => change({ sleepHours }),
      },
      {
        kind: 'text',
        lines: 'many',
        path: 'notes',
        label: 'Notes (optional)',
        value: draft.notes,
        set: (notes) => change({ notes }),
      },
    ],
  };
}
