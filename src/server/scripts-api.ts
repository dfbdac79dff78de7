// What the repository's scripts (scripts/: the admin command, the benchmarks, the fault checks) use of the server,
// and the only module of the build they import (through scripts/lib/server-build.mjs). They are type-checked against
// this file (`npm run typecheck`), so a change inside the server that a script depends on fails there, not in a
// benchmark run weeks later. Add here what a script needs; never import another file of dist/node from a script.

/** `npm run admin`: the admin commands. */
export { runAdmin } from './admin/cli.js';

/** `npm run backup`: a checked backup directory, as the scheduled backups write it. */
export { BackupError, backupName, writeBackupDirectory } from './backups/backup-directory.js';

/** The database, as the server opens it (SQLite in a data directory, or PostgreSQL). */
export { openDatabase, type DatabaseHandle, type Db } from './db/connect.js';

/** Entries: the row every writer of new entries stores (the seed writes its rows with it), and the day's list. */
export { entriesBetween, entriesOfDay, newEntryRow } from './data/entries.js';
export { newEntrySchema } from '../domain/entry-content-schema.js';
export type { AnyEntryContent, NewEntry } from '../domain/entry-content.js';
export type { EntryType } from '../domain/entry-types.js';
export type { Day } from '../domain/dates.js';

/** Search: the index rebuilt after a bulk load, and a page of results as GET /api/search finds it. */
export { rebuildSearchIndex } from './db/search-index/index.js';
export { searchPage } from './routes/search/queries.js';
export { parseSearchQuery } from '../domain/search/query.js';

/** Insights: what GET /api/insights reads and computes. */
export { journaledDays } from './data/entries.js';
export { computeInsights } from '../domain/insights/insights.js';
export { insightsWindow } from '../domain/insights/weeks.js';

/** Teams: the squad's athletes as GET /api/teams/:teamId/squad reads them, and their figures computed afresh. */
export { squadAthletes, freshSquadFigures } from './data/squad-figures.js';

/** The deployment check (scripts/check-deploy.mjs): what a reverse proxy must let through to Touchline. */
export { IMPORT_MAX_BYTES } from './routes/account/contract.js';
export { SHARED_LOOKUP_LIMIT } from './routes/shared/routes.js';
