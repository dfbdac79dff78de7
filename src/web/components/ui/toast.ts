import type { ExternalToast } from 'sonner';

type ToastKind = 'success' | 'error' | 'info' | 'warning';

// The toast library loads after the first paint: a first page does not need it to render.
const loadSonner = () => import('sonner');

let markToasterListening: () => void;
/** Settles once the Toaster is on the page: sonner drops a toast that comes before it listens. */
const toasterListening = new Promise<void>((resolve) => (markToasterListening = resolve));

/** Called by the Toaster once it is on the page and listening. */
export function toasterIsListening(): void {
  markToasterListening();
}

/** Shows a toast once the Toaster listens; settles when it is on screen (or the toast library could not load). */
export function toastShown(kind: ToastKind, message: string, options: ExternalToast = {}): Promise<void> {
  return Promise.all([loadSonner(), toasterListening]).then(
    ([{ toast }]) => void toast[kind](message, options),
    () => undefined,
  );
}

/** Shows a toast; the product's default is 4000 ms, saves and deletes pass 3000. */
export function showToast(kind: ToastKind, message: string, options: ExternalToast = {}): void {
  void toastShown(kind, message, options);
}
