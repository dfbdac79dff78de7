// Kill -9 in the middle of a run of reminder sends, and of squad reports (SQLite): after a restart nothing is sent
// twice, and the only ones lost are those claimed but not yet sent when the process died (docs/decisions/026 and 044:
// at most the deliveries in flight, 4). The push service is the local one (scripts/lib/push-service.mjs), slowed so
// the run takes a while.
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
 * A push message's reminder or report: its subscription and its tag (the kind and day; a report's team and day).
 *
 * @param {import('../lib/push-service.mjs').PushMessage} message
 */
const reminderOf = (message) => `${message.id} ${message.payload?.tag}`;

/**
 * Sets up what is due (through the API, on the running server), stops the server, makes it all due a minute ago,
 * restarts it (its first wake, at start, sends), kills it after a third of the pushes, restarts it again, and counts
 * what the push service received: none twice, and none lost but those claimed and never marked sent.
 *
 * @param {import('./lib/results.mjs').CheckContext} context
 * @param {{ check: string, what: string, claims: string, schedule: string,
 *   setUp: (url: string, push: Awaited<ReturnType<typeof startPushService>>) => Promise<number> }} kind `claims` and
 *   `schedule` are the tables of its claims and its schedule; `setUp` answers how many messages will be due.
 * @returns {Promise<import('./lib/results.mjs').CheckResult[]>}
 */
async function killMidRun({ dataDir, log }, { check, what, claims, schedule, setUp }) {
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
    const total = await setUp(server.url, push);
    // Stopped cleanly, everything is made due a minute ago; the restart's first wake (at start) sends it.
    await server.stop();
    const db = sqlite();
    db.prepare(`update ${schedule} set next_due_at = ?`).run(new Date(Date.now() - 60_000).toISOString());
    db.close();

    await server.restart();
    await until(() => push.received.length >= total / 3, 30_000, 'a third of the pushes');
    await server.kill();
    const deliveredAtKill = push.received.length;
    await sleep(PUSH_DELAY_MS * 3); // pushes the dead process had already sent finish arriving
    const afterKill = sqlite();
    const claimedUnsent = count(afterKill, `select count(*) from ${claims} where sent_at is null`);
    afterKill.close();

    // The server holds its SQLite file exclusively while it runs: watch the push service instead. Everything not
    // claimed at the kill must arrive; give the restarted server 20 s for it, then count what came.
    await server.restart();
    const delivered = () => new Set(push.received.filter((one) => one.status === 201).map(reminderOf)).size;
    await until(() => delivered() >= total - claimedUnsent, 20_000, `the ${what} not claimed at the kill`).catch(
      () => {},
    );
    await sleep(PUSH_DELAY_MS * 3);
    await server.stop();

    /** @type {Map<string, number>} */
    const perMessage = new Map();
    for (const message of push.received.filter((one) => one.status === 201)) {
      const key = reminderOf(message);
      perMessage.set(key, (perMessage.get(key) ?? 0) + 1);
    }
    const doubled = [...perMessage.values()].filter((count) => count > 1).length;
    const lost = total - perMessage.size;
    const final = sqlite();
    const unsent = count(final, `select count(*) from ${claims} where sent_at is null`);
    const claimed = count(final, `select count(*) from ${claims}`);
    final.close();
    log(`  ${total} due; killed after ${deliveredAtKill} pushes; ${claimedUnsent} claimed but unsent at the kill`);
    return [
      {
        check,
        assertion: `no ${what.replace(/s$/, '')} sent twice`,
        pass: doubled === 0,
        measured: `${perMessage.size} of ${total} delivered, ${doubled} twice`,
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

/**
 * Athletes with two reminders each (journal and check-in, in UTC) and a device.
 *
 * @param {import('./lib/results.mjs').CheckContext} context
 * @returns {Promise<import('./lib/results.mjs').CheckResult[]>}
 */
export function remindersKillNine(context) {
  const athletes = context.short ? 30 : 60;
  return killMidRun(context, {
    check: 'reminders: kill -9 mid-run (sqlite)',
    what: 'reminders',
    claims: 'reminder_sends',
    schedule: 'reminder_schedule',
    async setUp(url, push) {
      for (let n = 0; n < athletes; n++) {
        const { client } = await newAthlete(url, `reminders-${n}`);
        const subscription = push.subscription();
        const device = await client.request('POST', '/api/reminders/devices', {
          ...subscription,
          label: 'Fault check',
        });
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
      return athletes * 2;
    },
  });
}

const STAFF_PER_TEAM = 3;

/**
 * Teams of 3 staff who each turned the squad report on, with a device: one schedule row per team, its readers claimed
 * one after another (decision 044).
 *
 * @param {import('./lib/results.mjs').CheckContext} context
 * @returns {Promise<import('./lib/results.mjs').CheckResult[]>}
 */
export function reportsKillNine(context) {
  const teams = context.short ? 10 : 20;
  return killMidRun(context, {
    check: 'squad reports: kill -9 mid-run (sqlite)',
    what: 'reports',
    claims: 'team_report_sends',
    schedule: 'team_schedule',
    async setUp(url, push) {
      for (let n = 0; n < teams; n++) {
        const staff = [];
        for (let s = 0; s < STAFF_PER_TEAM; s++) {
          const { client } = await newAthlete(url, `report-${n}-${s}`);
          const device = await client.request('POST', '/api/reminders/devices', {
            ...push.subscription(),
            label: 'Fault check',
          });
          if (device.status !== 201) throw new Error(`adding a device answered ${device.status}`);
          staff.push(client);
        }
        const owner = staff[0];
        const others = staff.slice(1);
        if (!owner) throw new Error('a team needs its owner');
        const made = await owner.request('POST', '/api/teams', { name: `Fault team ${n}` });
        const teamId = /** @type {{ team: { id: string } }} */ (made.body).team.id;
        const invite = await owner.request('POST', `/api/teams/${teamId}/invites`, { role: 'staff' });
        const token = /** @type {{ url: string }} */ (invite.body).url.split('/').pop();
        for (const other of others) {
          const joined = await other.request('POST', `/api/join/${token}`, {});
          if (joined.status !== 201) throw new Error(`joining as staff answered ${joined.status}`);
        }
        const settings = await owner.request('PUT', `/api/teams/${teamId}/settings`, {
          timeZone: 'UTC',
          report: { time: '08:00', weekdays: [0, 1, 2, 3, 4, 5, 6] },
          checkInRequest: { enabled: false, byTime: '10:00', weekdays: [0, 1, 2, 3, 4, 5, 6] },
        });
        if (settings.status !== 200) throw new Error(`saving team settings answered ${settings.status}`);
        for (const client of staff) {
          const chosen = await client.request('PUT', `/api/teams/${teamId}/report`, { enabled: true, email: false });
          if (chosen.status !== 200) throw new Error(`choosing the report answered ${chosen.status}`);
          client.close();
        }
      }
      return teams * STAFF_PER_TEAM;
    },
  });
}
