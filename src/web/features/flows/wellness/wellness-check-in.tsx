import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { Day } from '../../../../domain/dates';
import { displayDay } from '../../../../domain/dates';
import type { EntryOf } from '../../../../domain/entry-content';
import { entryTypeLabel } from '../../../../domain/entry-types';
import { latestCheckIn } from '../../../../domain/wellness';
import {
  buildWellnessContent,
  EMPTY_WELLNESS_DRAFT,
  wellnessDraftErrors,
  wellnessDraftOf,
} from '../../../../domain/wellness-form';
import { dayEntriesQuery } from '../../../entries/api/entries';
import { CHANGED_ELSEWHERE_CHECK_IN, type SaveWords } from '../flow-config';
import { EntryFlow } from '../engine/entry-flow';
import { pathAfterSave } from '../flow-day';
import { FlowFrame } from '../flow-frame';
import { wellnessKindScreen } from '../kinds/wellness-kind';
import { useEntryDraft } from '../use-entry-draft';

const WORDS: SaveWords = {
  saved: 'Check-in saved!',
  failed: 'Failed to save your check-in. Your answers are still here: try again.',
  signedOut: 'You need to be signed in to save your check-in',
  conflict: CHANGED_ELSEWHERE_CHECK_IN,
};

/**
 * The daily wellness check-in: the five items (all required), hours slept and notes (optional), DONE. A day that has
 * a check-in opens it to edit: there is one check-in a day. The form opens once the day's entries are read (from the
 * server, or as this device keeps them), so it opens on the check-in as stored.
 */
export function WellnessCheckIn({ day, today, userId }: { day: Day; today: Day; userId: string | null }) {
  const entries = useQuery(dayEntriesQuery(day));
  const [, navigate] = useLocation();
  const after = pathAfterSave(day, today);
  const read = entries.data !== undefined || entries.isError || entries.fetchStatus === 'paused';
  if (read) {
    const existing = latestCheckIn(entries.data ?? [], day);
    return <CheckInForm day={day} after={after} userId={userId} existing={existing} />;
  }
  return (
    <FlowFrame title={entryTypeLabel('Wellness')} displayDate={displayDay(day)} onBack={() => navigate(after)}>
      {null}
    </FlowFrame>
  );
}

function CheckInForm({
  day,
  after,
  userId,
  existing,
}: {
  day: Day;
  after: string;
  userId: string | null;
  existing: EntryOf<'Wellness'> | null;
}) {
  // The check-in the form opened on: saving a new one shows it in the day at once, but this form still saves anew.
  const [opened] = useState(existing);
  // The check-in keeps no draft on the device (no owner): it never has.
  const kept = useEntryDraft('wellness', { owner: null, flow: 'wellness', day, entry: opened }, () => ({
    draft: opened ? wellnessDraftOf(opened.content) : EMPTY_WELLNESS_DRAFT,
    step: null,
  }));
  const draft = kept.state.draft;
  const [, navigate] = useLocation();
  const change = kept.change;

  return (
    <EntryFlow
      title={opened ? 'Edit your wellness check-in' : entryTypeLabel('Wellness')}
      displayDate={displayDay(day)}
      kept={kept}
      signedIn={userId !== null}
      screens={[wellnessKindScreen(draft, change)]}
      check={() => wellnessDraftErrors(draft)}
      onForward={() => ({
        entry: { type: 'Wellness', day, content: buildWellnessContent(draft) },
        base: opened,
        then: after,
        words: WORDS,
      })}
      onBack={() => navigate(after)}
    />
  );
}
