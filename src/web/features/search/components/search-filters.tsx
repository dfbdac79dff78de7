import { useId } from 'react';
import { ENTRY_TYPES, entryTypeLabel, isEntryType } from '../../../../domain/entry-types';
import { TextField } from '../../../components/ui/text-field';
import { dateRangeProblem, type SearchState } from '../search-state';

const control =
  'min-h-12 rounded-xl border border-field-line bg-surface px-3 text-base text-ink focus:border-brand aria-invalid:border-danger';

/** What a search is narrowed to: an entry type (all by default) and days from and to, inclusive. */
export function SearchFilters({ state, onChange }: { state: SearchState; onChange: (next: SearchState) => void }) {
  const typeId = useId();
  const problem = dateRangeProblem(state);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">Filters</legend>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={typeId} className="text-sm font-semibold text-ink-soft">
          Entry type
        </label>
        <select
          id={typeId}
          value={state.type ?? ''}
          onChange={(event) =>
            onChange({ ...state, type: isEntryType(event.target.value) ? event.target.value : null })
          }
          className={control}
        >
          <option value="">All types</option>
          {ENTRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {entryTypeLabel(type)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="From"
          type="date"
          value={state.from ?? ''}
          max={state.to ?? undefined}
          onChange={(event) => onChange({ ...state, from: event.target.value || null })}
        />
        <TextField
          label="To"
          type="date"
          value={state.to ?? ''}
          min={state.from ?? undefined}
          error={problem ?? undefined}
          onChange={(event) => onChange({ ...state, to: event.target.value || null })}
        />
      </div>
    </fieldset>
  );
}
