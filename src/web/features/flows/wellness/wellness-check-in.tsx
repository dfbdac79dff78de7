import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Day } from '../../../../domain/dates';
import { displayDay } from '../../../../domain/dates';
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
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { dayEntriesQuery } from '../../../entries/api/entries';
import { FlowFrame } from '../flow-frame';
import { TextAreaField } from '../text-area-field';
import { useCheckInSave } from './use-check-in-save';
import { WellnessItemField } from './wellness-item-field';

/**
 * The daily wellness check-in: the five items (all required), hours slept and notes (optional), DONE. A day that has
 * a check-in opens it to edit: there is one check-in a day.
 */
export function WellnessCheckIn({ day, today }: { day: Day; today: Day }) {
  const entries = useQuery(dayEntriesQuery(day));
  const existing = latestCheckIn(entries.data ?? [], day);
  // The athlete's own edits win; until the first, the form shows the day's check-in as stored (or nothing).
  const [edits, setEdits] = useState<WellnessDraft | null>(null);
  const draft = edits ?? (existing ? wellnessDraftOf(existing.content) : EMPTY_WELLNESS_DRAFT);
  const [triedToSave, setTriedToSave] = useState(false);
  const errors = triedToSave ? wellnessDraftErrors(draft) : {};
  const itemsErrorId = useId();
  const formRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const after = day === today ? paths.journal : paths.day(day);
  const { save, saving, failure } = useCheckInSave(existing, after);

  const edit = (change: Partial<WellnessDraft>) => setEdits({ ...draft, ...change });
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
    save(day, buildWellnessContent(draft));
  }

  return (
    <FlowFrame
      title={existing ? 'Edit your wellness check-in' : entryTypeLabel('Wellness')}
      displayDate={displayDay(day)}
      busy={saving}
      onBack={() => navigate(after)}
      primary={{ label: 'DONE', onClick: done }}
    >
      <div ref={formRef} className="flex flex-col gap-6">
        <p className="text-ink-soft">How do you feel today? 5 is the best on every question.</p>
        {WELLNESS_ITEMS.map((item) => (
          <WellnessItemField
            key={item.key}
            item={item}
            value={draft.items[item.key]}
            errorId={errors.items ? itemsErrorId : undefined}
            onChange={answer}
          />
        ))}
        {errors.items && (
          <p id={itemsErrorId} role="alert" className="font-semibold text-danger">
            {errors.items}
          </p>
        )}
        <TextField
          label="Hours slept (optional)"
          inputMode="decimal"
          placeholder="7.5"
          value={draft.sleepHours}
          onChange={(event) => edit({ sleepHours: event.target.value })}
          error={errors.sleepHours}
        />
        <TextAreaField label="Notes (optional)" value={draft.notes} onValueChange={(notes) => edit({ notes })} />
        <FormError message={failure ?? undefined} />
      </div>
    </FlowFrame>
  );
}
