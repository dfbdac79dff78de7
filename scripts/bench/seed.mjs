// Seeds a benchmark dataset: N athletes, each with a year of journal entries (2 to 3 sessions and meals a
// day of six types, sessions with effort and minutes, and a wellness check-in on most mornings; contents the
// size real athletes write), inserted in batches straight through Kysely.
//
//   node scripts/bench/seed.mjs --data-dir DIR [--athletes 100] [--last-day 2025-12-31]   (after `npm run build`)
//
// The server creates the schema (better-auth's tables and ours) and one real account through the API;
// every other account is a copy of that account's rows, so all share its argon2id password hash. Every entry is
// checked by the server's entry schema and made into its row by the server's own row code (newEntryRow), so a seeded
// entry is stored exactly as one the app creates.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { ApiClient, signedIn } from '../lib/api-client.mjs';
import { loadServerApi, ROOT } from '../lib/server-build.mjs';
import { startServer } from '../lib/server-process.mjs';

/** @typedef {import('../../src/server/scripts-api.js').AnyEntryContent} AnyEntryContent */
/** @typedef {import('../../src/server/scripts-api.js').EntryType} EntryType */
/** @typedef {import('../lib/server-build.mjs').ServerApi} ServerApi */
/** @typedef {() => number} Random A source of numbers in [0, 1). */
/**
 * better-auth's tables, which our schema leaves out (better-auth owns them): the columns the seed reads or sets. A copy
 * of a row carries every other column along as it is.
 *
 * @typedef {object} AuthTables
 * @property {{ id: string, email: string, name: string }} user
 * @property {{ id: string, accountId: string, userId: string }} account
 */

/** The last day of the seeded year by default: the year 2025, the same data in every run. */
export const LAST_DAY = '2025-12-31';
/** @param {number} index */
export const emailOf = (index) => `athlete-${index}@bench.touchline.local`;

const ENTRIES_PER_BATCH = 500;
const DAY_MS = 86_400_000;

