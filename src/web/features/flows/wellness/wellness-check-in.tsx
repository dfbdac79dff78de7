import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Day } from '../../../../domain/dates';
import { displayDay } from '../../../../domain/dates';
import type { EntryOf } from '../../../../domain/entry-content';
import { entryTypeLabel } from '../../../../domain/entry-types';
import { latestCheckIn, WELLNESS_ITEMS, type WellnessItemKey } from '../../../../domain/wellness';
import {
  buildWellnessContent,
  EMPTY_WELLNESS_DRAFT,
  wellnessDraftErrors,
  wellnessDraftOf,
  type WellnessDraft,
} from '../../../../domain/wellness-form';
import { paths } from '../../../config/paths';
import { TextField } from '../../../components/ui/text-field';
import { dayEntriesQuery } from '../../../entries/api/entries';
import { CHANGED_ELSEWHERE_CHECK_IN, type SaveWords } from '../flow-config';
import { FlowFrame } from '../flow-frame';
import { TextAreaField } from '../text-area-field';
import { useEntryDraft } from '../use-entry-draft';
import { useEntrySave } from '../use-entry-save';
import { WellnessItemField } from './wellness-item-field';

const WORDS: SaveWords = {
  saved: 'Check-in saved!',
  failed: 'Failed to save your check-in. Your answers are still here: try again.',
  signedOut: 'You need to be signed in to save your check-in',
  conflict: CHANGED_ELSEWHERE_CHECK_IN,
};

/** The content paths the form shows a field for (see useEntrySave). */
const FIELDS = [...WELLNESS_ITEMS.map(({ key }) => key), 'sleepHours', 'notes'];

/**
 * The daily wellness check-in: the five items (all required), hours slept and notes (optional), DONE. A day that has
 * a check-in opens it to edit: there is one check-in a day. The form opens once the day's entries are read (from the
 * server, or as this device keeps them), so it opens on the check-in as stored.
 */
export function WellnessCheckIn({ day, today, userId }: { day: Day; today: Day; userId: string | null }) {
  const entries = useQuery(dayEntriesQuery(day));
  const navigate = useNavigate();
  const after = day === today ? paths.journal : paths.day(day);
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
  const kept = useEntryDraft(
    'wellness',
    { owner: null, flow: 'wellness', day, entryId: opened?.id ?? null, version: opened?.version ?? null },
    () => ({ draft: opened ? wellnessDraftOf(opened.content) : EMPTY_WELLNESS_DRAFT, step: null }),
  );
  const draft = kept.state.draft;
  const [triedToSave, setTriedToSave] = useState(false);
  const { save, saving, failure, fieldErrors } = useEntrySave({
    signedIn: userId !== null,
    draft: kept,
    fields: FIELDS,
  });
  const errors = triedToSave ? wellnessDraftErrors(draft) : {};
  const itemsError = errors.items ?? WELLNESS_ITEMS.map(({ key }) => fieldErrors[key]).find(Boolean);
  const itemsErrorId = useId();
  const formRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  const edit = (change: Partial<WellnessDraft>) =>
    kept.update((current) => ({ ...current, draft: { ...current.draft, ...change } }));
  const answer = (key: WellnessItemKey, value: number) => edit({ items: { ...draft.items, [key]: value } });

  function done() {
    setTriedToSave(true);
    const problems = wellnessDraftErrors(draft);
    if (Object.keys(problems).length > 0) {
      // To the first question still open, or the hours (after the errors have rendered).
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('fieldset[aria-describedby] input, [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    save({
      entry: { type: 'Wellness', day, content: buildWellnessContent(draft) },
      base: opened,
      then: after,
      words: WORDS,
    });
  }

  return (
    <FlowFrame
      title={opened ? 'Edit your wellness check-in' : entryTypeLabel('Wellness')}
      displayDate={displayDay(day)}
      busy={saving}
      onBack={() => navigate(after)}
      primary={{ label: 'DONE', onClick: done }}
      failure={failure}
    >
      <div ref={formRef} className="flex flex-col gap-6">
        <p className="text-ink-soft">How do you feel today? 5 is the best on every question.</p>
        {WELLNESS_ITEMS.map((item) => (
          <WellnessItemField
            key={item.key}
            item={item}
            value={draft.items[item.key]}
            errorId={itemsError ? itemsErrorId : undefined}
            onChange={answer}
          />
        ))}
        {itemsError && (
          <p id={itemsErrorId} role="alert" className="font-semibold text-danger">
            {itemsError}
          </p>
        )}
        <TextField
          label="Hours slept (optional)"
          inputMode="decimal"
          placeholder="7.5"
          value={draft.sleepHours}
          onChange={(event) => edit({ sleepHours: event.target.value })}
          error={errors.sleepHours ?? fieldErrors.sleepHours}
        />
        <TextAreaField
          label="Notes (optional)"
          value={draft.notes}
          onValueChange={(notes) => edit({ notes })}
          error={fieldErrors.notes}
        />
      </div>
    </FlowFrame>
  );
}
