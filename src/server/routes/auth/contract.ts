import { z } from 'zod';

// What our routes in front of better-auth check before a request reaches it. better-auth answers these with a 500 (a
// database bind error, `new URL` throwing) or takes what it should not (a 200,000-character name that every session
// check then carries). Found by security/bad-input.test.ts and an independent probe.

const displayName = z
  .string('Name must be text')
  .trim()
  .min(1, 'Enter a name')
  .max(100, 'Keep the name under 100 characters');

/** POST /update-user: the name and image only, as text. */
export const updateUserBody = z
  .object({ name: displayName, image: z.string('Image must be a URL').max(2048).nullable() })
  .partial()
  .strict();

/** POST /sign-up/email: a name and an email of sane lengths (better-auth checks the rest). */
export const signUpBody = z.looseObject({
  name: displayName,
  // RFC 5321 caps a forward path at 256 octets, so an address has at most 254 characters.
  email: z.string('Email must be text').max(254, 'An email address has at most 254 characters'),
});

/**
 * POST /delete-user: always with the password. better-auth deletes an account without one when the session is less
 * than a day old; we always ask for it, so a borrowed or stolen session cannot delete the account and its journal.
 */
export const deleteUserBody = z.looseObject({ password: z.string().min(1) });

/**
 * What better-auth's request-password-reset takes (the same zod check); redirectTo is not read: our emails link to the
 * app's own reset page.
 */
export const resetRequestBody = z.looseObject({ email: z.email() });

/** `?callbackURL=`: a path of ours (`/signin`) or an http(s) URL. */
export const callbackUrl = z.union([z.string().regex(/^\/(?!\/)/), z.url({ protocol: /^https?$/ })]);

/** A path of the web app (`/`, `/signin`): never another site's address, nor `//host` that a browser reads as one. */
const appPath = z
  .string('Must be a path such as /')
  .max(2048, 'Keep the path under 2048 characters')
  .regex(/^\/(?![/\\])/, 'Must be a path of this site such as /');

/**
 * POST /sign-in/social: the one provider, and where to go after. better-auth would also take an ID token the client
 * sends (no nonce of ours in it), extra scopes and a login hint; the web app sends none of them.
 */
export const signOnBody = z.strictObject({
  provider: z.literal('oidc', 'This Touchline signs in with its one provider, "oidc"'),
  callbackURL: appPath.optional(),
  errorCallbackURL: appPath.optional(),
  newUserCallbackURL: appPath.optional(),
  disableRedirect: z.boolean().optional(),
});
