import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import type { Logger } from 'pino';
import type { Config } from './env.js';
import type { DatabaseHandle } from './db/connect.js';
import { passOnTeamsOf } from './data/teams.js';
import { CLIENT_IP_HEADER } from './http/client-ip.js';
import { cookiePrefix } from './session-cookie.js';
import { disableWhenIdle } from './idle-async-context.js';
import { sendMail } from './mail.js';
import { signOnOptions } from './single-sign-on.js';
import { hashPassword, verifyPassword } from './password.js';
import { storedVerificationIdentifier } from './reset-links.js';

export const PASSWORD_MIN_LENGTH = 8;
/** How long a password reset link works, once. */
export const RESET_LINK_SECONDS = 60 * 60;
export const PASSWORD_MAX_LENGTH = 128;

/** The address athletes open Touchline at (PUBLIC_URL, else this machine's loopback); every link starts with it. */
export function publicBaseUrl(config: Pick<Config, 'PUBLIC_URL' | 'publicOrigins'>): string {
  return config.PUBLIC_URL ?? config.publicOrigins[0]!;
}

/** The better-auth configuration: email and password accounts, sessions in our database. */
export function authOptions(config: Config, handle: DatabaseHandle, secret: string, logger: Logger): BetterAuthOptions {
  const baseURL = publicBaseUrl(config);
  const smtpUrl = config.SMTP_URL;
  return {
    appName: 'Touchline',
    baseURL,
    basePath: '/api/auth',
    secret,
    database: { db: handle.db, type: handle.dialect },
    trustedOrigins: config.publicOrigins,
    telemetry: { enabled: false },
    ...signOnOptions(config.oidc),
    // A single sign-on that fails (and better-auth's other errors for a browser) lands on the sign-in page, whose
    // words say why from `?error=`.
    onAPIError: { errorURL: `${baseURL}/signin` },
    // The library's messages go to our one log; a wrong password is routine, not a warning.
    logger: { log: (level, message) => logger[level === 'warn' ? 'info' : level]({ source: 'auth' }, message) },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // A sign-up answers an email in use like a new one (decision 003); signing in here would have to tell them
      // apart. The web app signs in itself right after, with the same password (decision 017).
      autoSignIn: false,
      requireEmailVerification: Boolean(smtpUrl),
      password: { hash: hashPassword, verify: verifyPassword },
      // A reset link works for an hour, once, and ends every session of the account (routes/auth.ts then signs
      // the athlete in on the device that reset it). Without mail, only the admin command makes links.
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      ...(smtpUrl && {
        // routes/auth.ts asks for this after answering, so an address with an account answers as fast as one without.
        sendResetPassword: async ({ user, token }) =>
          sendInBackground(logger, smtpUrl, config.SMTP_FROM, {
            to: user.email,
            subject: 'Reset your Touchline password',
            text: `Someone (we hope you) asked to reset the password of your Touchline account. Open this link within an hour to choose a new one:\n\n${resetPasswordLink(baseURL, token)}\n\nIf it was not you, ignore this message: your password stays as it is.`,
          }),
        onPasswordReset: async ({ user }) =>
          sendInBackground(logger, smtpUrl, config.SMTP_FROM, {
            to: user.email,
            subject: 'Your Touchline password was changed',
            text: `The password of your Touchline account was just reset, and every device was signed out.\n\nIf it was not you, reset it again from the sign-in screen ("Forgot password?") and tell the person who runs this Touchline.`,
          }),
      }),
    },
    // Reset tokens are kept as their SHA-256, never as the token itself, behind their kind, so that an account's
    // other links can be ended (reset-links.ts, docs/TRUST.md).
    verification: { storeIdentifier: { hash: storedVerificationIdentifier } },
    emailVerification: smtpUrl
      ? {
          sendOnSignUp: true,
          sendVerificationEmail: ({ user, url }) =>
            sendMail(smtpUrl, config.SMTP_FROM, {
              to: user.email,
              subject: 'Confirm your Touchline account',
              text: `Welcome to Touchline. Open this link to confirm your email address:\n\n${url}\n\nIf you did not sign up, ignore this message.`,
            }),
        }
      : undefined,
    // Deleting an account always asks for its password: routes/auth.ts refuses a request without one,
    // since better-auth would otherwise accept a recent session alone. Once the password is checked, the teams the
    // account owns pass to their longest-serving staff member, or go (decision 042); its memberships go with its row.
    user: { deleteUser: { enabled: true, beforeDelete: (user) => passOnTeamsOf(handle.db, user.id) } },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Per client address; the per-account sign-in limit is ours (routes/auth.ts). Kept in the
    // database, so every server on one PostgreSQL counts together.
    rateLimit: {
      enabled: config.AUTH_RATE_LIMIT === 'on',
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        // Both check a password: a stolen session must not become a password-guessing oracle.
        '/change-password': { window: 60, max: 10 },
        '/delete-user': { window: 60, max: 10 },
        // '/request-password-reset' is limited in routes/auth.ts, per address and per email: it answers first.
        '/reset-password': { window: 60, max: 10 },
      },
    },
    advanced: {
      // Only our own middleware writes this header, from the socket or a trusted proxy.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      ...cookieSettings(baseURL.startsWith('https://')),
    },
  };
}

/** The web page where a reset token is used (`/reset-password?token=...`), on the server's public origin. */
export function resetPasswordLink(origin: string, token: string): string {
  return `${origin}/reset-password?token=${encodeURIComponent(token)}`;
}

/** Sends a message without making the request wait for the SMTP server; a failure is logged. */
function sendInBackground(logger: Logger, smtpUrl: string, from: string, message: Parameters<typeof sendMail>[2]) {
  sendMail(smtpUrl, from, message).catch((error: unknown) =>
    logger.error({ err: error, subject: message.subject }, 'could not send an email'),
  );
}

/**
 * Over https the cookies are Secure and named `__Host-touchline.*`: the browser then refuses them
 * unless they are Secure, for this host only (no Domain) and for every path, so a sibling subdomain
 * cannot plant or overwrite a session. better-auth's own secure mode uses the weaker `__Secure-`.
 */
function cookieSettings(https: boolean): BetterAuthOptions['advanced'] {
  return {
    useSecureCookies: false,
    cookiePrefix: cookiePrefix(https),
    defaultCookieAttributes: { secure: https, path: '/' },
  };
}

/** Creates the better-auth instance that serves /api/auth/* and looks sessions up. */
export async function createAuth(options: BetterAuthOptions) {
  await disableContextsWhenIdle();
  return betterAuth(options);
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

/**
 * better-auth keeps each call's request, endpoint and transaction in three storages that, once used,
 * would stay on for good (see idle-async-context.ts). Each of its calls awaits all its work (its one
 * fire-and-forget task belongs to the phone-number plugin, which we do not use), so they can be off
 * between calls.
 */
async function disableContextsWhenIdle(): Promise<void> {
  disableWhenIdle(await getRequestStateAsyncLocalStorage());
  // Deprecated as a way to read the endpoint's context; it is the only way to reach its storage.
  disableWhenIdle(await getCurrentAuthContextAsyncLocalStorage());
  disableWhenIdle(await getCurrentDBAdapterAsyncLocalStorage());
}
