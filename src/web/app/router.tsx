import { createBrowserRouter, type RouteObject } from 'react-router';
import { ENTRY_TYPES, entryTypeSlug } from '../../domain/entry-types';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';

// Each screen is its own chunk, loaded when its route is first visited.
const guarded: RouteObject[] = [
  { path: 'profile', lazy: () => import('./routes/profile') },
  { path: 'journal', lazy: () => import('./routes/today') },
  { path: 'journal/:day', lazy: () => import('./routes/daily-journal') },
  { path: 'calendar', lazy: () => import('./routes/calendar') },
  { path: 'new-activity', lazy: () => import('./routes/new-activity') },
  { path: 'activities', lazy: () => import('./routes/activities') },
  { path: 'journal-entries', lazy: () => import('./routes/entry-history') },
  ...ENTRY_TYPES.flatMap((type) => [
    { path: `${entryTypeSlug(type)}-journal`, lazy: () => import('./routes/coming-soon') },
    { path: `${entryTypeSlug(type)}-journal-entries`, lazy: () => import('./routes/entry-history') },
  ]),
  { path: 'rehab-journal/:day', lazy: () => import('./routes/coming-soon') },
  { path: 'settings/*', lazy: () => import('./routes/coming-soon') },
];

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: 'signin', lazy: () => import('./routes/sign-in') },
      { path: 'signup', lazy: () => import('./routes/sign-up') },
      { element: <RequireAuth />, children: [{ lazy: () => import('./routes/data-layout'), children: guarded }] },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);
