import { useId, useState, type ChangeEvent } from 'react';
import { FormError } from '../../../components/ui/form-error';
import { ApiError, failureMessage } from '../../../lib/api';
import { FileTooLargeError, useImportData, type ImportSummary } from '../api/import-data';

const entries = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'entry' : 'entries'}`;

/**
 * "Imported 812 entries, 3 already here, 2 refused"; a file every entry of which was refused changed nothing (the
 * server takes no question set from it), and says so.
 */
export function summaryLine({ imported, alreadyHere, refusedCount }: ImportSummary): string {
  if (imported === 0 && alreadyHere === 0 && refusedCount > 0) {
    const refused = refusedCount.toLocaleString('en-US');
    return `None of the entries in this file could be imported (${refused} refused), so nothing was changed`;
  }
  return `Imported ${entries(imported)}, ${alreadyHere.toLocaleString('en-US')} already here, ${refusedCount.toLocaleString('en-US')} refused`;
}

/**
 * Why an import failed, for the athlete. A refusal (too large, not an export, one import at a time, five an hour)
 * wrote nothing; an import that failed on the way may have written some batches, which importing again completes.
 */
export function importErrorMessage(failure: unknown): string {
  if (failure instanceof FileTooLargeError) return `${failure.message} Nothing was imported.`;
  const message = failureMessage(failure, 'Could not import the file.');
  if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) {
    return `${message} Nothing was imported.`;
  }
  return `${message} If it stopped part-way, the entries imported so far are kept: import the same file again to finish (nothing is imported twice).`;
}

/** What an import did: the counts, the question sets it took, and why each refused entry was refused. */
function ImportResult({ summary }: { summary: ImportSummary }) {
  const unlisted = summary.refusedCount - summary.refused.length;
  return (
    <div role="status" className="flex flex-col gap-2 rounded-xl border border-line bg-canvas p-3 text-ink">
      <p className="font-semibold">{summaryLine(summary)}</p>
      {summary.questionSets.length > 0 && (
        <p className="text-sm">Question sets taken from the file: {summary.questionSets.join(', ')}.</p>
      )}
      {summary.refused.length > 0 && (
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
          {summary.refused.map((refusal) => (
            <li key={refusal.position}>
              Entry {refusal.position} ({refusal.entry}): {refusal.reason}
            </li>
          ))}
          {unlisted > 0 && <li>and {unlisted.toLocaleString('en-US')} more</li>}
        </ul>
      )}
    </div>
  );
}

/** Imports a Touchline export (this server's or another's) into the account; entries already here are kept. */
export function ImportData() {
  const importData = useImportData();
  const [error, setError] = useState<string>();
  const inputId = useId();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(undefined);
    importData.reset();
    importData.mutate(file, { onError: (failure) => setError(importErrorMessage(failure)) });
  }

  return (
    <div className="flex flex-col gap-3">
      <label
        htmlFor={inputId}
        className="inline-flex min-h-12 cursor-pointer items-center justify-center rounded-xl border border-line bg-surface px-5 text-base font-semibold text-ink hover:bg-canvas has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand"
      >
        {importData.isPending ? 'Importing...' : 'Import a Touchline Export'}
        <input
          id={inputId}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          disabled={importData.isPending}
          onChange={choose}
        />
      </label>
      <FormError message={error} />
      {importData.data && <ImportResult summary={importData.data} />}
    </div>
  );
}
