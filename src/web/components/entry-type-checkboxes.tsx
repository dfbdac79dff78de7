import { useId } from 'react';
import { ENTRY_TYPES, entryTypeLabel, type EntryType } from '../../domain/entry-types';
import { FieldError } from './ui/form-error';

/** A box and its label, 44 px tall so a finger finds it. */
export const CHOICE_CLASS = 'flex min-h-11 items-center gap-3 text-base text-ink';
export const CHECKBOX_CLASS = 'h-5 w-5 shrink-0 accent-brand';

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
        <label key={type} className={CHOICE_CLASS}>
          <input
            type="checkbox"
            name="types"
            className={CHECKBOX_CLASS}
            checked={chosen.includes(type)}
            onChange={() => toggle(type)}
          />
          {entryTypeLabel(type)}
        </label>
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
