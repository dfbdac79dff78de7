/** A failure the admin command explains in its message (exit code 1, no stack trace). */
export class AdminError extends Error {}

/** The answer to a command about an email no account has. */
export function noAccountWith(email: string): AdminError {
  return new AdminError(`There is no account with the email ${email}.`);
}
