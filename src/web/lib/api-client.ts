import { hc, type ClientResponse } from 'hono/client';
import type { ApiType } from '../../server/app';
import { networkFetch, readJson } from './api';

/** The typed client of our own API: paths, parameters and answers checked against the server. */
export const api = hc<ApiType>('/api', { fetch: networkFetch });

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
