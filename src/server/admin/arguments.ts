import { parseArgs } from 'node:util';
import { accountEmail } from './protocol.js';

/** One admin command as typed after `npm run admin --`. */
export type AdminCommand =
  | { name: 'reset-password'; email: string }
  | { name: 'list-accounts' }
  | { name: 'delete-account'; email: string; confirmed: boolean }
  | { name: 'stats' }
  | { name: 'help' };

export const USAGE =
  'usage: npm run admin -- reset-password EMAIL | list-accounts | delete-account EMAIL [--yes] | stats';

type Parsed = { ok: true; command: AdminCommand } | { ok: false; problem: string };

/** The command the arguments name, or what is wrong with them. */
export function parseAdminArguments(args: string[]): Parsed {
  let values: { yes?: boolean; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args,
      options: { yes: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    }));
  } catch (error) {
    return { ok: false, problem: (error as Error).message };
  }
  if (values.help) return { ok: true, command: { name: 'help' } };
  const [name, ...rest] = positionals;
  if (name === undefined) return { ok: false, problem: 'Name a command.' };
  if (values.yes && name !== 'delete-account') return { ok: false, problem: '--yes goes only with delete-account.' };
  switch (name) {
    case 'list-accounts':
    case 'stats':
      return rest.length === 0
        ? { ok: true, command: { name } }
        : { ok: false, problem: `${name} takes no arguments.` };
    case 'reset-password':
    case 'delete-account': {
      if (rest.length !== 1) return { ok: false, problem: `${name} takes one argument: the account's email.` };
      const email = accountEmail.safeParse(rest[0]);
      if (!email.success) return { ok: false, problem: `${rest[0]}: ${email.error.issues[0]!.message}.` };
      return name === 'reset-password'
        ? { ok: true, command: { name, email: email.data } }
        : { ok: true, command: { name, email: email.data, confirmed: values.yes === true } };
    }
    default:
      return { ok: false, problem: `Unknown command: ${name}.` };
  }
}
