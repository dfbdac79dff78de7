// `npm run test:api:both`: the API suite on SQLite and on a throwaway PostgreSQL (`test:api` and `test:api:pg`), every
// file on both, as CI runs it. The two passes run side by side: each is its own process with one vitest worker (one
// file at a time: the files of the PostgreSQL pass share its database), its own data (SQLite files in temporary
// directories, a PostgreSQL cluster of its own) and its own server build for the admin commands. The files that
// measure time, which a second pass beside them slows past their bounds, then run alone: on SQLite, then on
// PostgreSQL. docs/decisions/048-api-passes-side-by-side.md. Only node: builtins.
import { existsSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';
import { runCommand, sideBySide, stopAsked } from './lib/side-by-side.mjs';

/**
 * The files that compare or bound times the server takes, closely enough that the other pass's load breaks them.
 * Other files bound a time too, loosely (answers within 500 ms and more, against 2 to 50 ms here): they run beside.
 */
const ALONE = [
  // A wrong password and an unknown email answered within 10 ms of each other (medians of argon2 hashing).
  'src/server/security/sign-in-timing.test.ts',
  // The reset link asked for a known and an unknown email, medians within 0.2 ms.
  'src/server/security/password-reset.test.ts',
  // The server's thread never held 500 ms at once during a 4.5 MB import.
  'src/server/routes/account/import-load.test.ts',
];

const missing = ALONE.filter((file) => !existsSync(file));
if (missing.length > 0) {
  // A renamed file would otherwise run beside the other pass, and the run alone find nothing.
  console.error(`test-api-both: not found (renamed? update ALONE): ${missing.join(', ')}`);
  process.exit(2);
}

const vitest = ['vitest', 'run', '--project', 'api'];
const env = { ...process.env, PATH: [resolve('node_modules/.bin'), process.env.PATH].filter(Boolean).join(delimiter) };
/** @param {string} label @param {string[]} args */
const sqlite = (label, args) => ({
  label: `${label} on SQLite`,
  command: 'vitest',
  args: [...vitest.slice(1), ...args],
  env,
});
/** @param {string} label @param {string[]} args */
const postgres = (label, args) => ({
  label: `${label} on PostgreSQL`,
  command: process.execPath,
  args: ['scripts/with-postgres.mjs', ...vitest, ...args],
  env,
});

const beside = ALONE.flatMap((file) => ['--exclude', file]);
const steps = [
  ...(await sideBySide([sqlite('the API suite', beside), postgres('the API suite', beside)])),
  await runCommand(sqlite('its timing files, alone,', ALONE), { keep: false }),
  await runCommand(postgres('its timing files, alone,', ALONE), { keep: false }),
];
if (stopAsked()) process.exit(1);
process.exitCode = steps.find((code) => code !== 0) ?? 0;
