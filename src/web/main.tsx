import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter, preloadScreens } from './app/router';
import { AuthProvider, startSessionCheck } from './features/auth/auth-provider';
import './styles.css';

// Who is signed in and the screens of this path are asked for together. The first render waits for the screens
// (index.html shows a loading line until then), so they render in that pass instead of suspending.
startSessionCheck();
void preloadScreens(window.location.pathname).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AuthProvider>
        <AppRouter />
      </AuthProvider>
    </StrictMode>,
  ),
);

// Offline support (the service worker) loads after the page, outside the first page's code.
window.addEventListener('load', () => void import('./lib/service-worker').then((sw) => sw.registerServiceWorker()));
