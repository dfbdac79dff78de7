import { vi } from 'vitest';

/** A request the web made, as the stand-in saw it; `answered` is false for one that got no answer (offline). */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  answered: boolean;
}

/** How the stand-in answers a request: a status and a JSON body, no answer at all (offline), or null for a 404. */
export type Answer = (request: Omit<SentRequest, 'answered'>) => [number, unknown] | 'no answer' | null;

/**
 * Stands in for `fetch` in a component test: each request of the web is answered by `answer` and recorded, in order,
 * in the list returned (health checks are answered but not recorded). What is under test is the web's code, not our
 * server, whose answers the API tests pin.
 */
export function answerWith(answer: Answer): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://127.0.0.1'), init);
    const text = await request.text();
    const seen = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
    const answered = answer(seen);
    if (seen.path !== '/api/health') sent.push({ ...seen, answered: answered !== 'no answer' });
    if (answered === 'no answer') throw new TypeError('Failed to fetch');
    const [status, body] = answered ?? [404, { error: { code: 'NOT_FOUND', message: 'Not here.' } }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}
