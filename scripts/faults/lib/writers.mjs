// Concurrent writers creating journal entries with ids they choose, as the app's offline queue does,
// and remembering which creates the server acknowledged.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/** @typedef {import('../../lib/api-client.mjs').Athlete} Athlete */

const RETRY_PAUSE_MS = 100;

/**
 * A small Food entry of `day` with a client-chosen id.
 *
 * @returns {{ id: string, type: 'Food', day: string, content: import('../../../src/domain/entry-content.js').FoodContent }}
 */
export function newFoodEntry(day = '2026-03-05') {
  return {
    id: randomUUID(),
    type: 'Food',
    day,
    content: { mealType: 'Lunch', timeOfDay: '12:30', foodItems: 'rice, chicken and broccoli', feelingNotes: '' },
  };
}

/**
 * Starts `count` writers over `athletes` (writer i writes as athlete i mod n). A create that fails
 * (server down, 503) is sent again with the same id, as a client retries, so the server must not
 * store it twice. `pickServer(n)` chooses the base URL of a writer's n-th request (default: the
 * athlete's own). Returns stop(), which waits for writers to finish their request in flight.
 *
 * @param {{ athletes: Athlete[], count: number, pickServer?: (sent: number) => string, pauseMs?: number }} options
 */
export function startWriters({ athletes, count, pickServer, pauseMs = 0 }) {
  /** @type {Map<string, number>} id -> athlete index */
  const acknowledged = new Map();
  /** @type {Map<number, number>} status (0 = network error) -> count */
  const statuses = new Map();
  let running = true;
  /** @param {number} index */
  const writer = async (index) => {
    const athlete = index % athletes.length;
    const own = athletes[athlete];
    if (!own) throw new Error(`no athlete ${athlete} of ${athletes.length}`);
    const { client } = own;
    let entry = newFoodEntry();
    for (let sent = 0; running; sent++) {
      const answer = await client.request('POST', '/api/entries', entry, pickServer?.(sent));
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status === 200 || answer.status === 201) {
        acknowledged.set(entry.id, athlete);
        entry = newFoodEntry();
        if (pauseMs) await sleep(pauseMs);
      } else {
        // The server is away or busy: retry soon with the same id, as the app's queue does.
        await sleep(RETRY_PAUSE_MS);
      }
    }
  };
  const done = Promise.all(Array.from({ length: count }, (_, index) => writer(index)));
  return {
    acknowledged,
    statuses,
    async stop() {
      running = false;
      await done;
    },
  };
}

/**
 * Reads every athlete's entries through the API and compares them with the acknowledged ids:
 * how many are missing, how many ids appear more than once, and how many entries there are.
 *
 * @param {Athlete[]} athletes
 * @param {Map<string, number>} acknowledged id -> athlete index
 * @param {string} [baseUrl]
 */
export async function verifyAcknowledged(athletes, acknowledged, baseUrl) {
  let missing = 0;
  let duplicates = 0;
  let stored = 0;
  for (const [index, { client }] of athletes.entries()) {
    const ids = (await client.allEntries(baseUrl)).map((entry) => entry.id);
    stored += ids.length;
    const unique = new Set(ids);
    duplicates += ids.length - unique.size;
    for (const [id, athlete] of acknowledged) if (athlete === index && !unique.has(id)) missing++;
  }
  return { missing, duplicates, stored };
}

/**
 * "201: 812, 503: 40" for a status count map.
 *
 * @param {Map<number, number>} statuses
 */
export function describeStatuses(statuses) {
  return [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === 0 ? 'network error' : status}: ${n}`)
    .join(', ');
}
