import { ENTRY_TYPES, entryTypeLabel, type EntryType } from '../../../../domain/entry-types';

const OPTIONS = [null, ...ENTRY_TYPES] as const;

const chip =
  'min-h-11 shrink-0 rounded-full border px-4 text-sm font-semibold transition-colors aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white';

/** All, or one kind of entry, named as every screen names it: toggle buttons, exactly one pressed. */
export function HistoryTypeFilter({
  value,
  onChange,
}: {
  value: EntryType | null;
  onChange: (type: EntryType | null) => void;
}) {
  return (
    <div role="group" aria-label="Filter by type" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
      {OPTIONS.map((type) => (
        <button
          key={type ?? 'All'}
          type="button"
          aria-pressed={value === type}
          onClick={() => onChange(type)}
          className={`${chip} border-line bg-surface text-ink hover:bg-canvas`}
        >
          {type === null ? 'All' : entryTypeLabel(type)}
        </button>
      ))}
    </div>
  );
}
