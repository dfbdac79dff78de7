import { entryTypeSlug, type EntryType } from '../../../../domain/entry-types';
import { paths } from '../../../config/paths';
import { Link } from 'wouter';

/** From one of Today's cards to the journal of its kind. */
export function SeeJournalLink({ type }: { type: EntryType }) {
  return (
    <Link
      to={paths.typeHistory(entryTypeSlug(type))}
      className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand underline-offset-4 hover:underline"
    >
      see journal<span className="sr-only"> for {type}</span>
    </Link>
  );
}
