import { useId } from 'react';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { entryTypeSlug, type EntryType } from '../../../../domain/entry-types';
import { paths } from '../../../app/paths';

/** One activity of the day: its name, the link to its history, and delete when the day has one. */
export function ActivitiesRow({
  label,
  type,
  hasEntry,
  busy,
  onDelete,
}: {
  label: string;
  type: EntryType;
  hasEntry: boolean;
  busy: boolean;
  onDelete: (type: EntryType) => void;
}) {
  const headingId = useId();
  const name = label.toLowerCase();
  return (
    <li
      aria-labelledby={headingId}
      className="flex min-h-16 items-center gap-3 rounded-card border border-line bg-surface px-4 py-3 shadow-sm"
    >
      <div className="flex min-w-0 flex-1 flex-col">
        <h2 id={headingId} className="text-lg font-extrabold tracking-widest text-ink">
          {label}
        </h2>
        <Link to={paths.typeHistory(entryTypeSlug(type))} className="text-sm font-semibold text-brand hover:underline">
          see journal <span aria-hidden>→</span>
          <span className="sr-only"> for {name}</span>
        </Link>
      </div>
      {hasEntry && (
        <button
          type="button"
          aria-label={`Delete ${name} activity`}
          onClick={() => onDelete(type)}
          disabled={busy}
          className="rounded-full p-2 text-danger hover:bg-danger-soft disabled:opacity-50"
        >
          <Trash2 aria-hidden size={22} />
        </button>
      )}
    </li>
  );
}
