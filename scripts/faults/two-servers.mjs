// Two server processes on one PostgreSQL database, requests alternating between them: a session
// made on either works on both, rate limits are shared, and no write is lost or doubled.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiClient, newAthlete, uniqueEmail } from '../lib/api-client.mjs';
import { startServer } from '../lib/server-process.mjs';
import { describeStatuses, newFoodEntry, startWriters, verifyAcknowledged } from './lib/writers.mjs';

const UPDATES = 10;

/**
 * Wrong-password sign-ins for a new account from `address`, the n-th sent to `serverOf(n)`, until the first 429;
 * returns how many attempts that took (`cap` + 1 when none was refused).
 *
 * @param {(attempt: number) => string} serverOf
 * @param {string} address
 * @param {number} cap
 */
async function attemptsUntilLimited(serverOf, address, cap) {
  const signUp = new ApiClient(serverOf(0), { localAddress: address });
  const email = uniqueEmail('limit');
  const created = await signUp.signUp(email);
  if (created.status !== 200) throw new Error(`sign-up from ${address} answered ${created.status}`);
  signUp.close();
  const client = new ApiClient(serverOf(0), { localAddress: address });
  try {
    for (let attempt = 1; attempt <= cap; attempt++) {
      const answer = await client.signIn(email, 'not-the-password', serverOf(attempt));
      if (answer.status === 429) return attempt;
      if (answer.status !== 401) throw new Error(`a wrong password answered ${answer.status}`);
    }
    return cap + 1;
  } finally {
    client.close();
  }
}

/**
 * @param {import('./lib/results.mjs').PostgresContext} context
 * @returns {Promise<import('./lib/results.mjs').CheckResult[]>}
 */
export async function twoServers({ databaseUrl, dataDir, short, log }) {
  const check = 'two servers, one PostgreSQL';
  // Sessions are signed with the auth secret, so servers sharing a database share it too.
  const env = { AUTH_SECRET: randomBytes(32).toString('base64url'), AUTH_RATE_LIMIT: 'on' };
  const a = await startServer({ dataDir: join(dataDir, 'a'), databaseUrl, env });
  const b = await startServer({ dataDir: join(dataDir, 'b'), databaseUrl, env });
  /** @param {number} n the n-th request's server: A, B, A, B... */
  const alternate = (n) => (n % 2 === 0 ? a.url : b.url);
  /** @param {string} url */
  const other = (url) => (url === a.url ? b.url : a.url);
  try {
    // Sessions: sign in on one server, use the session on the other, for each direction.
    const athletes = [];
    let sessionsOk = 0;
    for (let i = 0; i < 4; i++) {
      const home = alternate(i);
      const athlete = await newAthlete(home, `two-servers-${i}`, { localAddress: `127.0.10.${i + 1}` });
      const seen = await athlete.client.request('GET', '/api/auth/get-session', undefined, other(home));
      const read = await athlete.client.request('GET', '/api/entries/day/2026-03-05', undefined, other(home));
      if (seen.status === 200 && seen.body?.user?.email === athlete.email && read.status === 200) sessionsOk++;
      athletes.push(athlete);
    }

    // Writes: creates alternate between the servers; every fifth id is sent again to the other one.
    const writers = startWriters({ athletes, count: 8, pickServer: alternate });
    await sleep(short ? 3000 : 10_000);
    await writers.stop();
    let resent = 0;
    let resentAnsweredExisting = 0;
    for (const [id, index] of [...writers.acknowledged].filter((_, n) => n % 5 === 0)) {
      const owner = athletes[index];
      if (!owner) throw new Error(`no athlete ${index}`);
      const again = await owner.client.request('POST', '/api/entries', { ...newFoodEntry(), id }, alternate(resent++));
      if (again.status === 200) resentAnsweredExisting++;
    }
    const listedOnA = await verifyAcknowledged(athletes, writers.acknowledged, a.url);
    const listedOnB = await verifyAcknowledged(athletes, writers.acknowledged, b.url);

    // Updates: one entry edited in turn on each server, each edit from the version the other stored.
    const first = athletes[0];
    if (!first) throw new Error('no athlete signed up');
    const { client } = first;
    const entry = newFoodEntry();
    let version = (await client.request('POST', '/api/entries', entry, a.url)).body.entry.version;
    let updatesOk = 0;
    for (let n = 0; n < UPDATES; n++) {
      const content = { ...entry.content, foodItems: `meal ${n}` };
      const answer = await client.request('PUT', `/api/entries/${entry.id}`, { content, version }, alternate(n));
      if (answer.status === 200) {
        updatesOk++;
        version = answer.body.entry.version;
      }
    }
    const final = await client.request('GET', `/api/entries/${entry.id}`, undefined, b.url);

    // Rate limits: how many wrong passwords one server takes before refusing, then the same
    // against both servers in turn, each from its own address and account.
    const single = await attemptsUntilLimited(() => a.url, '127.0.20.1', 40);
    const alternating = await attemptsUntilLimited(alternate, '127.0.20.2', 3 * single);
    log(`  wrong passwords until 429: ${single} on one server, ${alternating} alternating between two`);
    for (const athlete of athletes) athlete.client.close();

    return [
      {
        check,
        assertion: 'a session from either server works on both',
        pass: sessionsOk === athletes.length,
        measured: `${sessionsOk}/${athletes.length} sessions accepted by the other server`,
      },
      {
        check,
        assertion: 'alternating creates: none lost, none doubled',
        pass:
          listedOnA.missing + listedOnB.missing + listedOnA.duplicates + listedOnB.duplicates === 0 &&
          listedOnA.stored === listedOnB.stored &&
          resentAnsweredExisting === resent,
        measured: `${writers.acknowledged.size} acknowledged (${describeStatuses(writers.statuses)}), missing ${listedOnA.missing}/${listedOnB.missing} and doubled ${listedOnA.duplicates}/${listedOnB.duplicates} listed on A/B; ${resentAnsweredExisting}/${resent} re-sent ids answered 200 (already stored)`,
      },
      {
        check,
        assertion: 'alternating updates: none lost',
        pass:
          updatesOk === UPDATES &&
          final.body?.entry?.version === UPDATES + 1 &&
          final.body.entry.content.foodItems === `meal ${UPDATES - 1}`,
        measured: `${updatesOk}/${UPDATES} versioned updates accepted; final version ${final.body?.entry?.version}`,
      },
      {
        check,
        assertion: 'rate limits shared between the servers',
        pass: alternating <= single,
        measured: `wrong sign-ins until 429: ${single > 40 ? 'none in 40' : single} on one server, ${alternating > 3 * single ? `none in ${3 * single}` : alternating} alternating between two`,
      },
    ];
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}
