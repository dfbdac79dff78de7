import { useEffect, useId, useRef, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { Button } from './button';

/**
 * A modal question with Cancel and a confirming action; Escape, Cancel and a click beside it close it.
 * Fields passed as children sit above the buttons, and Enter in one of them confirms (the dialog is a
 * form). Built on the browser's modal <dialog>, which traps focus, makes the page behind it inert and
 * returns focus on close, at no JavaScript cost (docs/decisions/007).
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onOpenChange,
  children,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The button that closes it without confirming; 'Cancel' unless said otherwise. */
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
  children?: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onConfirm();
  }

  // The dialog element itself is hit only by a click on its backdrop: its content fills it.
  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) onOpenChange(false);
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Escape: the parent decides, and closing follows from `open`.
      onCancel={(event) => {
        event.preventDefault();
        onOpenChange(false);
      }}
      // The browser may still close it on its own (a repeated Escape): keep the parent in step.
      onClose={() => open && onOpenChange(false)}
      onClick={closeOnBackdrop}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-card bg-surface p-0 shadow-xl backdrop:bg-ink/50"
    >
      {/* Mounted only while open, so fields start empty each time, as they did with Radix. */}
      {open && (
        <form onSubmit={submit} className="p-6">
          <h2 id={titleId} className="text-xl font-bold text-ink">
            {title}
          </h2>
          <p id={descriptionId} className="mt-2 text-ink-soft">
            {description}
          </p>
          {children && <div className="mt-4 flex flex-col gap-4">{children}</div>}
          <div className="mt-6 grid grid-cols-2 gap-3">
            <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
              {cancelLabel}
            </Button>
            <Button type="submit" variant="danger" disabled={busy}>
              {confirmLabel}
            </Button>
          </div>
        </form>
      )}
    </dialog>
  );
}
