import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { matchRoute, Route, useLocation } from 'wouter';
import { AppNavigation, parsePattern } from '../lib/navigation';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { Component as Home } from './routes/home';
import { Component as SignIn } from './routes/sign-in';
import { SIGNED_IN_LAYOUT, SIGNED_IN_SCREENS } from './screens';

type ScreenModule<P> = { Component: ComponentType<P> };
type Screen<P = object> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<ScreenModule<P>> };

/**
 * A screen as its own chunk, loaded when its route is first visited (a route module exports
 * `Component`), or earlier with `preload()`. Navigations run in a transition (AppNavigation), so the current screen
 * stays until the next one has loaded.
 */
function screen<P>(load: () => Promise<ScreenModule<P>>): Screen<P> {
  let loaded: ScreenModule<P> | undefined;
  let loading: Promise<ScreenModule<P>> | undefined;
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
// in a row. Every other screen is its own chunk (a screen's tests are not screens).
const routeModules = import.meta.glob<ScreenModule<object>>([
  './routes/*.tsx',
  '!./routes/home.tsx',
  '!./routes/sign-in.tsx',
  '!./routes/*.test.tsx',
]);
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

/** A page of the app: its URL pattern (wouter's), what it shows, and whether only a signed-in athlete sees it. */
interface Page {
  path: string;
  Screen: ComponentType;
  signedIn: boolean;
}

const publicPage = (path: string, Screen: ComponentType): Page => ({ path, Screen, signedIn: false });

/** Every page of the app, Home first; a path none of them matches shows the not-found page. */
const pages: readonly Page[] = [
  publicPage('/', Home),
  publicPage('/signin', SignIn),
  publicPage('/signup', screenNamed('sign-up')),
  publicPage('/forgot-password', screenNamed('forgot-password')),
  publicPage('/reset-password', screenNamed('reset-password')),
  publicPage('/s/:token', screenNamed('shared-journal')),
  publicPage('/unsubscribe', screenNamed('unsubscribe')),
  // Public: a signed-out visitor sees which team invites them before signing in or up.
  publicPage('/join/:token', screenNamed('join')),
  ...SIGNED_IN_SCREENS.map(({ path, screen }) => ({ path: `/${path}`, Screen: screenNamed(screen), signedIn: true })),
];
const notFound = publicPage('*', screenNamed('not-found'));
/** The layout around every signed-in screen: the query cache the screens read (./routes/data-layout.tsx). */
const SignedInLayout = screenNamed(SIGNED_IN_LAYOUT) as unknown as Screen<{ children: ReactNode }>;

/**
 * The page a path shows, `path` percent-decoded as wouter's router reads it. A pattern matches whatever the case of
 * the letters, with or without slashes at the end (`parsePattern`; src/server/http/static-web.ts agrees).
 */
function pageOf(path: string): Page {
  return pages.find((page) => matchRoute(parsePattern, page.path, path)[0]) ?? notFound;
}

/**
 * The page the browser's address `pathname` shows, percent-decoded first as wouter decodes it before matching (a
 * malformed escape left as it is): outside rendering, for the preload.
 */
export function pageOfAddress(pathname: string): Page {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // As wouter: the path as it is.
  }
  return pageOf(decoded);
}

/**
 * Starts loading the screens of a path at once, beside the session check, instead of each after the
 * one around it has rendered. Settles once they have loaded (or failed to).
 */
export function preloadScreens(pathname: string): Promise<unknown> {
  const page = pageOfAddress(pathname);
  const loads = [page.Screen, ...(page.signedIn ? [SignedInLayout] : [])].map((shown) =>
    'preload' in shown ? (shown as Screen).preload() : undefined,
  );
  return Promise.allSettled(loads);
}

/** The page of the current path, inside the sign-in guard and the signed-in layout when it is a signed-in screen. */
function AppRoutes() {
  const page = pageOf(useLocation()[0]);
  // A Route for the page's parameters (useParams); unkeyed, so that two paths of one screen keep it mounted.
  const shown = (
    <Route path={page.path}>
      <page.Screen />
    </Route>
  );
  return (
    <RootLayout>
      {page.signedIn ? (
        <RequireAuth>
          <SignedInLayout>{shown}</SignedInLayout>
        </RequireAuth>
      ) : (
        shown
      )}
    </RootLayout>
  );
}

/** The app's router and screens. */
export function AppRouter() {
  return (
    <AppNavigation>
      <AppRoutes />
    </AppNavigation>
  );
}
