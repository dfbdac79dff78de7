import { Toaster as SonnerToaster } from 'sonner';

/** The one toast area: bottom-right, three visible, 4000 ms unless a toast says otherwise. */
export default function Toaster() {
  return <SonnerToaster position="bottom-right" visibleToasts={3} duration={4000} richColors closeButton />;
}
