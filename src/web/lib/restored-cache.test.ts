import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPersistedClient, type RestoreRules } from './restored-cache';

/** Rules of a feature whose day views hold lists of numbers and whose one change holds an `id`. */
const rules: RestoreRules = {
  queryData: (key, data) => key[0] === 'days' && Array.isArray(data) && data.every((n) => typeof n === 'number'),
  changeVariables: (key, variables) =>
    key[0] === 'days' && typeof variables === 'object' && variables !== null && 'id' in variables,
};

const query = (key: unknown[], data: unknown) => ({
  queryKey: key,
  queryHash: JSON.stringify(key),
  state: { status: 'success', data, dataUpdatedAt: 1 },
});
const change = (status: string, variables: unknown) => ({
  mutationKey: ['days', 'save'],
  state: { status, variables, isPaused: false },
});
const stored = (queries: unknown, mutations: unknown) =>
  JSON.stringify({ timestamp: 5, buster: 'athlete-1', clientState: { queries, mutations } });

describe('readPersistedClient', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  afterEach(() => warn.mockClear());

  it('keeps a whole cache as it is, with a change that was on its way counted as paused', () => {
    const client = readPersistedClient(stored([query(['days', 1], [1, 2])], [change('pending', { id: 'a' })]), rules);
    expect(client.buster).toBe('athlete-1');
    expect(client.clientState.queries).toEqual([query(['days', 1], [1, 2])]);
    expect(client.clientState.mutations).toEqual([
      { mutationKey: ['days', 'save'], state: { status: 'pending', variables: { id: 'a' }, isPaused: true } },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps a refused change as refused, so the athlete still sees it', () => {
    const client = readPersistedClient(stored([], [change('error', { id: 'a' })]), rules);
    expect(client.clientState.mutations[0]?.state.status).toBe('error');
  });

  it('drops only the queries and changes that are damaged, and warns', () => {
    const client = readPersistedClient(
      stored(
        [query(['days', 1], [1]), query(['days', 2], 'x'), query(['other'], [1]), { queryKey: 'days' }, null],
        [change('pending', { id: 'a' }), change('pending', 7), change('success', { id: 'b' }), 'junk'],
      ),
      rules,
    );
    expect(client.clientState.queries.map((kept) => kept.queryKey)).toEqual([['days', 1]]);
    expect(client.clientState.mutations.map((kept) => kept.state.variables)).toEqual([{ id: 'a' }]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['text that is not JSON', '{"timestamp":'],
    ['JSON of another shape', '{"hello":"world"}'],
    ['an envelope with wrong types', JSON.stringify({ timestamp: 'now', buster: 1, clientState: [] })],
  ])('starts empty from %s, and warns', (_case, text) => {
    const client = readPersistedClient(text, rules);
    expect(client.clientState).toEqual({ queries: [], mutations: [] });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('reads lists that are not lists as empty', () => {
    const client = readPersistedClient(stored('queries', { 0: 'x' }), rules);
    expect(client.clientState).toEqual({ queries: [], mutations: [] });
  });
});
