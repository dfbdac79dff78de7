import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { toasterIsListening } from './toast';

// Clear of the tab bar and the flows' BACK/DONE bar (each about 4 rem, plus the phone's home indicator), which
// toasts would otherwise cover.
const ABOVE_BOTTOM_BAR = { bottom: 'calc(6rem + env(safe-area-inset-bottom))' };

/** The one toast area: bottom-right, three visible, 4000 ms unless a toast says otherwise. */
export default function Toaster() {
  // Runs after sonner's own effects, so it is subscribed by then.
  useEffect(toasterIsListening, []);
  return (
    <SonnerToaster
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      offset={ABOVE_BOTTOM_BAR}
      mobileOffset={ABOVE_BOTTOM_BAR}
      richColors
      closeButton
    />
  );
}
