import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';

/** The requests the client asked fetch for, as method, URL, headers and body. */
function recordRequests() {
  const requests: { method?: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      requests.push({
        method: init.method,
        url,
        headers: { ...(init.headers as Record<string, string> | undefined) },
        body: init.body,
      });
      return Promise.resolve(new Response('{}', { status: 200 }));
    }),
  );
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the typed client: the request each call makes', () => {
  it('a GET of a plain path, with its query (repeated for a list, left out when undefined) and the signal', async () => {
    const requests = recordRequests();
    const signal = new AbortController().signal;
    await api.teams.$get(undefined, { init: { signal } });
    await api.search.$get({ query: { q: 'hamstring knee', cursor: undefined } });
    expect(requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/teams',
      'GET /api/search?q=hamstring+knee',
    ]);
    expect(requests[0]!.body).toBeUndefined();
    expect(requests[0]!.headers).toEqual({});
    expect(vi.mocked(fetch).mock.calls[0]![1]).toMatchObject({ signal, credentials: 'same-origin' });
  });

  it('a path parameter goes in its place, encoded; a JSON body is sent as JSON', async () => {
    const requests = recordRequests();
    await api.teams[':teamId'].comments[':commentId'].$patch({
      param: { teamId: 't/1', commentId: 'c 2' },
      json: { body: 'Well played' },
    });
    expect(requests).toEqual([
      {
        method: 'PATCH',
        url: '/api/teams/t%2F1/comments/c%202',
        headers: { 'Content-Type': 'application/json' },
        body: '{"body":"Well played"}',
      },
    ]);
  });

  it("the call's init comes last: a file sent as bytes replaces the body and headers", async () => {
    const requests = recordRequests();
    const file = new Blob(['date,mood']);
    await api.account.import.$post(
      { query: { timeZone: 'Europe/London', preview: 'true' } },
      { init: { headers: { 'content-type': 'application/octet-stream' }, body: file } },
    );
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/api/account/import?timeZone=Europe%2FLondon&preview=true',
        headers: { 'content-type': 'application/octet-stream' },
        body: file,
      },
    ]);
  });

  it('a path is never taken for a promise, and a call not at a $method is refused', () => {
    expect((api.teams as unknown as { then?: unknown }).then).toBeUndefined();
    expect(() => (api.teams as unknown as () => unknown)()).toThrow('not at a $method');
  });
});
