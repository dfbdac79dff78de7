// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { registerCommentChanges } from '../../../entries/api/comment-changes';
import { searchKey } from '../api/search';
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
    await waitFor(() => expect(router.location.search).toBe('?q=hamstring'));
    await screen.findByRole('heading', { level: 2 });
    expect(screen.getAllByRole('search')).toHaveLength(1);
    search('calm');
    await waitFor(() => expect(router.location.search).toBe('?q=calm'));
    expect(screen.getAllByRole('search')).toHaveLength(1);
  });

  it("shows a result's comments folded under it; a reply made there shows at once", async () => {
    const staff = {
      id: 'c1',
      entryId: 'e1',
      teamId: 't1',
      teamName: 'Riverside U18',
      author: { name: 'Coach Sam', role: 'staff' },
      mine: false,
      body: 'Watch that hamstring.',
      createdAt: '2026-11-27T09:41:00.000Z',
      editedAt: null,
    };
    const result = { id: 'e1', type: 'Training', day: '2026-11-27', createdAt: '2026-11-27T08:00:00.000Z' };
    answerWith(({ path, method, body }) =>
      path === '/api/search'
        ? [200, { results: [{ ...result, snippet: null, comments: [staff] }], total: 1, nextCursor: null }]
        : method === 'POST'
          ? [201, { comment: { ...staff, ...(body as object), mine: true, author: { name: 'Ana', role: 'athlete' } } }]
          : null,
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    registerCommentChanges(client, [searchKey]);
    renderInApp([{ path: '/search', element: <SearchView deviceEntries={() => []} /> }], '/search?q=hamstring', client);

    expect(await screen.findByText('Watch that hamstring.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '1 comment' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Reply' }), { target: { value: 'On it' } });
    fireEvent.submit(screen.getByRole('textbox', { name: 'Reply' }).closest('form')!);
    expect(await screen.findByText('On it')).toBeTruthy();
    expect(screen.getByRole('button', { name: '2 comments' })).toBeTruthy();
  });
});
