import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { whenIdle } from '../lib/when-idle';
import { ScreenLoadError } from './screen-load-error';

// The toast area loads once the first screen is up; a toast asked for before then waits for it.
const Toaster = lazy(() => whenIdle().then(() => import('../components/ui/toaster')));

/** The frame of every screen: the page (its chunk loading on first visit), and the toast area beside it. */
export function RootLayout() {
  const { pathname } = useLocation();
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
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
