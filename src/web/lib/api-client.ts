import { hc, type ClientResponse } from 'hono/client';
import type { ApiType } from '../../server/app';
import { networkFetch, readJson } from './api';

/** The typed client of our own API: paths, parameters and answers checked against the server. */
export const api = hc<ApiType>('/api', { fetch: networkFetch });

type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, 'json'> ? (Status extends 200 | 201 ? Body : never) : never;

/** The fetch answer behind a typed call's answer (the client's answers are fetch's own). */
const asResponse = (answer: ClientResponse<unknown, number, string>) => answer as unknown as Response;

/** Awaits a typed call and returns its success body, or throws an ApiError. */
export async function ok<R extends ClientResponse<unknown, number, 'json'>>(call: Promise<R>): Promise<SuccessBody<R>> {
  return readJson<SuccessBody<R>>(asResponse(await call));
}

/** Awaits a typed call whose success has no body (204), or throws an ApiError with the server's words. */
export async function done(call: Promise<ClientResponse<unknown, number, string>>): Promise<void> {
  await readJson<unknown>(asResponse(await call));
}
