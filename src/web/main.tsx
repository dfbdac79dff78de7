import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter, preloadScreens } from './app/router';
import { AuthProvider } from './features/auth/auth-provider';
import './styles.css';

preloadScreens(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AuthProvider>
      <AppRouter />
    </AuthProvider>
  </StrictMode>,
);

// Offline support (the service worker) loads after the page, outside the first page's code.
window.addEventListener('load', () => void import('./lib/service-worker').then((sw) => sw.registerServiceWorker()));
