// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith } from '../../test-support/fetch-stand-in';

describe('/teams', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    window.history.replaceState(null, '', '/');
  });

  it('asks for the teams as soon as its code loads when the page opened at /teams, before any render', async () => {
    const sent = answerWith(({ path }) => (path === '/api/teams' ? [200, { teams: [] }] : null));
    window.history.replaceState(null, '', '/teams');
    await import('./teams');
    await waitFor(() => expect(sent.map((request) => request.path)).toEqual(['/api/teams']));
  });

  it('asks for nothing as its code loads on another page (a link to the teams may preload it)', async () => {
    const sent = answerWith(() => [200, { teams: [] }]);
    window.history.replaceState(null, '', '/journal');
    await import('./teams');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
  });
});
