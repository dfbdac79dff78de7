import { z } from 'zod';

/** Thrown when an environment variable holds a value the server cannot use. */
export class ConfigError extends Error {}

const port = z.coerce.number().int().min(0).max(65535);
const httpUrl = z.url({ protocol: /^https?$/ });

const base64url = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, `must be ${what}, base64url`)
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, `must be ${what}, base64url (${bytes} bytes)`);

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PUBLIC_URL: httpUrl.optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SMTP_FROM: z.string().min(3).default('Touchline <no-reply@localhost>'),
  CARE_URL: httpUrl.optional(),
  // Web Push (reminders): both keys or neither; without them a pair is generated once into DATA_DIR.
  VAPID_PUBLIC_KEY: base64url(65, 'a P-256 public key').optional(),
  VAPID_PRIVATE_KEY: base64url(32, 'a P-256 private key').optional(),
  VAPID_SUBJECT: z
    .string()
    .refine((value) => /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(value), 'must be a mailto: address or an https:// URL')
    .optional(),
  // Push endpoints come from browsers (and anyone signed in): the server contacts public addresses only, unless a push
  // service of your own runs on your network (and in test rigs, whose push service is on this machine).
  PUSH_PRIVATE_ADDRESSES: z.enum(['refuse', 'allow']).default('refuse'),
  // Set only when a reverse proxy you run appends the client address to X-Forwarded-For.
  TRUSTED_PROXIES: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .default([]),
  // For test rigs that sign many accounts up from one address; never turn it off in production.
  AUTH_RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  // Single sign-on (OpenID Connect): the issuer, client id and secret together, or none of them.
  OIDC_ISSUER: z
    .url({ protocol: /^https?$/, error: "must be the provider's issuer URL" })
    .refine((value) => !/[?#]/.test(value), 'must be the issuer URL, without ?query or #fragment')
    .refine(
      (value) => value.startsWith('https://') || (URL.canParse(value) && LOOPBACK_HOSTS.has(new URL(value).hostname)),
      'must use https:// (http:// only on this machine)',
    )
    .optional(),
  OIDC_CLIENT_ID: z.string().max(255, 'must be at most 255 characters').optional(),
  OIDC_CLIENT_SECRET: z.string().max(1024, 'must be at most 1024 characters').optional(),
  OIDC_NAME: z.string().trim().min(1).max(40, 'must be at most 40 characters').optional(),
  OIDC_SCOPES: z
    .string()
    .transform((value) => value.split(/\s+/).filter(Boolean))
    .refine((scopes) => scopes.includes('openid'), 'must include openid')
    .refine((scopes) => scopes.every((scope) => /^[\x21\x23-\x5b\x5d-\x7e]+$/.test(scope)), 'must be scope names')
    .optional(),
  // 'off': accounts sign in with the provider only (no password sign-in, sign-up or reset).
  PASSWORD_SIGN_IN: z.enum(['on', 'off'], 'must be on or off').default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // One JSON object a line for a log collector (the default), or lines for a person at a terminal.
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  // A daily backup of the SQLite database at this time, in the server's time zone (decision 053).
  BACKUP_SCHEDULE: z
    .string()
    .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, 'must be off or a time like 03:00')
    .default('off'),
  BACKUP_KEEP: z.coerce.number().int().min(1, 'must be at least 1').max(1000).default(7),
  BACKUP_DIR: z.string().min(1).optional(),
  // The bearer token a Prometheus scraper sends to GET /metrics; unset, there is no /metrics.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

const checkedEnvSchema = envSchema
  .refine((env) => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined), {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
  })
  .refine((env) => env.BACKUP_SCHEDULE === 'off' || env.DATABASE_URL === undefined, {
    path: ['BACKUP_SCHEDULE'],
    message: 'works with SQLite only: back up PostgreSQL with pg_dump on a timer (see "Backups" in the README)',
  })
  .superRefine((env, context) => {
    const named = OIDC_REQUIRED.filter((name) => env[name] !== undefined);
    const optionalNamed = OIDC_OPTIONAL.some((name) => env[name] !== undefined);
    const missing = OIDC_REQUIRED.find((name) => env[name] === undefined);
    if ((named.length > 0 || optionalNamed) && missing) {
      context.addIssue({ code: 'custom', path: [missing], message: `set ${OIDC_REQUIRED.join(', ')} together` });
    } else if (env.PASSWORD_SIGN_IN === 'off' && missing) {
      context.addIssue({
        code: 'custom',
        path: ['PASSWORD_SIGN_IN'],
        message: 'off needs single sign-on (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET), or no one could sign in',
      });
    }
  });

const OIDC_REQUIRED = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
const OIDC_OPTIONAL = ['OIDC_NAME', 'OIDC_SCOPES'] as const;

/** The OpenID provider accounts may sign in with, when OIDC_ISSUER and its client are set. */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The button says "Sign in with {name}". */
  name: string;
  scopes: string[];
}

type ParsedEnv = z.infer<typeof envSchema>;

export type Config = Omit<
  ParsedEnv,
  'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'OIDC_NAME' | 'OIDC_SCOPES'
> & {
  publicOrigins: string[];
  oidc: OidcConfig | null;
};

/** Reads and validates the server's configuration; the only reader of process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as shells and compose files often leave them.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = checkedEnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${name}: ${issue.message}`);
  }
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME, OIDC_SCOPES, ...rest } = parsed.data;
  const oidc =
    OIDC_ISSUER && OIDC_CLIENT_ID && OIDC_CLIENT_SECRET
      ? {
          issuer: OIDC_ISSUER,
          clientId: OIDC_CLIENT_ID,
          clientSecret: OIDC_CLIENT_SECRET,
          name: OIDC_NAME ?? 'Single sign-on',
          scopes: OIDC_SCOPES ?? ['openid', 'email', 'profile'],
        }
      : null;
  return { ...rest, oidc, publicOrigins: publicOrigins(rest.PUBLIC_URL, rest.PORT) };
}

/** The origins browsers may send state-changing requests from. */
function publicOrigins(publicUrl: string | undefined, port: number): string[] {
  if (publicUrl) return [new URL(publicUrl).origin];
  // Without PUBLIC_URL the server is reached on this machine, by either loopback name.
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}
