import { ConfigError, loadConfig } from '../env.js';
import { parseAdminArguments, USAGE } from './arguments.js';
import { perform } from './commands.js';
import { AdminError } from './errors.js';
import { adminRunner } from './runner.js';

/**
 * `npm run admin -- ARGS` (scripts/admin.mjs): the admin commands, on the server's host and its
 * database. Resolves with the exit code: 0 done, 1 failed (and said why), 2 bad arguments.
 */
export async function runAdmin(args: string[]): Promise<number> {
  const parsed = parseAdminArguments(args);
  if (!parsed.ok) {
    console.error(`${parsed.problem}\n${USAGE}`);
    return 2;
  }
  if (parsed.command.name === 'help') {
    console.log(USAGE);
    return 0;
  }
  try {
    // The server's own configuration, read and checked the same way.
    await perform(parsed.command, adminRunner(loadConfig()));
    return 0;
  } catch (error) {
    if (error instanceof AdminError || error instanceof ConfigError) console.error(error.message);
    else console.error(`The admin command failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
