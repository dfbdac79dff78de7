import { createElement } from 'react';
import type { ExternalToast } from 'sonner';

type ToastKind = 'success' | 'error' | 'info' | 'warning';

// The toast library loads after the first paint: a first page does not need it to render.
const loadSonner = () => import('sonner');

let toasterWanted = false;
const toasterWantedListeners = new Set<() => void>();

/** Whether a toast has been asked for: the toast area is put on the page then, not before (decision 004). */
export const isToasterWanted = (): boolean => toasterWanted;

/** Calls `listener` when the first toast is asked for; returns the way to stop (useSyncExternalStore's shape). */
export function onToasterWanted(listener: () => void): () => void {
  toasterWantedListeners.add(listener);
  return () => toasterWantedListeners.delete(listener);
}

/**
 * Puts the (empty) toast area on the page ahead of any toast: called once the athlete moves between screens, so
 * that its code is loaded while there is a connection and a notice can still show after it is gone.
 */
export function wantToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  toasterWantedListeners.forEach((listener) => listener());
}

let markToasterListening: () => void;
/** Settles once the Toaster is on the page: sonner drops a toast that comes before it listens. */
const toasterListening = new Promise<void>((resolve) => (markToasterListening = resolve));

/** Called by the Toaster once it is on the page and listening. */
export function toasterIsListening(): void {
  markToasterListening();
}

/** Shows a toast once the Toaster listens; settles when it is on screen (or the toast library could not load). */
export function toastShown(kind: ToastKind, message: string, options: ExternalToast = {}): Promise<void> {
  wantToaster();
  return Promise.all([loadSonner(), toasterListening]).then(
    ([{ toast }]) => void toast[kind](message, options),
    () => undefined,
  );
}

/** How long the toast of a done thing stays (saved, deleted, changed): shorter than the default, the athlete has moved on. */
export const OUTCOME_TOAST_MS = 3000;

/** Shows a toast; the product's default is 4000 ms, what is done (saved, deleted, changed) passes OUTCOME_TOAST_MS. */
export function showToast(kind: ToastKind, message: string, options: ExternalToast = {}): void {
  void toastShown(kind, message, options);
}

/** How long a toast that can take back what was done (Undo) stays: time to read it and reach its button. */
export const UNDO_TOAST_MS = 10_000;

/**
 * Shows a done thing with Undo (undo-toast.tsx): for UNDO_TOAST_MS, held while focused or under the pointer. Its
 * code loads with the toast library's. `id` names it, so showing the same id again replaces it.
 */
export function showUndoToast(
  message: string,
  { id, description, onUndo }: { id: string; description?: string; onUndo: () => void },
): void {
  wantToaster();
  void Promise.all([loadSonner(), import('./undo-toast'), toasterListening]).then(
    ([{ toast }, { UndoToast }]) =>
      void toast.custom(
        (toastId) =>
          createElement(UndoToast, {
            message,
            description,
            actionLabel: 'Undo',
            onAction: onUndo,
            onClose: () => toast.dismiss(toastId),
            durationMs: UNDO_TOAST_MS,
          }),
        // The toast's own timer closes it (sonner's does not hold for focus).
        { id, duration: Infinity },
      ),
    () => undefined,
  );
}
