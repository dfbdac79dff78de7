import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { Day } from '../../../domain/dates';
import type { JournalEntry } from '../../../domain/entry-content';
import { isArrayOf, isRecord } from '../../../domain/guards';
import { summarizeDays } from '../../../domain/rating';
import type { api } from '../../lib/api-client';
import { dayEntriesQuery, entriesKey, historyQuery, type HistoryPage } from './entries';
import { entryQuery } from './entry';
import { isEntry, isEntryList, isHistoryPage } from './entry-shape';

/**
 * Edits of the cached entry views (day, month, history, one Game entry) made the moment the athlete
 * changes something, before the server has it: every screen shows the change at once, online or not. The
 * server's answer replaces them when the change syncs.
 */

type MonthSummary = InferResponseType<(typeof api.entries.month)[':month']['$get'], 200>;

// The views' own keys, which carry the type of what their queries keep: read and written here as the queries do.
const dayKey = (day: Day) => dayEntriesQuery(day).queryKey;
const entryKey = (id: string) => entryQuery(id).queryKey;

/** The entry with this id in any cached view, or undefined when no view holds it. */
export function findCachedEntry(client: QueryClient, id: string): JournalEntry | undefined {
  for (const [, data] of client.getQueriesData<unknown>({ queryKey: entriesKey })) {
    const found = entriesIn(data).find((entry) => entry.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Every entry any cached view holds, each once in its newest version: what search reads offline. */
export function cachedEntries(client: QueryClient): JournalEntry[] {
  const byId = new Map<string, JournalEntry>();
  for (const [, data] of client.getQueriesData<unknown>({ queryKey: entriesKey })) {
    for (const entry of entriesIn(data)) {
      const seen = byId.get(entry.id);
      if (seen === undefined || entry.version > seen.version) byId.set(entry.id, entry);
    }
  }
  return [...byId.values()];
}

/**
 * The entries one cached view holds: a day's or a range's list, the history's pages, an entry kept by id. Every view
 * under the entries key is read, so each is checked for what it is: a view derived from the entries (insights) or a
 * month's summary holds none.
 */
function entriesIn(data: unknown): readonly JournalEntry[] {
  if (isEntryList(data)) return data;
  if (isRecord(data) && isArrayOf(data.pages, isHistoryPage)) return data.pages.flatMap((page) => page.entries);
  return isEntry(data) ? [data] : [];
}

/** Shows a new or changed entry in every cached view (a new one first in its day, as the newest). */
export function showEntry(client: QueryClient, entry: JournalEntry): void {
  client.setQueryData(dayKey(entry.day), (entries = []) => upsert(entries, entry));
  for (const type of [null, entry.type]) {
    client.setQueryData(historyQuery(type).queryKey, (history) => history && withHistoryEntry(history, entry));
  }
  // Games are kept by id so a Finish link works offline; any other entry only once an Edit link has loaded it.
  if (entry.type === 'Game' || client.getQueryData(entryKey(entry.id)) !== undefined) {
    client.setQueryData(entryKey(entry.id), entry);
  }
  refreshMonthSummaries(client, entry.day);
}

/** Takes an entry out of every cached view. */
export function hideEntry(client: QueryClient, entry: Pick<JournalEntry, 'id' | 'day'>): void {
  const without = (entries: JournalEntry[]) => entries.filter((cached) => cached.id !== entry.id);
  client.setQueryData(dayKey(entry.day), (entries) => entries && without(entries));
  client.setQueriesData<InfiniteData<HistoryPage>>({ queryKey: [...entriesKey, 'history'] }, (history) =>
    history
      ? { ...history, pages: history.pages.map((page) => ({ ...page, entries: without(page.entries) })) }
      : history,
  );
  client.setQueryData(entryKey(entry.id), (cached) => (cached === undefined ? cached : null));
  refreshMonthSummaries(client, entry.day);
}

function upsert(entries: readonly JournalEntry[], entry: JournalEntry): JournalEntry[] {
  return entries.some((cached) => cached.id === entry.id)
    ? entries.map((cached) => (cached.id === entry.id ? entry : cached))
    : [entry, ...entries];
}

/** History runs newest day first: a new entry goes before the first one of its day or an older day. */
function withHistoryEntry<P>(history: InfiniteData<HistoryPage, P>, entry: JournalEntry): InfiniteData<HistoryPage, P> {
  if (history.pages.some((page) => page.entries.some((cached) => cached.id === entry.id))) {
    return { ...history, pages: history.pages.map((page) => ({ ...page, entries: upsert(page.entries, entry) })) };
  }
  const pages = history.pages.map((page) => ({ ...page, entries: [...page.entries] }));
  for (const page of pages) {
    const at = page.entries.findIndex((cached) => cached.day <= entry.day);
    if (at >= 0) {
      page.entries.splice(at, 0, entry);
      return { ...history, pages };
    }
  }
  // Older than every loaded entry: it belongs on a page not loaded yet, unless this is the last page.
  const last = pages[pages.length - 1];
  if (last && last.nextCursor === null) last.entries.push(entry);
  return { ...history, pages };
}

/** Recounts `day` in every cached month grid that shows it, from that day's cached entries. */
function refreshMonthSummaries(client: QueryClient, day: Day): void {
  const entries = client.getQueryData(dayKey(day));
  if (!entries) return;
  const [summary] = summarizeDays(entries);
  client.setQueriesData<MonthSummary>({ queryKey: [...entriesKey, 'month'] }, (month) => {
    if (!month || day < month.start || day > month.end) return month;
    const days = month.days.filter((row) => row.day !== day);
    if (summary) days.push(summary);
    return { ...month, days: days.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0)) };
  });
}
