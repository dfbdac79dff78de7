import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { Component as Home } from './routes/home';
import { Component as SignIn } from './routes/sign-in';
import { SIGNED_IN_LAYOUT, SIGNED_IN_SCREENS } from './screens';

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
const routeModules = import.meta.glob<ScreenModule>(['./routes/*.tsx', '!./routes/home.tsx', '!./routes/sign-in.tsx']);
const screens = new Map<string, Screen>();

/** The screen of `./routes/<name>.tsx`, one per module however many paths show it. */
function screenNamed(name: string): Screen {
  let named = screens.get(name);
  if (!named) {
    const load = routeModules[`./routes/${name}.tsx`];
    if (!load) throw new Error(`There is no route module ./routes/${name}.tsx`);
    screens.set(name, (named = screen(load)));
  }
  return named;
}

/** A route showing a lazy screen; the screen rides along in `handle` so that it can be preloaded. */
function page(path: string | undefined, Screen: Screen, children?: RouteObject[]): RouteObject {
  return { path, element: <Screen />, handle: Screen, children };
}

const signedInRoutes = SIGNED_IN_SCREENS.map(({ path, screen }) => page(path, screenNamed(screen)));

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
      page('signup', screenNamed('sign-up')),
      page('forgot-password', screenNamed('forgot-password')),
      page('reset-password', screenNamed('reset-password')),
      page('s/:token', screenNamed('shared-journal')),
      page('unsubscribe', screenNamed('unsubscribe')),
      // Public: a signed-out visitor sees which team invites them before signing in or up.
      page('join/:token', screenNamed('join')),
      { element: <RequireAuth />, children: [page(undefined, screenNamed(SIGNED_IN_LAYOUT), signedInRoutes)] },
      page('*', screenNamed('not-found')),
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
