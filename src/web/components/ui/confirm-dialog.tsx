import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';

/**
 * A modal question with Cancel and a confirming action; Escape and Cancel close it. Fields passed as
 * children sit above the buttons, and Enter in one of them confirms (the dialog is a form).
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busy = false,
  onConfirm,
  onOpenChange,
  children,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
  children?: ReactNode;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onConfirm();
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-card bg-surface p-6 shadow-xl">
          <form onSubmit={submit}>
            <Dialog.Title className="text-xl font-bold text-ink">{title}</Dialog.Title>
            <Dialog.Description className="mt-2 text-ink-soft">{description}</Dialog.Description>
            {children && <div className="mt-4 flex flex-col gap-4">{children}</div>}
            <div className="mt-6 grid grid-cols-2 gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={busy}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" disabled={busy}>
                {confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
