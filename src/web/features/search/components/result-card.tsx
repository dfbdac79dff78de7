import { Link } from 'react-router';
import { displayDayWithYear } from '../../../../domain/dates';
import { entryTypeLabel } from '../../../../domain/entry-types';
import type { SearchResult } from '../../../../domain/search/search-entries';
import { paths } from '../../../config/paths';
import { MarkedText } from './marked-text';

/** One found entry: its day and type, and the matching text with the match marked; it opens that day's view. */
export function ResultCard({ result }: { result: SearchResult }) {
  const { snippet } = result;
  return (
    <Link
      to={paths.day(result.day)}
      className="flex flex-col gap-1.5 rounded-card bg-surface p-4 shadow-sm hover:bg-canvas"
    >
      <span className="text-sm font-semibold text-ink-soft">
        <time dateTime={result.day}>{displayDayWithYear(result.day)}</time> · {entryTypeLabel(result.type)}
      </span>
      {snippet && (
        <>
          <span className="text-sm font-semibold break-words text-ink-soft">
            <MarkedText text={snippet.label} marks={snippet.labelMarks} />
          </span>
          <span className="break-words whitespace-pre-wrap text-ink">
            <MarkedText text={snippet.text} marks={snippet.marks} />
          </span>
        </>
      )}
    </Link>
  );
}
