// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith } from '../test-support/fetch-stand-in';
import { queryClient } from '../lib/query-client';
import { afterRestore } from './offline-data';

describe('afterRestore', () => {
  afterEach(() => void vi.unstubAllGlobals());

  it("asks for the question sets once the browser is idle, not with the first screen's requests", async () => {
    const sent = answerWith(({ path }) => (path === '/api/question-sets' ? [200, { sets: {} }] : null));
    afterRestore();
    // A request made with the restore's end would be on its way by now.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent.map((request) => request.path)).toEqual([]);
    await waitFor(() => expect(sent.map((request) => request.path)).toEqual(['/api/question-sets']));
  });

  it('asks again for what the browser kept, not for an answer the page came with, whenever its code ran', () => {
    const kept = ['entries', 'kept-before'];
    const carried = ['entries', 'carried-by-the-page'];
    // Kept by an earlier page; and set from the page's own answer after this page opened, possibly before this module
    // ran (the screen's code and the layout's load side by side).
    queryClient.setQueryData(kept, { n: 1 }, { updatedAt: performance.timeOrigin - 60_000 });
    queryClient.setQueryData(carried, { n: 2 }, { updatedAt: performance.timeOrigin + 1 });
    afterRestore();
    expect(queryClient.getQueryState(kept)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(carried)?.isInvalidated).toBe(false);
  });
});
