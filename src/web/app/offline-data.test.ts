// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith } from '../test-support/fetch-stand-in';
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
});
