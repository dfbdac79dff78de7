import type { ClientResponse, hc } from 'hono/client';
import type { ApiType } from '../../server/app';
import { networkFetch, readJson } from './api';

/** What a call of the typed client carries: the path's `:parameters`, the query and a JSON body. */
interface CallArgs {
  param?: Record<string, string>;
  query?: Record<string, string | string[] | undefined>;
  json?: unknown;
}

/**
 * The typed client of our own API: paths, parameters and answers checked against the server by hono's client types
 * (`hc<ApiType>`). The calls themselves are made here, not by hono's client code, which would add 2 KB gzip to every
 * signed-in page for what we never use (forms, cookies, web sockets, URL helpers; decision 034).
 * `api.teams[':teamId'].squad.$get({ param: { teamId }, query }, { init: { signal } })` asks
 * `GET /api/teams/<teamId>/squad?<query>`; `init` goes to fetch last, so it may replace the body and headers (the
 * import sends its file that way).
 */
export const api = callAt([]) as ReturnType<typeof hc<ApiType>>;

/** A path of the client: each property one segment further, a call at `$method` the request. */
function callAt(path: string[]): unknown {
  return new Proxy(() => undefined, {
    // Never `then`: a path is not a promise, whatever awaits it.
    get: (_target, key) => (typeof key === 'string' && key !== 'then' ? callAt([...path, key]) : undefined),
    apply: (_target, _this, [args, options]: [CallArgs | undefined, { init?: RequestInit } | undefined]) =>
      request(path, args, options?.init),
  });
}

/**
 * Answers asked for early (`askEarly`), by URL, until a request of the same URL takes one or `forgetEarlyAnswers`
 * drops them.
 */
const earlyAnswers = new Map<string, Promise<Response>>();
let askingEarly = false;

/**
 * Makes the GET request of `call` (a call of the typed client, or a query's function that makes one) now, and keeps
 * its answer for the first request of the same URL made later, which then waits for it instead of asking again. For
 * a page's first screen, whose queries can only start once the browser's kept cache is back: its code asks as it
 * loads, a round trip earlier (decision 063). What `call` itself returns never settles: the answer is its later
 * request's to read.
 */
export function askEarly(call: () => unknown): void {
  askingEarly = true;
  try {
    void call();
  } finally {
    askingEarly = false;
  }
}

/** Drops the early answers no request took (the page's first screen has asked for what it needs by then). */
export function forgetEarlyAnswers(): void {
  earlyAnswers.clear();
}

function request(path: string[], { param = {}, query = {}, json }: CallArgs = {}, init?: RequestInit) {
  const method = path
    .at(-1)
    ?.match(/^\$([a-z]+)$/)?.[1]
    ?.toUpperCase();
  if (!method) throw new Error(`The API client was called at /${path.join('/')}, not at a $method`);
  const segments = path
    .slice(0, -1)
    .map((segment) => (segment.startsWith(':') ? encodeURIComponent(param[segment.slice(1)] ?? '') : segment));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const one of [value ?? []].flat()) search.append(name, one);
  const url = `/api/${segments.join('/')}${search.size > 0 ? `?${search}` : ''}`;
  if (method === 'GET') {
    if (askingEarly) {
      // Offline, nothing is asked: the screen's query waits for a connection, as it would have.
      if (navigator.onLine) {
        const answer = networkFetch(url, init);
        earlyAnswers.set(url, answer);
        // A failure is the request's that took it by then; else it is dropped, and a later request asks afresh.
        answer.catch(() => {
          if (earlyAnswers.get(url) === answer) earlyAnswers.delete(url);
        });
      }
      return new Promise<never>(() => {});
    }
    const early = earlyAnswers.get(url);
    if (early) {
      earlyAnswers.delete(url);
      return early;
    }
  }
  return networkFetch(url, {
    method,
    headers: json === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
    ...init,
  });
}

type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, 'json'> ? (Status extends 200 | 201 ? Body : never) : never;

/** Awaits a typed call and returns its success body, or throws an ApiError. */
export async function ok<R extends ClientResponse<unknown, number, 'json'>>(call: Promise<R>): Promise<SuccessBody<R>> {
  return readJson<SuccessBody<R>>(await call);
}

/** Awaits a typed call whose success has no body (204), or throws an ApiError with the server's words. */
export async function done(call: Promise<ClientResponse<unknown, number, string>>): Promise<void> {
  await readJson<unknown>(await call);
}
