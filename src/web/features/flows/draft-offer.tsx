import { useEffect, useId, useRef, useState } from 'react';
import { draftTimeText } from '../../../domain/flow-drafts';
import { Button } from '../../components/ui/button';

/**
 * Asks whether to continue the draft last typed at `savedAt` (modal, so nothing is typed over it before the athlete
 * chooses); nothing while `savedAt` is null. Escape continues: it never throws words away.
 */
export function DraftOffer({
  savedAt,
  onContinue,
  onDiscard,
}: {
  savedAt: Date | null;
  onContinue: () => void;
  onDiscard: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const [now] = useState(() => new Date());
  const open = savedAt !== null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The modal dialog would focus its first button, Discard: start on the choice that loses nothing.
      dialog.querySelector<HTMLButtonElement>('[data-continue]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        onContinue();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-card bg-surface p-0 shadow-xl backdrop:bg-ink/50"
    >
      {savedAt && (
        <div className="p-6">
          <h2 id={titleId} className="text-xl font-bold text-ink">
            Continue your draft from {draftTimeText(savedAt, now)}?
          </h2>
          <p id={descriptionId} className="mt-2 text-ink-soft">
            What you typed here before is kept on this device. Discard deletes it.
          </p>
          <div className="mt-6 grid grid-cols-2 gap-3">
            <Button variant="secondary" onClick={() => onDiscard()}>
              Discard
            </Button>
            <Button data-continue onClick={() => onContinue()}>
              Continue
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
