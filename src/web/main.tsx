import { startTransition, StrictMode } from 'react';
import { AppRouter, preloadScreens } from './app/router';
import { keepShellFocus } from './app/shell-focus';
import { AuthProvider, startSessionCheck } from './features/auth/auth-provider';
import { whenIdle } from './lib/when-idle';
import { keepZoneCookieWhenHidden } from './lib/zone-cookie';
import './styles.css';

// Who is signed in and the screens of this path are asked for together. The first render waits for the screens
// (they render in that pass instead of suspending) and for React DOM, which is imported here as the entry runs, not
// with it: its code, the largest of the page's, is then compiled and run in a task of its own rather than in the
// entry's (issue 36; the boot asks for it with the entry, scripts/vite-boot.mjs). Offline support (the service worker)
// loads once the first screen is up, outside the first page's code.
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
  void whenIdle()
    .then(() => import('./lib/service-worker'))
    .then((sw) => sw.registerServiceWorker());
});
