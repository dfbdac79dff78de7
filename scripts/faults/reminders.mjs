// Kill -9 in the middle of a run of reminder sends (SQLite): after a restart no reminder is sent twice, and the only
// ones lost are those claimed but not yet sent when the process died (docs/decisions/026: at most the deliveries in
// flight, 4). The push service is the local one (scripts/lib/push-service.mjs), slowed so the run takes a while.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { newAthlete } from '../lib/api-client.mjs';
import { startPushService } from '../lib/push-service.mjs';
import { startServer } from '../lib/server-process.mjs';
import { sqliteFileIn } from '../lib/sqlite-file.mjs';

const IN_FLIGHT_BOUND = 4; // the scheduler's concurrent deliveries
const PUSH_DELAY_MS = 40;

/**
 * Waits until `condition()` holds, checking every 5 ms, for at most `timeoutMs`.
 *
 * @param {() => boolean | Promise<boolean>} condition
 * @param {number} timeoutMs
 * @param {string} what
 */
async function until(condition, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

/**
 * How many rows of reminder_sends a query counts (`select count(*) as n ...`).
 *
 * @param {Database.Database} database
 * @param {string} query
 */
function count(database, query) {
  return Number(database.prepare(query).pluck().get());
}

/**
 * A push message's reminder: its subscription and its tag (the reminder's kind and day).
 *
 * @param {import('../lib/push-service.mjs').PushMessage} message
 */
const reminderOf = (message) => `${message.id} ${message.payload?.tag}`;

/**
 * @param {import('./lib/results.mjs').CheckContext} context
 * @returns {Promise<import('./lib/results.mjs').CheckResult[]>}
 */
export async function remindersKillNine({ dataDir, short, log }) {
  const check = 'reminders: kill -9 mid-run (sqlite)';
  const athletes = short ? 30 : 60;
  const push = await startPushService({ delayMs: PUSH_DELAY_MS });
  const caFile = join(dataDir, 'push-ca.pem');
  writeFileSync(caFile, push.certificate);
  const serverDir = join(dataDir, 'server');
  // The server trusts the local push service's self-signed certificate, as it trusts a public one, and may reach it on
  // this machine.
  const server = await startServer({
    dataDir: serverDir,
    env: { NODE_EXTRA_CA_CERTS: caFile, PUSH_PRIVATE_ADDRESSES: 'allow' },
  });
  const sqlite = () => new Database(sqliteFileIn(serverDir), { fileMustExist: true });
  try {
    const endpoints = [];
    for (let n = 0; n < athletes; n++) {
      const { client } = await newAthlete(server.url, `reminders-${n}`);
      const subscription = push.subscription();
      endpoints.push(subscription.endpoint);
      const device = await client.request('POST', '/api/reminders/devices', { ...subscription, label: 'Fault check' });
      const settings = await client.request('PUT', '/api/reminders/settings', {
        timeZone: 'UTC',
        journal: { enabled: true, time: '20:00', weekdays: [0, 1, 2, 3, 4, 5, 6] },
        checkIn: { enabled: true, time: '08:00' },
        finishGame: { enabled: false, time: '21:00' },
        email: false,
      });
      if (device.status !== 201 || settings.status !== 200) {
        throw new Error(`setting reminders up answered ${device.status} / ${settings.status}`);
      }
      client.close();
    }
    const total = athletes * 2;
    // Stopped cleanly, every reminder is made due a minute ago; the restart's first wake (at start) sends them.
    await server.stop();
    const db = sqlite();
    db.prepare('update reminder_schedule set next_due_at = ?').run(new Date(Date.now() - 60_000).toISOString());
    db.close();

    await server.restart();
    await until(() => push.received.length >= total / 3, 30_000, 'a third of the pushes');
    await server.kill();
    const deliveredAtKill = push.received.length;
    await sleep(PUSH_DELAY_MS * 3); // pushes the dead process had already sent finish arriving
    const afterKill = sqlite();
    const claimedUnsent = count(afterKill, 'select count(*) from reminder_sends where sent_at is null');
    afterKill.close();

    // The server holds its SQLite file exclusively while it runs: watch the push service instead. Every reminder not
    // claimed at the kill must arrive; give the restarted server 20 s for them, then count what came.
    await server.restart();
    const delivered = () => new Set(push.received.filter((one) => one.status === 201).map(reminderOf)).size;
    await until(() => delivered() >= total - claimedUnsent, 20_000, 'the reminders not claimed at the kill').catch(
      () => {},
    );
    await sleep(PUSH_DELAY_MS * 3);
    await server.stop();

    /** @type {Map<string, number>} */
    const perReminder = new Map();
    for (const message of push.received.filter((one) => one.status === 201)) {
      const key = reminderOf(message);
      perReminder.set(key, (perReminder.get(key) ?? 0) + 1);
    }
    const doubled = [...perReminder.values()].filter((count) => count > 1).length;
    const lost = total - perReminder.size;
    const final = sqlite();
    const unsent = count(final, 'select count(*) from reminder_sends where sent_at is null');
    const claimed = count(final, 'select count(*) from reminder_sends');
    final.close();
    log(`  ${total} due; killed after ${deliveredAtKill} pushes; ${claimedUnsent} claimed but unsent at the kill`);
    return [
      {
        check,
        assertion: 'no reminder sent twice',
        pass: doubled === 0,
        measured: `${perReminder.size} of ${total} delivered, ${doubled} twice`,
      },
      {
        check,
        assertion: `lost only claimed-unsent ones, at most ${IN_FLIGHT_BOUND}`,
        pass: lost <= unsent && unsent <= IN_FLIGHT_BOUND && claimed === total,
        measured: `${lost} lost; ${unsent} claimed and never marked sent (the crash window); ${claimed}/${total} claimed`,
      },
    ];
  } finally {
    await push.close();
  }
}
