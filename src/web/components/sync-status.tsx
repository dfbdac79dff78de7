import { useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { refusalMessage, writtenText } from '../lib/change-text';
import { dismissFailedChange, useFailedChanges, useWaitingChangeCount, type FailedChange } from '../lib/sync-changes';

/**
 * How many changes wait to sync, and every change the server refused, with the athlete's text kept to copy. Both
 * sit in the page above the screen's header, never over it: a fixed badge covered titles and controls.
 */
export function SyncStatus() {
  const waiting = useWaitingChangeCount();
  const failed = useFailedChanges();
  return (
    <>
      {waiting > 0 && (
        <div className="mx-auto flex w-full max-w-md justify-end px-4 pt-3 print:hidden">
          <p
            role="status"
            className="flex items-center gap-1.5 rounded-full bg-ink px-3 py-1.5 text-xs font-semibold text-white"
          >
            <CloudOff aria-hidden size={14} />
            {waiting === 1 ? '1 change waiting to sync' : `${waiting} changes waiting to sync`}
          </p>
        </div>
      )}
      {failed.length > 0 && (
        <section aria-label="Changes not saved" className="mx-auto flex w-full max-w-md flex-col gap-3 px-4 pt-4">
          {failed.map((change) => (
            <FailedChangeNotice key={change.mutationId} change={change} />
          ))}
        </section>
      )}
    </>
  );
}

function FailedChangeNotice({ change }: { change: FailedChange }) {
  const client = useQueryClient();
  const text = writtenText(change.variables);
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-card bg-danger-soft p-4 text-danger">
      <p className="font-semibold">{refusalMessage(change.error, change.variables)}</p>
      {text.length > 0 && (
        <>
          <p className="text-sm">What you wrote is kept here to copy:</p>
          <textarea
            readOnly
            aria-label="What you wrote"
            value={text.join('\n\n')}
            rows={Math.min(6, text.length * 2)}
            className="w-full rounded-lg border border-line bg-surface p-2 text-sm text-ink"
          />
        </>
      )}
      <button
        type="button"
        onClick={() => dismissFailedChange(client, change.mutationId)}
        className="self-end rounded-lg px-3 py-2 text-sm font-semibold underline-offset-4 hover:underline"
      >
        Dismiss
      </button>
    </div>
  );
}
