import { useId } from 'react';
import { ENTRY_TYPES, entryTypeLabel, type EntryType } from '../../domain/entry-types';
import { Choice } from './ui/choice';
import { FieldError } from './ui/form-error';

/** Which kinds of entries to include: a checkbox each, in the screens' order, with the group's error under it. */
export function EntryTypeCheckboxes({
  legend,
  chosen,
  onChange,
  error,
}: {
  legend: string;
  chosen: readonly EntryType[];
  onChange: (chosen: EntryType[]) => void;
  error?: string;
}) {
  const errorId = useId();
  const toggle = (type: EntryType) =>
    onChange(chosen.includes(type) ? chosen.filter((one) => one !== type) : [...chosen, type]);
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col">
      <legend className="text-sm font-semibold text-ink-soft">{legend}</legend>
      {ENTRY_TYPES.map((type) => (
        <Choice key={type} type="checkbox" name="types" checked={chosen.includes(type)} onChange={() => toggle(type)}>
          {entryTypeLabel(type)}
        </Choice>
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
