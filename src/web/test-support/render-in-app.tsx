import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Route, Switch } from 'wouter';
import { AppNavigation } from '../lib/navigation';
import Toaster from '../components/ui/toaster';

/** A route of a component test: its pattern (wouter's, as the app's) and what it shows. */
export interface TestRoute {
  path: string;
  element: ReactNode;
}

/**
 * Renders `routes` as the app does, in the app's router over the browser's history opened at `start`, with `client`
 * and the toasts, for a component test; returns where the athlete is, to read where they went.
 */
export function renderInApp(routes: TestRoute[], start: string, client: QueryClient) {
  window.history.replaceState(null, '', start);
  render(
    <QueryClientProvider client={client}>
      <AppNavigation>
        <Switch>
          {routes.map(({ path, element }) => (
            <Route key={path} path={path}>
              {element}
            </Route>
          ))}
        </Switch>
      </AppNavigation>
      <Toaster />
    </QueryClientProvider>,
  );
  return {
    get location() {
      return { pathname: window.location.pathname, search: window.location.search };
    },
  };
}
