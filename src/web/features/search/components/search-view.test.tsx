// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { answerWith } from '../../../test-support/fetch-stand-in';
import { renderInApp } from '../../../test-support/render-in-app';
import { SearchView } from './search-view';

afterEach(() => cleanup());

describe('SearchView', () => {
  it('shows one search form after a search, and the box searches again', async () => {
    answerWith(({ path }) => (path === '/api/search' ? [200, { results: [], total: 0, nextCursor: null }] : null));
    const client = new QueryClient();
    const router = renderInApp(
      [{ path: '/search', element: <SearchView deviceEntries={() => []} /> }],
      '/search',
      client,
    );
    const search = (words: string) => {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search your journal' }), { target: { value: words } });
      fireEvent.submit(screen.getByRole('search'));
    };
    search('hamstring');
    await waitFor(() => expect(router.state.location.search).toBe('?q=hamstring'));
    await screen.findByRole('heading', { level: 2 });
    expect(screen.getAllByRole('search')).toHaveLength(1);
    search('calm');
    await waitFor(() => expect(router.state.location.search).toBe('?q=calm'));
    expect(screen.getAllByRole('search')).toHaveLength(1);
  });
});
