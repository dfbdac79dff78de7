// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, askEarly, forgetEarlyAnswers } from './api-client';

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

describe('askEarly: a request made before anything needs its answer', () => {
  afterEach(() => {
    forgetEarlyAnswers();
    vi.unstubAllGlobals();
  });

  /** fetch answering each request with a new body naming how many requests came before it. */
  function countRequests() {
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        requests.push(url);
        return Promise.resolve(new Response(JSON.stringify({ answer: requests.length }), { status: 200 }));
      }),
    );
    return requests;
  }

  it('asks at once, and the first later request of the same URL takes that answer instead of asking again', async () => {
    const requests = countRequests();
    askEarly(() => api.teams.$get());
    expect(requests).toEqual(['/api/teams']);
    await expect((await api.teams.$get()).json()).resolves.toEqual({ answer: 1 });
    expect(requests).toEqual(['/api/teams']);
    // Once: the next request asks afresh.
    await expect((await api.teams.$get()).json()).resolves.toEqual({ answer: 2 });
    expect(requests).toEqual(['/api/teams', '/api/teams']);
  });

  it('hands its answer to a request of the same URL only, and never to a change', async () => {
    const requests = countRequests();
    askEarly(() => api.teams.$get());
    await api.teams.$post({ json: { name: 'Riverside' } });
    await api['question-sets'].$get();
    expect(requests).toEqual(['/api/teams', '/api/teams', '/api/question-sets']);
  });

  it('keeps nothing once forgotten, and asks nothing while the browser is offline', async () => {
    const requests = countRequests();
    askEarly(() => api.teams.$get());
    forgetEarlyAnswers();
    await api.teams.$get();
    expect(requests).toEqual(['/api/teams', '/api/teams']);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    askEarly(() => api['question-sets'].$get());
    expect(requests).toEqual(['/api/teams', '/api/teams']);
    vi.restoreAllMocks();
  });

  it('drops an answer that failed before any request took it: a later request asks afresh', async () => {
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        requests.push(url);
        return requests.length === 1
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Promise.resolve(new Response('{"teams":[]}', { status: 200 }));
      }),
    );
    askEarly(() => api.teams.$get());
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect((await api.teams.$get()).json()).resolves.toEqual({ teams: [] });
    expect(requests).toEqual(['/api/teams', '/api/teams']);
  });
});
