// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith } from '../../../test-support/fetch-stand-in';
import { renderInApp } from '../../../test-support/render-in-app';
import type { JoinPreview } from '../api/types';
import { JoinTeamForm } from './join-team';

// Joining is consent: the form sends the name staff will see and the scope chosen, figures only unless the athlete
// picks more, and stays with the server's words when it refuses.

const TOKEN = 'a'.repeat(43);
const PREVIEW: JoinPreview = { team: { name: 'Riverside' }, staff: ['Sam'], role: 'athlete' };

function renderForm(preview = PREVIEW) {
  return renderInApp(
    [
      { path: '/join/:token', element: <JoinTeamForm token={TOKEN} preview={preview} /> },
      { path: '/teams/:teamId', element: <p>The team</p> },
    ],
    `/join/${TOKEN}`,
    new QueryClient(),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the join form', () => {
  it('offers figures only by default, each scope with its sentence, and joins with it', async () => {
    const sent = answerWith(({ path }) =>
      path === `/api/join/${TOKEN}` ? [201, { teamId: 't1', memberId: 'm1' }] : null,
    );
    const router = renderForm();
    const figures = screen.getByRole('radio', { name: 'Figures only' }) as HTMLInputElement;
    expect(figures.checked).toBe(true);
    expect(figures.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/never a word you typed/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your name, as staff will see it'), { target: { value: '  Ana  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(router.location.pathname).toBe('/teams/t1'));
    expect(sent).toEqual([
      { method: 'POST', path: `/api/join/${TOKEN}`, body: { displayName: 'Ana', scope: 'figures' }, answered: true },
    ]);
  });

  it('sends answers and notes only when the athlete chooses them', async () => {
    const sent = answerWith(() => [201, { teamId: 't1', memberId: 'm1' }]);
    renderForm();
    fireEvent.change(screen.getByLabelText('Your name, as staff will see it'), { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Figures, answers and notes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(sent[0]?.body).toEqual({ displayName: 'Ana', scope: 'full' }));
  });

  it('asks for a name first, and sends nothing without one', async () => {
    const sent = answerWith(() => [201, {}]);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Give the name staff will see')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows the server's words when it refuses (already in the team)", async () => {
    answerWith(() => [409, { error: { code: 'CONFLICT', message: 'You are already in Riverside' } }]);
    renderForm();
    fireEvent.change(screen.getByLabelText('Your name, as staff will see it'), { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You are already in Riverside');
  });

  it('asks staff for their name only: staff choose no scope', () => {
    answerWith(() => null);
    renderForm({ ...PREVIEW, role: 'staff' });
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
