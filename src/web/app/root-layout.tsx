import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isToasterWanted, onToasterWanted } from '../components/ui/toast';
import { ScreenLoadError } from './screen-load-error';

// The toast area (and its library, about 10 KB) loads with the first toast: most first visits show none. A toast
// waits for it to listen.
const Toaster = lazy(() => import('../components/ui/toaster'));

/** The frame of every screen: the page (its chunk loading on first visit), and the toast area beside it once wanted. */
export function RootLayout() {
  const { pathname } = useLocation();
  const toasterWanted = useSyncExternalStore(onToasterWanted, isToasterWanted, isToasterWanted);
  return (
    <>
      {/* One boundary for every screen: a navigation (a transition) keeps the current screen on show
          while the next one's code loads. A new boundary would show its empty fallback instead. */}
      <Suspense fallback={null}>
        {/* Keyed by path, so leaving a screen that failed to load clears the error. */}
        <ScreenLoadError key={pathname}>
          <Outlet />
        </ScreenLoadError>
      </Suspense>
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
