import type { ExternalToast } from 'sonner';

type ToastKind = 'success' | 'error' | 'info' | 'warning';

// The toast library loads after the first paint: a first page does not need it to render.
const loadSonner = () => import('sonner');

/** Shows a toast; the product's default is 4000 ms, saves and deletes pass 3000. */
export function showToast(kind: ToastKind, message: string, options: ExternalToast = {}): void {
  void loadSonner().then(({ toast }) => toast[kind](message, options));
}
