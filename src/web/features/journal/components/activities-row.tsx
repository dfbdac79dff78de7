import { useId } from 'react';
import { Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { entryTypeLabel, entryTypeSlug, type EntryType } from '../../../../domain/entry-types';
import { entryCountText } from '../../../../domain/labels';
import { paths } from '../../../config/paths';

/** One type of activity on the day: its name, how many entries, the link to its history, and delete when it has any. */
export function ActivitiesRow({
  type,
  count,
  busy,
  onDelete,
}: {
  type: EntryType;
  /** The day's entries of this type; null while unknown (loading, or offline with the day not on the device). */
  count: number | null;
  busy: boolean;
  onDelete: (type: EntryType) => void;
}) {
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      className="flex min-h-16 items-center gap-3 rounded-card border border-line bg-surface px-4 py-3 shadow-sm"
    >
      <div className="flex min-w-0 flex-1 flex-col">
        <h2 id={headingId} className="text-lg font-bold text-ink">
          {entryTypeLabel(type)}
        </h2>
        {count !== null && <p className="text-sm text-ink-soft">{entryCountText(count, type)}</p>}
        <Link
          to={paths.typeHistory(entryTypeSlug(type))}
          className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-brand hover:underline"
        >
          see journal <span aria-hidden>→</span>
          <span className="sr-only"> for {entryTypeLabel(type)}</span>
        </Link>
      </div>
      {count !== null && count > 0 && (
        <button
          type="button"
          aria-label={`Delete the ${type} entries of this day`}
          onClick={() => onDelete(type)}
          disabled={busy}
          className="rounded-full p-3 text-danger hover:bg-danger-soft disabled:opacity-50"
        >
          <Trash2 aria-hidden size={22} />
        </button>
      )}
    </li>
  );
}
