import { useInfiniteQuery } from '@tanstack/react-query';
import { currentAvailability, healthRecordOf } from '../../../domain/availability';
import { entryTypeLabel } from '../../../domain/entry-types';
import {
  buildHealthContent,
  EMPTY_HEALTH_DRAFT,
  healthDraftErrors,
  healthDraftOf,
  type HealthDraft,
} from '../../../domain/health-form';
import { historyQuery } from '../../entries/api/entries';
import { EntryFlow } from './engine/entry-flow';
import { saveWords, type FlowEdit, type SaveMessages } from './flow-config';
import { pathAfterSave, type FlowDay } from './flow-day';
import { FlowFrame } from './flow-frame';
import { healthKindScreen } from './kinds/health-kind';
import { useEntryDraft } from './use-entry-draft';
import { useLeaveFlow } from './use-leave-flow';
import { useSearchParams } from '../../lib/navigation';

const TITLE = entryTypeLabel('Health');

const MESSAGES: SaveMessages = {
  saved: 'Injury or illness entry saved!',
  updated: 'Injury or illness entry updated!',
  failed: 'Failed to save your entry. Your answers are still here: try again.',
  signedOut: 'You need to be signed in to save your entry',
};

/**
 * The Health flow (an injury or illness): one screen, saved on DONE. An edit opens filled in; `?update=last` (Today's
 * Update) starts a new entry from the latest one, once the Health history is read (from the server, or as this
 * device keeps it), without its notes.
 */
export function HealthFlow({
  flowDay,
  userId,
  edit,
}: {
  flowDay: FlowDay;
  userId: string | null;
  edit?: FlowEdit<'Health'>;
}) {
  const [search] = useSearchParams();
  const updating = !edit && search.get('update') === 'last';
  const history = useInfiniteQuery({ ...historyQuery('Health'), enabled: updating });
  const leave = useLeaveFlow(flowDay.day, edit?.exitTo);
  if (!updating) return <HealthForm flowDay={flowDay} userId={userId} edit={edit} from={null} />;
  const read = history.data !== undefined || history.isError || history.fetchStatus === 'paused';
  if (!read) {
    return (
      <FlowFrame title={TITLE} displayDate={flowDay.day.displayDate} onBack={leave}>
        {null}
      </FlowFrame>
    );
  }
  const records = (history.data?.pages[0]?.entries ?? []).flatMap((entry) => healthRecordOf(entry) ?? []);
  const latest = currentAvailability(records)?.latest ?? null;
  return <HealthForm flowDay={flowDay} userId={userId} from={latest && healthDraftOf(latest.content, false)} />;
}

function HealthForm({
  flowDay,
  userId,
  edit,
  from,
}: {
  flowDay: FlowDay;
  userId: string | null;
  edit?: FlowEdit<'Health'>;
  /** Where a new entry starts: the last one's choices (Update), or nothing. */
  from: HealthDraft | null;
}) {
  const day = flowDay.day.selectedDate;
  const kept = useEntryDraft('health', { owner: userId, flow: 'health', day, entry: edit?.entry }, () => ({
    draft: edit ? healthDraftOf(edit.entry.content) : (from ?? EMPTY_HEALTH_DRAFT),
    step: null,
  }));
  const draft = kept.state.draft;
  const leave = useLeaveFlow(flowDay.day, edit?.exitTo);

  return (
    <EntryFlow
      title={TITLE}
      displayDate={flowDay.day.displayDate}
      kept={kept}
      signedIn={userId !== null}
      screens={[healthKindScreen(draft, kept.change)]}
      check={() => healthDraftErrors(draft)}
      onForward={() => ({
        entry: { type: 'Health', day, content: buildHealthContent(draft) },
        base: edit?.entry ?? null,
        then: edit?.exitTo ?? pathAfterSave(day),
        words: saveWords(MESSAGES, edit !== undefined),
      })}
      onBack={leave}
    />
  );
}
