import { useId } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Bandage } from 'lucide-react';
import { Link } from 'wouter';
import { availabilityLine, currentAvailability, healthRecordOf } from '../../../../domain/availability';
import { paths } from '../../../config/paths';
import { historyQuery } from '../../../entries/api/entries';

/**
 * The top of Today while the athlete is not Available: "Modified · hamstring (left) · since November 24", from their
 * latest injury or illness entries (the Health history's first page, as the server or this device holds it), with
 * Update: a new entry started from the last one. Nothing while Available, or before a Health entry exists.
 */
export function TodayAvailability() {
  const titleId = useId();
  const history = useInfiniteQuery(historyQuery('Health'));
  const records = (history.data?.pages[0]?.entries ?? []).flatMap((entry) => healthRecordOf(entry) ?? []);
  const line = availabilityLine(currentAvailability(records));
  if (line === null) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="flex items-center gap-3 rounded-card border border-line bg-surface p-4 shadow-sm"
    >
      <Bandage aria-hidden size={24} className="shrink-0 text-brand" />
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="text-sm font-semibold text-ink-soft">
          Availability
        </h2>
        <p className="font-bold text-ink">{line}</p>
      </div>
      <Link
        to={paths.healthUpdate}
        className="-my-2 inline-flex min-h-11 shrink-0 items-center rounded-lg px-2 text-sm font-semibold text-brand hover:underline"
      >
        Update<span className="sr-only"> your availability</span>
      </Link>
    </section>
  );
}
