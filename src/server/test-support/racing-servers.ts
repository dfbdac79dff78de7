import webPush from 'web-push';
import { afterAll, beforeAll } from 'vitest';
import { freshDatabase, type FreshDatabase } from './fresh-database.js';
import { startPushService, type PushService } from './push-service.js';
import { startTestServer, usingPostgres, type TestServer, type TestServerOptions } from './test-server.js';

/** What a suite of racing servers has once its first test runs. */
export interface RacingServers {
  /** Two servers on one PostgreSQL database; one on SQLite, where only one server opens a database. */
  servers: TestServer[];
  /** The push service every server sends to, slow enough (15 ms a message) for their runs to overlap. */
  push: PushService;
}

/**
 * Servers that race for the same sends (decision 026's exactly-once checks), for the enclosing describe block: a fresh
 * database, a local push service, and the servers, started before the block's first test and removed after its last.
 */
export function racingServersForSuite(options: Pick<TestServerOptions, 'rateLimit'> = {}): RacingServers {
  const servers: TestServer[] = [];
  let push: PushService | undefined;
  let database: FreshDatabase | undefined;
  beforeAll(async () => {
    const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:reminders@example.com' };
    database = await freshDatabase();
    push = await startPushService({ vapidPublicKey: vapid.publicKey, delayMs: 15 });
    const shared = {
      ...options,
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      vapid,
      reminders: { pushAgent: push.agent },
    };
    servers.push(await startTestServer(shared));
    if (usingPostgres) servers.push(await startTestServer({ ...shared, dataDir: `${database.dataDir}/second` }));
  });
  afterAll(async () => {
    for (const server of servers) await server.cleanup();
    await push?.close();
    await database?.remove();
  });
  return {
    servers,
    get push() {
      if (!push) throw new Error("The push service starts before the suite's first test");
      return push;
    },
  };
}
