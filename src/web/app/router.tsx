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
  ...ENTRY_TYPES.map((type) => ({
    path: `${entryTypeSlug(type)}-journal-entries`,
    lazy: () => import('./routes/entry-history'),
  })),
  { path: 'game-journal', lazy: () => import('./routes/game-journal') },
  { path: 'training-journal', lazy: () => import('./routes/training-journal') },
  { path: 'rehab-journal', lazy: () => import('./routes/rehab-journal') },
  { path: 'rehab-journal/:day', lazy: () => import('./routes/rehab-journal') },
  { path: 'lift-journal', lazy: () => import('./routes/lift-journal') },
  { path: 'imagery-journal', lazy: () => import('./routes/imagery-journal') },
  { path: 'food-journal', lazy: () => import('./routes/food-journal') },
  { path: 'settings', lazy: () => import('./routes/settings') },
  { path: 'settings/edit-questions', lazy: () => import('./routes/settings-edit-questions') },
  ...['game', 'training', 'rehab', 'lift', 'imagery'].map((set) => ({
    path: set === 'imagery' ? 'settings/imagery-settings' : `settings/${set}-questions`,
    lazy: () => import('./routes/question-settings'),
  })),
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
