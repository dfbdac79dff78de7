import { useId, useState } from 'react';
import { readOnePage, writeOnePage } from '../../lib/one-page-preference';

/**
 * "Show all questions on one page": Training, Rehab and Lift ask everything on one page with one DONE instead of step
 * by step (the default). Kept on this device for this athlete; a flow reads it when it opens.
 */
export function OnePageSetting({ userId }: { userId: string }) {
  const [onePage, setOnePage] = useState(() => readOnePage(userId));
  const hintId = useId();

  function toggle(on: boolean) {
    writeOnePage(userId, on);
    setOnePage(on);
  }

  return (
    <section aria-labelledby={`${hintId}-title`} className="flex flex-col gap-2">
      <h2 id={`${hintId}-title`} className="text-lg font-bold text-ink">
        Entry Flows
      </h2>
      <label className="flex min-h-12 cursor-pointer items-center justify-between gap-4 rounded-xl border border-line bg-surface px-4 py-2 font-semibold text-ink">
        Show all questions on one page
        <input
          type="checkbox"
          role="switch"
          checked={onePage}
          onChange={(event) => toggle(event.target.checked)}
          aria-describedby={hintId}
          className="h-6 w-6 shrink-0 accent-brand"
        />
      </label>
      <p id={hintId} className="text-sm text-muted">
        Training, Rehab and Lift then ask every question, the rating and the effort on one page, with one Done. Off: one
        step at a time. Kept on this device.
      </p>
    </section>
  );
}
