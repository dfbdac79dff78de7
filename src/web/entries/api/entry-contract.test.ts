import type { InferResponseType } from 'hono/client';
import { describe, expectTypeOf, it } from 'vitest';
import type { JournalEntry } from '../../../domain/entry-content';
import type { api } from '../../lib/api-client';

// Checked by the type checker (npm run typecheck): the entries routes answer the domain's union by type, so the web
// reads their entries with no cast. A route answering a looser entry (content: unknown, type: string) fails here.

type Entries = typeof api.entries;
type One = Entries[':id'];

describe('the entries routes answer JournalEntry', () => {
  it('one entry, created, updated, and the entry a conflict carries', () => {
    expectTypeOf<InferResponseType<One['$get'], 200>['entry']>().toEqualTypeOf<JournalEntry>();
    expectTypeOf<InferResponseType<Entries['$post'], 200 | 201>['entry']>().toEqualTypeOf<JournalEntry>();
    expectTypeOf<InferResponseType<One['$put'], 200>['entry']>().toEqualTypeOf<JournalEntry>();
    expectTypeOf<InferResponseType<One['$put'], 409>['entry']>().toEqualTypeOf<JournalEntry>();
  });

  it('the lists: a day, a page of history, a range of days', () => {
    expectTypeOf<InferResponseType<Entries['day'][':day']['$get'], 200>['entries']>().toEqualTypeOf<JournalEntry[]>();
    expectTypeOf<InferResponseType<Entries['history']['$get'], 200>['entries']>().toEqualTypeOf<JournalEntry[]>();
    expectTypeOf<InferResponseType<Entries['range']['$get'], 200>['entries']>().toEqualTypeOf<JournalEntry[]>();
  });
});
