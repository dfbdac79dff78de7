import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { ENTRY_TYPES, entryTypeSlug } from '../../domain/entry-types';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { Component as Home } from './routes/home';
import { Component as SignIn } from './routes/sign-in';

type ScreenModule = { Component: ComponentType };
type Screen = LazyExoticComponent<ComponentType> & { preload(): Promise<ScreenModule> };

/**
 * A screen as its own chunk, loaded when its route is first visited (a route module exports
 * `Component`), or earlier with `preload()`. Navigations run in a transition, so the current screen
 * stays until the next one has loaded.
 */
function screen(load: () => Promise<ScreenModule>): Screen {
  let loaded: ScreenModule | undefined;
  let loading: Promise<ScreenModule> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module)));
  const component = lazy(() =>
    loaded
      ? calledBackAtOnce({ default: loaded.Component })
      : preload().then((module) => ({ default: module.Component })),
  );
  return Object.assign(component, { preload });
}

/**
 * A value as a thenable that calls back at once. React renders a lazy screen whose thenable has already called back
 * in the same pass; a promise calls back a tick later, so React would suspend, show nothing, and reveal the screen
 * up to 300 ms later (it throttles content that suspended).
 */
function calledBackAtOnce<T>(value: T): Promise<T> {
  return { then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) } as unknown as Promise<T>;
}

// The two public first pages are in the entry chunk: a visit to them then waits for one script, not two
// in a row. Every other screen is its own chunk.
const SignUp = screen(() => import('./routes/sign-up'));
const NotFound = screen(() => import('./routes/not-found'));
const DataLayout = screen(() => import('./routes/data-layout'));
const Profile = screen(() => import('./routes/profile'));
const Today = screen(() => import('./routes/today'));
const DailyJournal = screen(() => import('./routes/daily-journal'));
const Calendar = screen(() => import('./routes/calendar'));
const NewActivity = screen(() => import('./routes/new-activity'));
const Activities = screen(() => import('./routes/activities'));
const EntryHistory = screen(() => import('./routes/entry-history'));
const GameJournal = screen(() => import('./routes/game-journal'));
const TrainingJournal = screen(() => import('./routes/training-journal'));
const RehabJournal = screen(() => import('./routes/rehab-journal'));
const LiftJournal = screen(() => import('./routes/lift-journal'));
const ImageryJournal = screen(() => import('./routes/imagery-journal'));
const FoodJournal = screen(() => import('./routes/food-journal'));
const Settings = screen(() => import('./routes/settings'));
const EditQuestions = screen(() => import('./routes/settings-edit-questions'));
const QuestionSettings = screen(() => import('./routes/question-settings'));

/** A route showing a lazy screen; the screen rides along in `handle` so that it can be preloaded. */
function page(path: string | undefined, Screen: Screen, children?: RouteObject[]): RouteObject {
  return { path, element: <Screen />, handle: Screen, children };
}

const QUESTION_SETS = ['game', 'training', 'rehab', 'lift', 'imagery'];

const signedInRoutes: RouteObject[] = [
  page('profile', Profile),
  page('journal', Today),
  page('journal/:day', DailyJournal),
  page('calendar', Calendar),
  page('new-activity', NewActivity),
  page('activities', Activities),
  page('journal-entries', EntryHistory),
  ...ENTRY_TYPES.map((type) => page(`${entryTypeSlug(type)}-journal-entries`, EntryHistory)),
  page('game-journal', GameJournal),
  page('training-journal', TrainingJournal),
  page('rehab-journal', RehabJournal),
  page('rehab-journal/:day', RehabJournal),
  page('lift-journal', LiftJournal),
  page('imagery-journal', ImageryJournal),
  page('food-journal', FoodJournal),
  page('settings', Settings),
  page('settings/edit-questions', EditQuestions),
  ...QUESTION_SETS.map((set) =>
    page(set === 'imagery' ? 'settings/imagery-settings' : `settings/${set}-questions`, QuestionSettings),
  ),
];

/**
 * Every route of the app. Declarative routes, not `createBrowserRouter`: we use no loaders or
 * actions, and the data router would add about 16 KB gzip to every first page (docs/decisions/007).
 */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <Home /> },
      { path: 'signin', element: <SignIn /> },
      page('signup', SignUp),
      { element: <RequireAuth />, children: [page(undefined, DataLayout, signedInRoutes)] },
      page('*', NotFound),
    ],
  },
];

/**
 * Starts loading the screens of a path at once, beside the session check, instead of each after the
 * one around it has rendered. Settles once they have loaded (or failed to).
 */
export function preloadScreens(pathname: string): Promise<unknown> {
  const screens = (matchRoutes(routes, pathname) ?? []).map((match) => match.route.handle as Screen | undefined);
  return Promise.allSettled(screens.map((screen) => screen?.preload()));
}

function AppRoutes() {
  return useRoutes(routes);
}

/** The app's router and screens. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
