import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import Toaster from '../components/ui/toaster';

/**
 * Renders `routes` as the app does, in a router opened at `start`, with `client` and the toasts, for a component
 * test; returns the router, to read where the athlete went.
 */
export function renderInApp(routes: RouteObject[], start: string, client: QueryClient) {
  const router = createMemoryRouter(routes, { initialEntries: [start] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}
