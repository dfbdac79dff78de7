// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith } from '../../../test-support/fetch-stand-in';
import { renderInApp } from '../../../test-support/render-in-app';
import { InviteLink } from './invite-links';

// An invite link is shown once, with Copy: the server keeps only its hash. Then the team's page says until when the
// active link opens, with Make a New One and Revoke.

const URL_MADE = 'http://127.0.0.1/join/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const EXPIRES = '2026-12-11T12:00:00.000Z';

function renderLink(activeUntil: string | null) {
  renderInApp(
    [{ path: '/teams/t1', element: <InviteLink teamId="t1" role="athlete" activeUntil={activeUntil} /> }],
    '/teams/t1',
    new QueryClient(),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an invite link', () => {
  it('is made, shown once with Copy and its expiry, and gone from the page after Done', async () => {
    const sent = answerWith(({ method, path }) =>
      method === 'POST' && path === '/api/teams/t1/invites' ? [201, { url: URL_MADE, expiresAt: EXPIRES }] : null,
    );
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderLink(null);
    fireEvent.click(screen.getByRole('button', { name: 'Make Link' }));
    const shown = (await screen.findByLabelText('Invite link')) as HTMLInputElement;
    expect(shown.value).toBe(URL_MADE);
    expect(screen.getByText(/only time it is shown\. It stops working on December 11, 2026/)).toBeTruthy();
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/teams/t1/invites', body: { role: 'athlete' } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(URL_MADE));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Invite link')).toBeNull();
    expect(document.body.textContent).not.toContain(URL_MADE);
  });

  it('while active: says until when, and offers a new one and Revoke (asked first)', async () => {
    const sent = answerWith(({ method }) => (method === 'DELETE' ? [204, null] : null));
    renderLink(EXPIRES);
    expect(screen.getByText('A link is active until December 11, 2026.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make a New One' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke the athlete invite link' }));
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Link', hidden: true }));
    await waitFor(() => expect(sent).toMatchObject([{ method: 'DELETE', path: '/api/teams/t1/invites/athlete' }]));
  });
});
