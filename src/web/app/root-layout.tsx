import { Component, lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { usePlace } from '../lib/navigation';
import { isToasterWanted, onToasterWanted, wantToaster } from '../components/ui/toast';
import { ScreenLoadError } from './screen-load-error';

// The toast area (and its library, about 10 KB) loads with the first toast, or once the athlete moves to another
// screen: most first visits show none, and by the second screen its code is in the browser for offline notices.
const loadToaster = () => lazy(() => import('../components/ui/toaster'));

/**
 * Keeps a toast area whose code could not load (offline before it was ever fetched) from taking the page down with
 * it: nothing shows, and it is tried again once the browser is back online.
 */
class ToasterLoadBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(_props: unknown, previous: { failed: boolean }) {
    if (this.state.failed && !previous.failed) {
      window.addEventListener('online', () => this.setState({ failed: false }, this.props.onRetry), { once: true });
    }
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The toast area once wanted, loaded afresh after a failed load. */
function ToastArea() {
  const [Toaster, setToaster] = useState(loadToaster);
  return (
    <ToasterLoadBoundary onRetry={() => setToaster(loadToaster)}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ToasterLoadBoundary>
  );
}

/** The frame of every screen: the page (its chunk loading on first visit), and the toast area beside it once wanted. */
export function RootLayout({ children }: { children: ReactNode }) {
  const { pathname } = usePlace();
  const toasterWanted = useSyncExternalStore(onToasterWanted, isToasterWanted, isToasterWanted);
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) wantToaster();
  }, [pathname]);
  return (
    <>
      {/* One boundary for every screen: a navigation (a transition) keeps the current screen on show
          while the next one's code loads. A new boundary would show its empty fallback instead. */}
      <Suspense fallback={null}>
        {/* Keyed by path, so leaving a screen that failed to load clears the error. */}
        <ScreenLoadError key={pathname}>{children}</ScreenLoadError>
      </Suspense>
      {toasterWanted && <ToastArea />}
    </>
  );
}
