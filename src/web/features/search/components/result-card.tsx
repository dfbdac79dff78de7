import { Link } from 'wouter';
import { displayDayWithYear } from '../../../../domain/dates';
import { entryTypeLabel } from '../../../../domain/entry-types';
import type { SearchResult } from '../../../../domain/search/search-entries';
import { paths } from '../../../config/paths';
import { EntryComments } from '../../../entries/components/entry-comments';
import { MarkedText } from './marked-text';

/**
 * One found entry: its day and type (a game's match record under them), and the matching text with the match marked; it opens that day's view. Its
 * comments follow, folded, as under the journal's cards.
 */
export function ResultCard({ result }: { result: SearchResult }) {
  return (
    <div className="rounded-card bg-surface px-4 pt-1 pb-1 shadow-sm">
      <ResultLink result={result} />
      <EntryComments entry={result} />
    </div>
  );
}

function ResultLink({ result }: { result: SearchResult }) {
  const { snippet } = result;
  return (
    <Link to={paths.day(result.day)} className="-mx-4 flex flex-col gap-1.5 rounded-card px-4 py-3 hover:bg-canvas">
      <span className="text-sm font-semibold text-ink-soft">
        <time dateTime={result.day}>{displayDayWithYear(result.day)}</time> · {entryTypeLabel(result.type)}
      </span>
      {result.matchLine && <span className="text-sm font-semibold text-ink">{result.matchLine}</span>}
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
