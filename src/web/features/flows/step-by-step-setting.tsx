import { useId, useState } from 'react';
import { readStepByStep, writeStepByStep } from '../../lib/step-by-step-preference';

/**
 * "Ask one question at a time": Training, Rehab, Lift and the game's postgame then ask step by step instead of on one
 * page (the default). Kept on this device for this athlete; a flow reads it when it opens.
 */
export function StepByStepSetting({ userId }: { userId: string }) {
  const [stepByStep, setStepByStep] = useState(() => readStepByStep(userId));
  const hintId = useId();

  function toggle(on: boolean) {
    writeStepByStep(userId, on);
    setStepByStep(on);
  }

  return (
    <section aria-labelledby={`${hintId}-title`} className="flex flex-col gap-2">
      <h2 id={`${hintId}-title`} className="text-lg font-bold text-ink">
        Entry Flows
      </h2>
      <label className="flex min-h-12 cursor-pointer items-center justify-between gap-4 rounded-xl border border-line bg-surface px-4 py-2 font-semibold text-ink">
        Ask one question at a time
        <input
          type="checkbox"
          role="switch"
          checked={stepByStep}
          onChange={(event) => toggle(event.target.checked)}
          aria-describedby={hintId}
          className="h-6 w-6 shrink-0 accent-brand"
        />
      </label>
      <p id={hintId} className="text-sm text-muted">
        Training, Rehab, Lift and the game&apos;s postgame then ask one question per screen. Off: every question, the
        rating and the effort on one page, with one Done. Kept on this device.
      </p>
    </section>
  );
}
