import { describe, expect, it } from 'vitest';
import { registerPushHandlers, type PushWorkerScope } from './push-handlers';

type Listener = (event: unknown) => void;

/** A service worker scope that records what the handlers do, with `windows` open. */
function fakeScope(windows: { url: string; focused: boolean; canFocus?: boolean }[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const navigated: string[] = [];
  const opened: string[] = [];
  const clients = windows.map((window) => {
    const client = {
      ...window,
      focus: () => (window.canFocus === false ? Promise.reject(new Error('not allowed')) : Promise.resolve(client)),
      navigate: (url: string) => {
        navigated.push(url);
        return Promise.resolve(client);
      },
    };
    return client;
  });
  const scope = {
    location: { origin: 'https://touchline.example' },
    registration: {
      showNotification: async (title: string, options: NotificationOptions) => void shown.push({ title, options }),
    },
    clients: {
      matchAll: async () => clients,
      openWindow: async (url: string) => void opened.push(url),
    },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  } as unknown as PushWorkerScope;
  registerPushHandlers(scope);

  /** Dispatches an event to the registered handler; settles when the work it asked to wait for has. */
  async function dispatch(type: string, event: object): Promise<void> {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  }
  return { dispatch, shown, navigated, opened };
}

const push = (text: string | null) => ({ data: text === null ? null : { text: () => text } });
const click = (data: unknown, closed: string[] = []) => ({
  notification: { data, close: () => closed.push('closed') },
});

describe('the push handler', () => {
  it('shows the reminder with its tag, icon and link', async () => {
    const worker = fakeScope();
    const reminder = {
      title: 'Time for your journal',
      body: 'How did today go?',
      url: '/journal',
      tag: 'journal-2026-03-05',
    };
    await worker.dispatch('push', push(JSON.stringify(reminder)));
    expect(worker.shown).toEqual([
      {
        title: 'Time for your journal',
        options: {
          body: 'How did today go?',
          tag: 'journal-2026-03-05',
          icon: '/icons/icon-192.png',
          data: { url: '/journal' },
        },
      },
    ]);
  });

  it('shows the generic notification for a message it cannot read', async () => {
    const worker = fakeScope();
    await worker.dispatch('push', push('{not json'));
    await worker.dispatch('push', push(null));
    expect(worker.shown.map(({ title, options }) => [title, options.data])).toEqual([
      ['Touchline', { url: '/journal' }],
      ['Touchline', { url: '/journal' }],
    ]);
  });
});

describe('the notification click handler', () => {
  const checkIn = 'https://touchline.example/wellness-check-in/2026-03-05';

  it('closes the notification and sends the focused Touchline window to its screen', async () => {
    const worker = fakeScope([
      { url: 'https://touchline.example/calendar', focused: false },
      { url: 'https://touchline.example/journal', focused: true },
    ]);
    const closed: string[] = [];
    await worker.dispatch('notificationclick', click({ url: '/wellness-check-in/2026-03-05' }, closed));
    expect(closed).toEqual(['closed']);
    expect(worker.navigated).toEqual([checkIn]);
    expect(worker.opened).toEqual([]);
  });

  it('still sends the window there when bringing it forward is refused', async () => {
    const worker = fakeScope([{ url: 'https://touchline.example/journal', focused: false, canFocus: false }]);
    await worker.dispatch('notificationclick', click({ url: '/wellness-check-in/2026-03-05' }));
    expect(worker.navigated).toEqual([checkIn]);
  });

  it('opens a window when none is open, and the journal when the link is not Touchline’s', async () => {
    const worker = fakeScope();
    await worker.dispatch('notificationclick', click({ url: '/wellness-check-in/2026-03-05' }));
    await worker.dispatch('notificationclick', click({ url: 'https://evil.example/' }));
    expect(worker.opened).toEqual([checkIn, 'https://touchline.example/journal']);
  });
});
