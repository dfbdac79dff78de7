import { createContext, startTransition, use, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { parse } from 'regexparam';
import { Router, type Parser } from 'wouter';

/**
 * Where the app is: the address as the browser holds it (not decoded) and the state the athlete was sent there with
 * (`navigate(to, { state })`, `<Link state>`), both as the screen on show was drawn for.
 */
export interface Place {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

/** How to go somewhere: `replace` the current entry of the history rather than add one, with `state` for the next screen. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/**
 * How the router reads a route's pattern (`/journal/:day`): regexparam's, as wouter's own, whatever the case of the
 * letters, and with any number of slashes at the end, as React Router matched before (src/web/app/router.test.ts).
 */
export const parsePattern: Parser = (route, loose) => {
  // Every pattern is a string: regexparam gives keys for each.
  const { keys, pattern } = parse(route, loose) as { keys: string[]; pattern: RegExp };
  return { keys, pattern: loose ? pattern : new RegExp(pattern.source.replace(/\\\/\?\$$/, '\\/*$'), 'i') };
};

const PlaceContext = createContext<Place | null>(null);
const listeners = new Set<() => void>();
let lastPlace: Place | undefined;

/** The browser's place now, the same object as last time while nothing changed. */
function placeNow(): Place {
  const { pathname, search, hash } = window.location;
  const state: unknown = window.history.state;
  const last = lastPlace;
  if (last?.pathname === pathname && last.search === search && last.hash === hash && last.state === state) return last;
  return (lastPlace = { pathname, search, hash, state });
}

/**
 * Goes to `to` (a path of the app). A navigation to where the athlete already is replaces that entry of the history
 * unless told otherwise, as React Router's links did: tapping the current tab leaves nothing to go Back through.
 */
function navigate(to: string, { replace, state = null }: NavigateOptions = {}): void {
  const here = placeNow();
  const samePlace = `${here.pathname}${here.search}${here.hash}` === to;
  window.history[(replace ?? samePlace) ? 'replaceState' : 'pushState'](state, '', to);
  listeners.forEach((listener) => listener());
}

/** The location hook wouter's router reads: the committed place's path, and our navigate. */
function usePlacePath(): [string, typeof navigate] {
  return [usePlace().pathname, navigate];
}

/** The place the screen on show was drawn for; every component reads the same one. */
export function usePlace(): Place {
  const place = use(PlaceContext);
  if (!place) throw new Error('usePlace() is only for components inside <AppNavigation>');
  return place;
}

/** The search parameters of the address, and how to change them (a new entry of the history, or `replace`). */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void,
] {
  const { pathname, search } = usePlace();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  return [
    params,
    (next, options) => {
      const query = new URLSearchParams(next).toString();
      navigate(`${pathname}${query === '' ? '' : `?${query}`}`, options);
    },
  ];
}

/**
 * The app's router: wouter over the browser's history, with every change of place made in a transition, so that the
 * screen on show stays until the next one's code has loaded instead of a Suspense fallback flashing in between (wouter's
 * own location hook reads the address with `useSyncExternalStore`, whose changes React never renders in a
 * transition). `at` fixes the place, for the build's render of the shells.
 */
export function AppNavigation({ at, children }: { at?: string; children: ReactNode }) {
  const [place, setPlace] = useState<Place>(() =>
    at === undefined ? placeNow() : { pathname: at, search: '', hash: '', state: null },
  );
  // A layout effect, so that it listens before any screen's effect navigates; and it reads the place again at once,
  // for a redirect made in a layout effect below (they run first).
  useLayoutEffect(() => {
    if (at !== undefined) return;
    const update = () => startTransition(() => setPlace(placeNow()));
    listeners.add(update);
    window.addEventListener('popstate', update);
    update();
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, [at]);
  return (
    <PlaceContext value={place}>
      <Router hook={usePlacePath} parser={parsePattern}>
        {children}
      </Router>
    </PlaceContext>
  );
}
