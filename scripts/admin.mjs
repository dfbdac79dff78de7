// `npm run admin -- COMMAND`: the admin commands (src/server/admin), run on the server's host.
//
//   npm run admin -- reset-password EMAIL | list-accounts | delete-account EMAIL [--yes] | stats
//
// They reach the database the server uses, with the server's environment (DATA_DIR, DATABASE_URL,
// PUBLIC_URL, AUTH_SECRET): on SQLite through the running server's control socket, or the file when
// no server runs; on PostgreSQL directly. The commands are compiled with the server (dist/node); with
// no build, the server is compiled first.
import { loadServerApiBuildingFirst } from './lib/server-build.mjs';

const { runAdmin } = await loadServerApiBuildingFirst();
process.exit(await runAdmin(process.argv.slice(2)));
