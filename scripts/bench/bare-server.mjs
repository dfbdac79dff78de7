// The reference for the day list: a bare node:http server answering the same query (the server's own
// entriesOfDay over the same Kysely database) without framework, session or logging.
// GET /day/:day?user=<id> -> { entries }; GET /health -> 200. Started by scripts/bench/api.mjs.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { ROOT } from './server-process.mjs';

const { openDatabase } = await import(resolve(ROOT, 'dist/node/server/db/connect.js'));
const { entriesOfDay } = await import(resolve(ROOT, 'dist/node/server/routes/entries/queries.js'));

const handle = openDatabase({ dataDir: process.env.DATA_DIR, databaseUrl: process.env.DATABASE_URL || undefined });

const server = createServer(async (request, response) => {
  const url = new URL(request.url, 'http://localhost');
  const match = /^\/day\/(\d{4}-\d{2}-\d{2})$/.exec(url.pathname);
  if (url.pathname === '/health') {
    response.writeHead(200).end();
  } else if (match) {
    const entries = await entriesOfDay(handle.db, url.searchParams.get('user') ?? '', match[1]);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ entries }));
  } else {
    response.writeHead(404).end();
  }
});
server.listen(Number(process.env.PORT), process.env.HOST);

process.on('SIGTERM', () => {
  server.close(async () => {
    await handle.close();
    process.exit(0);
  });
  server.closeIdleConnections();
});
