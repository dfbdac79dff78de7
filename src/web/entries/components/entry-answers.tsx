import { entryAnswerRows } from '../../../domain/labels';
import type { JournalEntry } from '../../../domain/entry-content';
import { useGameQuestions } from '../hooks/game-questions';

/**
 * Every non-blank answer of an entry, labelled as the specification says (section 3): a Game's by the questions
 * asked, in the athlete's own words where the app knows them.
 */
export function EntryAnswers({ entry }: { entry: Pick<JournalEntry, 'type' | 'content'> }) {
  const rows = entryAnswerRows(entry.type, entry.content, useGameQuestions());
  if (rows.length === 0) return <p className="text-sm text-muted">No answers recorded.</p>;
  return (
    <dl className="flex flex-col gap-3">
      {rows.map((row, index) => (
        <div key={`${row.label}-${index}`}>
          <dt className="text-sm font-semibold text-ink-soft">{row.label}</dt>
          <dd className="whitespace-pre-wrap break-words text-ink">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
