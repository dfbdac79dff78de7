// What a script says about something thrown: a `catch` gets `unknown`, which may be an Error, a system error with a
// code, or any value.

/**
 * The message of something thrown.
 *
 * @param {unknown} error
 */
export function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The stack of something thrown (its message when it has none): for failures nobody expected.
 *
 * @param {unknown} error
 */
export function stackOf(error) {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/**
 * The code of a system or library error (ENOENT, ECONNREFUSED, SQLITE_BUSY...), when it has one.
 *
 * @param {unknown} error
 * @returns {string | undefined}
 */
export function codeOf(error) {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}
