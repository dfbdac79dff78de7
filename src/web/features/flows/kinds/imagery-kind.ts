import type { AskedItem, ImageryDraft } from '../../../../domain/flow-content';
import type { FlowScreen } from '../engine/flow-field';
import { notesField, ratingField, timeOfDayField } from './common-fields';

/** The Imagery flow's one screen: the time of day, the prompts worked through, an optional rating and notes. */
export function imageryKindScreen(
  prompts: readonly AskedItem[],
  draft: ImageryDraft,
  change: (patch: Partial<ImageryDraft>) => void,
): FlowScreen {
  return {
    key: 'imagery',
    fields: [
      timeOfDayField(draft, change),
      {
        kind: 'prompts',
        path: 'prompts',
        prompts,
        value: draft.selectedPromptIds,
        set: (selectedPromptIds) => change({ selectedPromptIds }),
      },
      ratingField(draft, change, { title: "How'd your imagery session go?", required: false }),
      notesField(draft, change),
    ],
  };
}
