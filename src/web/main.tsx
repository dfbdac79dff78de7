import { startTransition, StrictMode } from 'react';
import { AppRouter, preloadScreens } from './app/router';
import { keepShellFocus } from './app/shell-focus';
import { AuthProvider, startSessionCheck } from './features/auth/auth-provider';
import { registerServiceWorker } from './lib/service-worker';
import { whenIdle } from './lib/when-idle';
import { keepZoneCookieWhenHidden } from './lib/zone-cookie';
import './styles.css';

// Who is signed in and the screens of this path are asked for together. The first render waits for the screens
// (they render in that pass instead of suspending) and for React DOM, which is imported here as the entry runs, not
// with it: its code, the largest of the page's, is then compiled and run in a task of its own rather than in the
// entry's (issue 36; the boot asks for it with the entry, scripts/vite-boot.mjs). Offline support (the service worker)
// is registered once the first screen is up; its few lines are the entry's, where a chunk of their own cost every first
// visit a request and more bytes (decision 063).
startSessionCheck();
keepZoneCookieWhenHidden();
const rootElement = document.getElementById('root')!;
keepShellFocus(rootElement);
void Promise.all([import('react-dom/client'), preloadScreens(window.location.pathname)]).then(([{ createRoot }]) => {
  const root = createRoot(rootElement);
  // A transition: React renders the first screen in slices of a few milliseconds, yielding to the browser between
  // them, instead of in one long task that would hold up a tap.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AuthProvider>
          <AppRouter />
        </AuthProvider>
      </StrictMode>,
    ),
  );
  void whenIdle().then(registerServiceWorker);
});
