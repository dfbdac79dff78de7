import { createInterface } from 'node:readline';
import type { AdminCommand } from './arguments.js';
import { AdminError, noAccountWith } from './errors.js';
import { accountsTable, statsLines, utcMinute } from './format.js';
import type { RunAdmin } from './protocol.js';

// Answers go to standard output; explanations and questions to standard error, so scripts can read the former.
const say = (text: string): void => void process.stderr.write(`${text}\n`);
const answer = (text: string): void => void process.stdout.write(`${text}\n`);
const entries = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Performs one command through `run`; throws AdminError with what went wrong. */
export async function perform(command: Exclude<AdminCommand, { name: 'help' }>, run: RunAdmin): Promise<void> {
  switch (command.name) {
    case 'reset-password':
      return resetPassword(command.email, run);
    case 'list-accounts':
      return answer(accountsTable(await run({ command: 'list-accounts' })));
    case 'delete-account':
      return deleteAccount(command.email, command.confirmed, run);
    case 'stats':
      return answer(statsLines(await run({ command: 'stats' })));
  }
}

async function resetPassword(email: string, run: RunAdmin): Promise<void> {
  const link = await run({ command: 'reset-password', email });
  if (link === null) throw noAccountWith(email);
  say(
    `A one-time link for ${email}: it sets a new password once, within the hour, and signs the account out everywhere. Send it to the athlete privately.`,
  );
  if (LOOPBACK_HOSTS.has(new URL(link).hostname)) {
    say('It points at this machine: set PUBLIC_URL (for the server too) to the address athletes open Touchline at.');
  }
  answer(link);
}

async function deleteAccount(email: string, confirmed: boolean, run: RunAdmin): Promise<void> {
  if (!confirmed) {
    const account = await run({ command: 'account', email });
    if (!account) throw noAccountWith(email);
    say(
      `This deletes the account ${email} (created ${utcMinute(account.createdAt)} UTC, ${entries(account.entries)}) and everything in it, for good.`,
    );
    const typed = await readLine('Type the email again to confirm: ');
    if (typed === null) throw new AdminError('No email was typed: nothing was deleted.');
    if (typed.trim().toLowerCase() !== email)
      throw new AdminError('The email typed does not match: nothing was deleted.');
  }
  const deleted = await run({ command: 'delete-account', email });
  if (!deleted) throw noAccountWith(email);
  answer(`Deleted the account ${email} and everything in it (${entries(deleted.entries)}).`);
}

/** One line typed on standard input, or null when it ends first. */
function readLine(prompt: string): Promise<string | null> {
  const lines = createInterface({ input: process.stdin, output: process.stderr });
  return new Promise((resolve) => {
    lines.once('close', () => resolve(null));
    lines.question(prompt, (line) => {
      resolve(line);
      lines.close();
    });
  });
}
