import { useId, useState, type ChangeEvent } from 'react';
import { FormError } from '../../../components/ui/form-error';
import { ApiError, failureMessage } from '../../../lib/api';
import { importedText } from '../../../../domain/imports';
import { TimeZoneLine } from '../../../components/time-zone-line';
import { browserTimeZone } from '../../../lib/time-zone';
import { FileTooLargeError, useImportData, type ImportPreview, type ImportSummary } from '../api/import-data';
import { ImportPreviewCard } from './import-preview-card';
import { formatNumber } from '../../../../domain/number-format';

const entries = (count: number) => `${formatNumber(count)} ${count === 1 ? 'entry' : 'entries'}`;

/**
 * "Imported 812 entries, 3 already here, 2 refused"; a file every entry of which was refused changed nothing (the
 * server takes no question set from it), and says so.
 */
export function summaryLine({ imported, alreadyHere, refusedCount, source }: ImportSummary): string {
  // Another app's file is written whole or not at all: nothing of it is refused one by one.
  if (source) return importedText(imported, alreadyHere);
  if (imported === 0 && alreadyHere === 0 && refusedCount > 0) {
    const refused = formatNumber(refusedCount);
    return `None of the entries in this file could be imported (${refused} refused), so nothing was changed`;
  }
  return `Imported ${entries(imported)}, ${formatNumber(alreadyHere)} already here, ${formatNumber(refusedCount)} refused`;
}

/**
 * Why an import failed, for the athlete. A refusal (too large, not an export, one import at a time, five an hour)
 * wrote nothing; an import that failed on the way may have written some batches, which importing again completes.
 */
export function importErrorMessage(failure: unknown): string {
  if (failure instanceof FileTooLargeError) return `${failure.message} Nothing was imported.`;
  const message = failureMessage(failure, 'Could not import the file.');
  if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) {
    // Another app's refused file says so itself ("Row 3: ... Nothing was imported.").
    return message.endsWith('Nothing was imported.') ? message : `${message} Nothing was imported.`;
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
          {unlisted > 0 && <li>and {formatNumber(unlisted)} more</li>}
        </ul>
      )}
    </div>
  );
}

/**
 * Imports a file into the account: a Touchline export (this server's or another's) at once, as always; another app's
 * export (Daylio, Strava, Day One) after its preview, confirmed with Import. Entries already here are kept.
 */
export function ImportData() {
  const importData = useImportData();
  const [error, setError] = useState<string>();
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  // The file whose preview is shown, sent again when the athlete confirms.
  const [previewed, setPreviewed] = useState<{ file: File; preview: ImportPreview } | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const inputId = useId();
  const hintId = `${inputId}-hint`;

  function send(file: File, preview: boolean) {
    setError(undefined);
    importData.mutate(
      { file, timeZone, preview },
      {
        onSuccess: (answer) => {
          setPreviewed('preview' in answer ? { file, preview: answer.preview } : null);
          setSummary('summary' in answer ? answer.summary : null);
        },
        onError: (failure) => {
          setPreviewed(null);
          setError(importErrorMessage(failure));
        },
      },
    );
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setSummary(null);
    send(file, true);
  }

  return (
    <div className="flex flex-col gap-3">
      <p id={hintId} className="text-sm text-ink-soft">
        Strava&apos;s times go on your days in this time zone.
      </p>
      <TimeZoneLine timeZone={timeZone} unset={null} disabled={importData.isPending} onChange={setTimeZone} />
      <label
        htmlFor={inputId}
        className="inline-flex min-h-12 cursor-pointer items-center justify-center rounded-xl border border-line bg-surface px-5 text-base font-semibold text-ink hover:bg-canvas has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand"
      >
        {importData.isPending ? 'Reading...' : 'Import a file'}
        <input
          id={inputId}
          type="file"
          accept=".json,.csv,.zip,application/json,text/csv,application/zip"
          aria-describedby={hintId}
          className="sr-only"
          disabled={importData.isPending}
          onChange={choose}
        />
      </label>
      <FormError message={error} />
      {previewed && (
        <ImportPreviewCard
          preview={previewed.preview}
          pending={importData.isPending}
          onImport={() => send(previewed.file, false)}
          onCancel={() => setPreviewed(null)}
        />
      )}
      {summary && <ImportResult summary={summary} />}
    </div>
  );
}
