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
    const config = loadConfig();
    if (parsed.command.name === 'reset-password' && config.PASSWORD_SIGN_IN === 'off') {
      throw new AdminError(
        `PASSWORD_SIGN_IN is off: accounts sign in with ${config.oidc?.name}, and the server would refuse a reset link.`,
      );
    }
    await perform(parsed.command, adminRunner(config));
    return 0;
  } catch (error) {
    if (error instanceof AdminError || error instanceof ConfigError) console.error(error.message);
    else console.error(`The admin command failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
