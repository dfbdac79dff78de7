import { useId, useState } from 'react';
import { localDay } from '../../../../domain/dates';
import { ENTRY_TYPES, type EntryType } from '../../../../domain/entry-types';
import {
  DEFAULT_SHARE_EXPIRY_DAYS,
  defaultShareFrom,
  SHARE_EXPIRY_DAYS,
  type ShareExpiryDays,
} from '../../../../domain/share-links';
import { EntryTypeCheckboxes } from '../../../components/entry-type-checkboxes';
import { Choice } from '../../../components/ui/choice';
import { FormFooter } from '../../../components/ui/form-footer';
import { TextField } from '../../../components/ui/text-field';
import { useForm, type FieldErrors } from '../../../components/ui/use-form';
import { failureMessage } from '../../../lib/api';
import { useCreateShareLink } from '../api';

type Field = 'name' | 'displayName' | 'from' | 'to' | 'types';

/**
 * A new share link: its name, the athlete's name as the reader sees it, the days, the kinds of entries, whether
 * answers and notes show (off by default), and how long it lives. Calls back with the new link's token.
 */
export function CreateShareForm({
  lastDisplayName,
  onCreated,
}: {
  lastDisplayName: string;
  onCreated: (created: { name: string; token: string }) => void;
}) {
  const today = localDay(new Date());
  const [ongoing, setOngoing] = useState(false);
  const [types, setTypes] = useState<EntryType[]>([...ENTRY_TYPES]);
  const create = useCreateShareLink();
  const expiryId = useId();
  const days = (form: FormData) => ({
    from: String(form.get('from') ?? ''),
    to: ongoing ? null : String(form.get('to') ?? ''),
  });
  const names = (form: FormData) => ({
    name: String(form.get('name') ?? '').trim(),
    displayName: String(form.get('displayName') ?? '').trim(),
  });
  const { formProps, errors, busy } = useForm<Field>({
    check: (form) => {
      const { name, displayName } = names(form);
      const { from, to } = days(form);
      const found: FieldErrors<Field> = {};
      if (!name) found.name = 'Give the link a name, like "Coach Sam"';
      if (!displayName) found.displayName = 'Give the name they will see';
      if (!from) found.from = 'Choose the first day';
      if (to !== null && !to) found.to = 'Choose the last day, or keep showing new entries';
      else if (to !== null && from && to < from) found.to = 'The last day cannot be before the first';
      if (types.length === 0) found.types = 'Choose at least one kind of entry';
      return Object.keys(found).length > 0 ? found : null;
    },
    send: async (form) => {
      const { name, displayName } = names(form);
      const { token } = await create.mutateAsync({
        name,
        displayName,
        ...days(form),
        types,
        includeNotes: form.get('includeNotes') === 'on',
        expiresInDays: Number(form.get('expiresInDays')) as ShareExpiryDays,
      });
      onCreated({ name, token });
    },
    failed: (error) => ({
      form: failureMessage(
        error,
        'Could not create the link.',
        'Could not reach the server. Creating a link needs a connection.',
      ),
    }),
  });

  return (
    <form {...formProps} className="flex flex-col gap-4" noValidate>
      <TextField label="Name of the link" name="name" placeholder="e.g. Coach Sam" maxLength={60} error={errors.name} />
      <TextField
        label="Your name, as they will see it"
        name="displayName"
        defaultValue={lastDisplayName}
        maxLength={60}
        autoComplete="name"
        error={errors.displayName}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="From" name="from" type="date" defaultValue={defaultShareFrom(today)} error={errors.from} />
        <TextField label="To" name="to" type="date" defaultValue={today} disabled={ongoing} error={errors.to} />
      </div>
      <Choice type="checkbox" checked={ongoing} onChange={(event) => setOngoing(event.target.checked)}>
        Keep showing new entries (no last day)
      </Choice>
      <EntryTypeCheckboxes legend="Kinds of entries" chosen={types} onChange={setTypes} error={errors.types} />
      <Choice type="checkbox" name="includeNotes">
        Include answers and notes
      </Choice>
      <p className="-mt-3 text-sm text-ink-soft">
        Without them, the link shows ratings, effort, minutes, load, the game plan check, the match record and wellness
        items only.
      </p>
      <fieldset className="flex flex-col">
        <legend id={expiryId} className="text-sm font-semibold text-ink-soft">
          The link stops working after
        </legend>
        <div className="flex gap-4">
          {SHARE_EXPIRY_DAYS.map((days) => (
            <Choice
              key={days}
              type="radio"
              name="expiresInDays"
              value={days}
              defaultChecked={days === DEFAULT_SHARE_EXPIRY_DAYS}
            >
              {days} days
            </Choice>
          ))}
        </div>
      </fieldset>
      <FormFooter error={errors.form} busy={busy} label="Create Link" busyLabel="Creating..." />
    </form>
  );
}
