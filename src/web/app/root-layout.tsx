import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';

const Toaster = lazy(() => import('../components/ui/toaster'));

/** The frame of every screen: the page, and the toast area loaded beside it. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
