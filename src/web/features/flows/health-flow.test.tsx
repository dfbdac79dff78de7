// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { toast as toasts } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { dayState } from '../../entries/navigation/day-state';
import { registerEntryChanges } from '../../entries/api/entry-changes';
import { renderInApp } from '../../test-support/render-in-app';
import { answerWith, type SentRequest } from '../../test-support/fetch-stand-in';
import { HealthFlow } from './health-flow';

// The Health flow through the one engine (decision 038), with a fetch stand-in for the server (whose checks the API
// tests pin): the choices, the checks shared with the server, and Update starting from the last entry.

const ATHLETE = 'athlete-1';
const DAY = '2026-11-26';
let client: QueryClient;
let sent: SentRequest[];

function open(at = '/flow') {
  return renderInApp(
    [
      { path: '/flow', element: <HealthFlow flowDay={{ day: dayState(DAY) }} userId={ATHLETE} /> },
      { path: paths.journal, element: <h1>Your Journal</h1> },
      { path: paths.day(DAY), element: <h1>The day</h1> },
    ],
    at,
    client,
  );
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const choose = (name: string) => fireEvent.click(radio(name));
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const posted = () => sent.filter((request) => request.method === 'POST');

beforeEach(() => {
  client = new QueryClient();
  registerEntryChanges(client);
  localStorage.clear();
  sent = answerWith(({ method, body }) =>
    method === 'POST' ? [201, { entry: { ...(body as object), version: 1 } }] : null,
  );
});

afterEach(() => {
  toasts.dismiss();
  cleanup();
  client.clear();
});

describe('HealthFlow', () => {
  it('DONE with nothing chosen says what to choose under the problem and the status, focus on the first', async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await nextFrame();
    expect(screen.getByText('Please choose Injury or Illness')).toBeTruthy();
    expect(screen.getByText('Please choose Available, Modified or Unavailable')).toBeTruthy();
    expect(document.activeElement).toBe(radio('Injury'));
    expect(posted()).toHaveLength(0);
  });

  it('asks where and which side for an injury only, and saves an illness without them', async () => {
    open();
    expect(screen.queryByRole('radiogroup', { name: /^Where is it\?/ })).toBeNull();
    choose('Injury');
    choose('Hamstring');
    fireEvent.click(screen.getByRole('button', { name: 'Clear body area' }));
    expect(radio('Hamstring').checked).toBe(false);
    choose('Hamstring');
    choose('Left');
    expect(screen.getByRole('radiogroup', { name: /^Which side\?/ })).toBeTruthy();
    choose('Illness');
    expect(screen.queryByRole('radiogroup', { name: /^Where is it\?/ })).toBeNull();
    choose('3');
    fireEvent.click(screen.getByRole('radio', { name: /^Unavailable/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]?.body).toMatchObject({
      type: 'Health',
      day: DAY,
      content: { problem: 'illness', pain: 3, status: 'unavailable' },
    });
    expect((posted()[0]?.body as { content: object }).content).not.toHaveProperty('area');
  });

  it('Update starts a new entry from the last one: its choices, without its notes', async () => {
    const last = {
      id: 'h-2',
      type: 'Health',
      day: '2026-11-24',
      timestamp: '2026-11-24T12:00:00.000Z',
      version: 1,
      createdAt: '2026-11-24T09:00:00.000Z',
      updatedAt: '2026-11-24T09:00:00.000Z',
      content: { problem: 'injury', area: 'hamstring', side: 'left', pain: 4, status: 'modified', notes: 'Sprint' },
    };
    sent = answerWith(({ method, path }) =>
      method === 'GET' && path === '/api/entries/history'
        ? [200, { entries: [last], nextCursor: null, total: 1 }]
        : null,
    );
    open('/flow?update=last');
    await screen.findByRole('radiogroup', { name: /^Where is it\?/ });
    expect(radio('Injury').checked).toBe(true);
    expect(radio('Hamstring').checked).toBe(true);
    expect(radio('Left').checked).toBe(true);
    expect(radio('4').checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Modified/ }).checked).toBe(true);
    expect((screen.getByLabelText('NOTES') as HTMLTextAreaElement).value).toBe('');
  });
});
