/**
 * An error answer from our API, or a request that never got one (status 0). `answer` is the whole body, for what an
 * answer carries beside its code and message: the fields a 422 names, the entry a 409 of an update holds.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly answer: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /**
   * What a refused change keeps of its error in the browser's store (an Error's message is not serialised): what the
   * sync status words it by. Not the answer: what it carries is used when the change is refused (a 409's entry is
   * shown then, and the views refetch after a reload), and a 409's would store a second copy of an entry.
   */
  toJSON() {
    return { name: this.name, status: this.status, code: this.code, message: this.message };
  }
}

/**
 * A request that got no answer from Touchline (offline, our own timeout, the server or its database down: status 0
 * or 502 to 504 and up): worth trying again, never an answer.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0 || error.status >= 502;
  return error instanceof DOMException && error.name === 'TimeoutError';
}

/** Said when a request got no answer, unless the screen says what needs the connection. */
export const UNREACHABLE = 'Could not reach the server. Check your connection.';

/**
 * What to tell the athlete when a request failed: `unreachable` when Touchline could not answer (see
 * isNetworkFailure: trying again later is what helps), else the server's own words, else `fallback`; `unexpected`
 * when what failed was no request at all (our own code, a script that did not load), which is `fallback` unless the
 * screen says otherwise. The one way screens word a failure.
 */
export function failureMessage(
  error: unknown,
  fallback: string,
  unreachable = UNREACHABLE,
  unexpected = fallback,
): string {
  if (isNetworkFailure(error)) return unreachable;
  if (!(error instanceof ApiError)) return unexpected;
  return error.message || fallback;
}

const unreachableListeners = new Set<() => void>();

/** Calls `listener` whenever a request finds the server unreachable; returns the way to stop. */
export function onServerUnreachable(listener: () => void): () => void {
  unreachableListeners.add(listener);
  return () => unreachableListeners.delete(listener);
}

const reportUnreachable = () => unreachableListeners.forEach((listener) => listener());

const refusedSessionListeners = new Set<() => void>();

/**
 * Calls `listener` whenever our API answers 401 to a request of the app's own (not the auth library's, where a 401
 * may be a wrong password): the session this browser holds may have ended elsewhere (a password changed or reset, the
 * sessions revoked). Returns the way to stop.
 */
export function onSessionRefused(listener: () => void): () => void {
  refusedSessionListeners.add(listener);
  return () => refusedSessionListeners.delete(listener);
}

const AUTH_PATH = '/api/auth/';

function reportIfSessionRefused(input: RequestInfo | URL, response: Response): void {
  if (response.status !== 401) return;
  const url = input instanceof Request ? input.url : String(input);
  if (!url.includes(AUTH_PATH)) refusedSessionListeners.forEach((listener) => listener());
}

/** fetch, with "no answer at all" turned into an ApiError of status 0 (an abort stays an abort). */
export async function networkFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    const response = await fetch(input, { credentials: 'same-origin', ...init });
    if (response.status >= 502) reportUnreachable();
    reportIfSessionRefused(input, response);
    return response;
  } catch (error) {
    if (init?.signal?.aborted) throw error;
    reportUnreachable();
    throw new ApiError(0, 'NETWORK', UNREACHABLE);
  }
}

/** The JSON body of a successful answer; an error answer throws an ApiError with the server's words. */
export async function readJson<T>(response: Pick<Response, 'ok' | 'status' | 'json'>): Promise<T> {
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (payload as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(response.status, error?.code ?? 'ERROR', error?.message ?? '', payload);
  }
  return payload as T;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls a JSON endpoint that has no typed client (the auth library's). */
export async function apiFetch<T>(path: string, { method = 'GET', body, signal }: ApiRequest = {}): Promise<T> {
  const response = await networkFetch(`/api${path}`, {
    method,
    signal,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readJson<T>(response);
}