/** The 365 days of the seeded year, `yyyy-MM-dd`, ending with `lastDay`. */
export function seededDays(lastDay = LAST_DAY) {
  const last = Date.parse(`${lastDay}T00:00:00Z`);
  const days = [];
  for (let time = last - 364 * DAY_MS; time <= last; time += DAY_MS)
    days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

/**
 * A small seeded PRNG (mulberry32), so a dataset is the same from run to run.
 *
 * @param {number} seed
 * @returns {Random}
 */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One item of a list, chosen by `next`.
 *
 * @template T
 * @param {readonly T[]} list
 * @param {Random} next
 * @returns {T}
 */
function pick(list, next) {
  const item = list[Math.floor(next() * list.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

const SENTENCES = [
  'Stayed locked in for most of the session, drifted a little during the long passing drill.',
  'Coach moved me to the left side and I had to think more about my positioning than usual.',
  'Felt heavy legs in the warm-up but it cleared once we started the small-sided games.',
  'My first touch was sharp today and I kept my head up before receiving the ball.',
  'I let one bad pass get to me for a few minutes, then reset with a deep breath and a cue word.',
  'Want to keep working on my weak foot, especially crossing under pressure.',
  'Slept eight hours, had a proper breakfast and did ten minutes of mobility before leaving.',
  'Talked with the physio about the hamstring; it feels better when I warm up properly.',
  'Good energy in the group today, lots of talking and encouragement on the pitch.',
  'Finished the conditioning block strong and beat my time on the last two runs.',
  'The noise from the stands did not bother me; I focused on the next action each time.',
  'I need to communicate more with the centre-backs when we defend set pieces.',
];
const FOODS = [
  'oatmeal with banana and peanut butter, black coffee',
  'chicken, rice and broccoli, a glass of water',
  'Greek yoghurt with berries and granola',
  'salmon, sweet potato and a green salad',
  'wholegrain wrap with turkey and avocado, an apple',
  'pasta with tomato sauce and lean mince, side salad',
];
const TEAMS = ['Rovers', 'City', 'Athletic', 'United', 'Wanderers', 'Harriers', 'Albion', 'Rangers'];
/** @type {Record<'Training' | 'Rehab' | 'Lift', string[]>} */
const TRAINING_QUESTIONS = {
  Training: ['t1', 't2', 't3', 't4', 't5', 't6'],
  Rehab: ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'],
  Lift: ['l1', 'l2', 'l3', 'l4'],
};
const PROMPTS = [
  'Picture yourself in the tunnel before kick-off: the sounds, the smell of the grass.',
  'See your first touch of the game: calm, clean, head up.',
  'Replay a moment you made a mistake and watch yourself respond with the next action.',
  'Imagine the final whistle after a game you gave everything in.',
  'Visualise the set piece routine, your run and the timing of the delivery.',
];

/**
 * Random prose of about `sentences` sentences.
 *
 * @param {Random} next
 * @param {number} sentences
 */
function prose(next, sentences) {
  const words = [];
  for (let i = 0; i < sentences; i++) words.push(pick(SENTENCES, next));
  return words.join(' ');
}

/** @param {Random} next */
const rating = (next) => 1 + Math.floor(next() * 10);
/**
 * Effort 2 to 9 and 20 to 120 minutes, as most sessions record them.
 *
 * @param {Random} next
 */
const effort = (next) => ({ effort: 2 + Math.floor(next() * 8), minutes: 20 + 5 * Math.floor(next() * 21) });
/** @param {Random} next */
const wellnessItem = (next) => 2 + Math.floor(next() * 4);

/**
 * Content of an entry of `type`, of the shape the entry schema takes (src/domain/entry-content-schema.ts) and sized
 * like a real one.
 *
 * @param {EntryType} type
 * @param {Random} next
 * @returns {AnyEntryContent}
 */
export function contentFor(type, next) {
  switch (type) {
    case 'Game':
      return {
        opposingTeam: pick(TEAMS, next),
        timeOfDay: '15:00',
        pregame: { controlFactors: prose(next, 2), distractions: prose(next, 1), mistakeResponse: prose(next, 1) },
        postgame: {
          rating: rating(next),
          externalFactors: next() < 0.5 ? ['Referee'] : ['Confidence', 'Teammates'],
          engagement: next() < 0.8 ? 'YES' : 'NO',
          feelingsAboutPlay: prose(next, 2),
          thingsDidWell: prose(next, 3),
          workOnNext: prose(next, 1),
          impactOnDay: prose(next, 1),
          matchupFeelings: prose(next, 1),
          systemFeelings: prose(next, 1),
          playingTimeFeelings: prose(next, 1),
          ...effort(next),
          planAdherence: pick(/** @type {const} */ (['Yes', 'Partly', 'No']), next),
        },
      };
    case 'Training':
    case 'Rehab':
    case 'Lift': {
      /** @type {Record<string, string>} */
      const answers = {};
      for (const id of TRAINING_QUESTIONS[type]) answers[id] = prose(next, 1 + Math.floor(next() * 3));
      return { timeOfDay: '10:00', answers, rating: rating(next), ...effort(next), notes: prose(next, 1) };
    }
    case 'Imagery':
      return {
        timeOfDay: '21:00',
        selectedPrompts: PROMPTS.slice(0, 2 + Math.floor(next() * 3)),
        rating: rating(next),
        notes: prose(next, 1),
      };
    case 'Food': {
      const mealType = pick(/** @type {const} */ (['Breakfast', 'Lunch', 'Snack', 'Dinner']), next);
      return {
        mealType,
        timeOfDay: '12:30',
        foodItems: pick(FOODS, next),
        feelingNotes: mealType === 'Dinner' ? prose(next, 1) : '',
      };
    }
    case 'Wellness':
      return {
        fatigue: wellnessItem(next),
        sleep: wellnessItem(next),
        soreness: wellnessItem(next),
        stress: wellnessItem(next),
        mood: wellnessItem(next),
        sleepHours: 6 + 0.5 * Math.floor(next() * 6),
      };
    default:
      throw new Error(`Unknown entry type ${type}`);
  }
}

/**
 * How often each type appears: mostly training and food, a game about once a week.
 *
 * @type {[EntryType, number][]}
 */
const TYPE_WEIGHTS = [
  ['Training', 0.3],
  ['Food', 0.3],
  ['Game', 0.07],
  ['Rehab', 0.08],
  ['Lift', 0.15],
  ['Imagery', 0.1],
];

/**
 * @param {Random} next
 * @returns {EntryType}
 */
function pickType(next) {
  let roll = next();
  for (const [type, weight] of TYPE_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return type;
  }
  return 'Training';
}

/**
 * One athlete's year of entries as journal_entries rows: each entry checked by the server's entry schema, as the API
 * checks a new entry, and made into its row by the server's own row code.
 *
 * @param {ServerApi} api
 * @param {string} userId
 * @param {number} athleteIndex
 * @param {readonly string[]} days
 */
function entryRows(api, userId, athleteIndex, days) {
  const next = random(athleteIndex + 1);
  const rows = [];
  for (const day of days) {
    const count = 2 + Math.floor(next() * 2);
    // A check-in on 6 mornings of 7, written first.
    const checkIn = next() < 6 / 7;
    for (let i = 0; i < count + (checkIn ? 1 : 0); i++) {
      const type = checkIn && i === 0 ? 'Wellness' : pickType(next);
      const createdAt = `${day}T${String(7 + i * 5).padStart(2, '0')}:${String(Math.floor(next() * 60)).padStart(2, '0')}:00.000Z`;
      const entry = api.newEntrySchema.parse({ id: randomUUID(), type, day, content: contentFor(type, next) });
      rows.push(api.newEntryRow(userId, entry, createdAt, createdAt));
    }
  }
  return rows;
}

/**
 * A team made by athlete 0 through the API, as a coach makes one, so that the first-visit benchmarks find `/teams`
 * with a team on it.
 *
 * @param {string} baseUrl a running server on the seeded data
 */
export async function teamOfFirstAthlete(baseUrl) {
  const { client } = await signedIn(baseUrl, emailOf(0));
  try {
    const made = await client.request('POST', '/api/teams', { name: 'Riverside U18' });
    if (made.status !== 201) throw new Error(`making a team answered ${made.status}: ${JSON.stringify(made.body)}`);
  } finally {
    client.close();
  }
}
/**
 * Creates the dataset in an empty data directory (or database): migrates and signs up athlete 0 by
 * starting the server once, then copies that account and writes everyone's entries for the year
 * ending with `lastDay`.
 * Returns the athletes' ids and emails.
 *
 * @param {{ dataDir: string, databaseUrl?: string, athletes: number, lastDay?: string, log?: (line: string) => void }} options
 */
export async function seed({ dataDir, databaseUrl, athletes, lastDay = LAST_DAY, log = console.log }) {
  const started = Date.now();
  const server = await startServer({ dataDir, databaseUrl });
  const client = new ApiClient(server.url);
  try {
    const answer = await client.signUp(emailOf(0), { name: 'Bench Athlete 0' });
    if (answer.status !== 200) throw new Error(`sign-up answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  } finally {
    client.close();
    await server.stopCleanly();
  }

  const api = await loadServerApi();
  const handle = api.openDatabase({ dataDir, databaseUrl });
  const { db } = handle;
  /** @type {ReturnType<typeof db.withTables<AuthTables>>} */
  const auth = db.withTables();
  try {
    // A benchmark dataset can be made again: trade durability for speed while seeding.
    if (handle.dialect === 'sqlite') await sql`pragma synchronous = OFF`.execute(db);
    const templateUser = await auth
      .selectFrom('user')
      .selectAll()
      .where('email', '=', emailOf(0))
      .executeTakeFirstOrThrow();
    const templateAccount = await auth
      .selectFrom('account')
      .selectAll()
      .where('userId', '=', templateUser.id)
      .executeTakeFirstOrThrow();

    const users = [{ id: templateUser.id, email: templateUser.email }];
    for (let index = 1; index < athletes; index++) users.push({ id: randomUUID(), email: emailOf(index) });
    const days = seededDays(lastDay);
    let entries = 0;
    const batchOfUsers = 200;
    for (let start = 1; start < users.length; start += batchOfUsers) {
      const slice = users.slice(start, start + batchOfUsers);
      await auth.transaction().execute(async (trx) => {
        await trx
          .insertInto('user')
          .values(
            slice.map((user, i) => ({
              ...templateUser,
              id: user.id,
              email: user.email,
              name: `Bench Athlete ${start + i}`,
            })),
          )
          .execute();
        await trx
          .insertInto('account')
          .values(slice.map((user) => ({ ...templateAccount, id: randomUUID(), accountId: user.id, userId: user.id })))
          .execute();
      });
    }
    for (const [index, user] of users.entries()) {
      const rows = entryRows(api, user.id, index, days);
      await db.transaction().execute(async (trx) => {
        for (let start = 0; start < rows.length; start += ENTRIES_PER_BATCH) {
          await trx
            .insertInto('journal_entries')
            .values(rows.slice(start, start + ENTRIES_PER_BATCH))
            .execute();
        }
      });
      entries += rows.length;
      if ((index + 1) % 100 === 0) log(`  seeded ${index + 1}/${users.length} athletes, ${entries} entries`);
    }
    // Written straight to the table, the entries are not in the search index yet: index them as the server would.
    const indexing = Date.now();
    await api.rebuildSearchIndex(db);
    log(`  indexed ${entries} entries for search in ${((Date.now() - indexing) / 1000).toFixed(1)} s`);
    if (handle.dialect === 'sqlite') await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    // Vacuumed as well: autovacuum would otherwise visit the fresh tables (and their GIN index) during the load.
    else await sql`vacuum analyze`.execute(db);
    const seconds = (Date.now() - started) / 1000;
    log(`Seeded ${users.length} athletes and ${entries} entries in ${seconds.toFixed(1)} s`);
    return { users, days, entries, seconds };
  } finally {
    await handle.close();
  }
}

// As a command: seed a data directory to look at or to serve with `DATA_DIR=... npm start`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      athletes: { type: 'string', default: '100' },
      'data-dir': { type: 'string' },
      'last-day': { type: 'string', default: LAST_DAY },
    },
  });
  const dataDir = values['data-dir'];
  if (!dataDir && !process.env.DATABASE_URL) {
    console.error(
      'Usage: node scripts/bench/seed.mjs --data-dir DIR [--athletes 100] [--last-day yyyy-MM-dd]  (or set DATABASE_URL)',
    );
    process.exit(2);
  }
  await seed({
    dataDir: dataDir ?? join(ROOT, 'bench-results/data'),
    databaseUrl: process.env.DATABASE_URL,
    athletes: Number(values.athletes),
    lastDay: values['last-day'],
  });
}
