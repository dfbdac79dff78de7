// The reference for the day list: a bare node:http server answering the same query (the server's own
// entriesOfDay over the same Kysely database) without framework, session or logging.
// GET /day/:day?user=<id> -> { entries }; GET /health -> 200. Started by scripts/bench/api.mjs.
import { createServer } from 'node:http';
import { loadServerApi } from '../lib/server-build.mjs';

const { openDatabase, entriesOfDay } = await loadServerApi();

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('Set DATA_DIR (and DATABASE_URL for PostgreSQL), as scripts/bench/api.mjs does.');
const handle = openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const match = /^\/day\/(\d{4}-\d{2}-\d{2})$/.exec(url.pathname);
  if (url.pathname === '/health') {
    response.writeHead(200).end();
  } else if (match?.[1]) {
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
