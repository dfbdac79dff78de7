import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import { resolver, uniqueSymbol } from 'hono-openapi';
import type { z } from 'zod';
import { validationFailed } from './errors.js';

/** The longest piece of the request an answer quotes: a key or value past this is cut, so no answer echoes a body. */
export const QUOTED_CHARS = 80;
/** Fields named in one answer at most (a body can hold any number of bad keys). */
const LISTED_FIELDS = 20;

/** `text`, or its first QUOTED_CHARS characters and an ellipsis. */
export function cutQuoted(text: string): string {
  return text.length > QUOTED_CHARS ? `${text.slice(0, QUOTED_CHARS)}…` : text;
}

/** "content.answers.t1": a field's path, each key cut to QUOTED_CHARS (a key is input too). */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((key) => cutQuoted(String(key))).join('.');
}

/** zod's own messages quote the input at times (`Unrecognized key: "..."`): each quoted text is cut. */
const QUOTED = /"((?:[^"\\]|\\.)*)"/g;
const MESSAGE_CHARS = 4 * QUOTED_CHARS;
function cutMessage(message: string): string {
  const cut = message.replace(QUOTED, (_match, inner: string) => `"${cutQuoted(inner)}"`);
  return cut.length > MESSAGE_CHARS ? `${cut.slice(0, MESSAGE_CHARS)}…` : cut;
}

/** "content.foodItems: Please enter at least one food item" for the first problem zod found. */
export function describeIssues(error: z.core.$ZodError): { message: string; fields: string[] } {
  const fields = [...new Set(error.issues.map((issue) => fieldPath(issue.path) || '(body)'))].slice(0, LISTED_FIELDS);
  const first = error.issues[0];
  const where = first && first.path.length > 0 ? `${fieldPath(first.path)}: ` : '';
  // A bad key's own message ("Keys are 500 characters at most") says more than zod's "Invalid key in record".
  const own = first?.code === 'invalid_key' ? first.issues[0]?.message : undefined;
  return { message: `${where}${cutMessage(own ?? first?.message ?? 'Invalid request')}`, fields };
}

const NUL_MESSAGE = 'Text cannot contain the NUL character (U+0000).';
const SURROGATE_MESSAGE =
  'Text cannot contain a broken character (a lone UTF-16 surrogate, half of an emoji or symbol).';
/** A high surrogate with no low one after it, or a low one with no high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored, or null when it can. */
function unstorableReason(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return null;
}

/** A text in a request that no database can store, where it is and why. */
export interface UnstorableText {
  /** The field's path (`content.notes`), or `(value)` for a bare string. */
  field: string;
  message: string;
}

/**
 * The first string (or key) in a value that PostgreSQL refuses in text and jsonb, or null: U+0000 and
 * unpaired UTF-16 surrogates (a 500 if they reached the database; SQLite would store them, so both
 * databases refuse them alike, here). Walks with its own stack: a hostile body may nest deeper than
 * the call stack goes.
 */
export function unstorableText(value: unknown): UnstorableText | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      const message = unstorableReason(current);
      if (message) return { field: path || '(value)', message };
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${cutQuoted(key)}` : cutQuoted(key);
        const message = unstorableReason(key);
        if (message) return { field: childPath, message };
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

/** What a zod parse found, as both zod and @hono/zod-validator hand it over. */
type ParseResult = { success: true; data: unknown } | { success: false; error: z.core.$ZodError };

/** Why a parsed value is refused (a schema's first problem, or text no database stores), or null for a good value. */
function refusalOf(result: ParseResult): { message: string; fields: string[] } | null {
  if (!result.success) return describeIssues(result.error);
  const unstorable = unstorableText(result.data);
  if (unstorable === null) return null;
  const { field, message } = unstorable;
  return { message: `${field}: ${message}`, fields: [field] };
}

/** A value checked by `checkValue`: its schema's output, or why it was refused. */
export type Checked<T> = { success: true; data: T } | { success: false; message: string; fields: string[] };

/**
 * Checks a value as `validate` checks a part of a request, for a schema known only inside a handler (an edit's content,
 * by the stored entry's kind) or a body that goes on as it was sent (better-auth's).
 */
export function checkValue<Schema extends z.ZodType>(schema: Schema, value: unknown): Checked<z.output<Schema>> {
  const result = schema.safeParse(value);
  const refusal = refusalOf(result);
  return refusal ? { success: false, ...refusal } : { success: true, data: result.data as z.output<Schema> };
}

/** The request's path parameters or query, shaped as Hono's validator shapes them. */
function urlValues(c: Context, target: 'param' | 'query'): Record<string, string | string[]> {
  if (target === 'param') return c.req.param() as Record<string, string>;
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? values[0]! : values]),
  );
}

/**
 * Marks a validator with its schema, as hono-openapi reads a route's contract: GET /api/openapi.json (openapi.ts) is
 * generated from the very schemas the routes validate with.
 */
function described<Middleware extends object>(middleware: Middleware, target: string, schema: z.ZodType): Middleware {
  return Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema) } });
}

/**
 * Validates one part of a request with a zod schema; a bad value gets 422 naming the field, or `refused`'s answer where
 * a bad value means something else (a path naming nothing there is: 404).
 *
 * Path parameters and queries are validated here rather than by Hono's validator, which reads the
 * Content-Type header for every target: served by Node, that builds the request's whole fetch
 * `Headers` object (about a tenth of the day list's server time) for a header a URL never needs.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  refused?: (c: Context) => Response,
) {
  const refuse = (result: ParseResult, c: Context) => {
    const refusal = refusalOf(result);
    if (!refusal) return;
    return refused ? refused(c) : validationFailed(c, refusal.message, refusal.fields);
  };
  const middleware = zValidator(target, schema, refuse);
  if (target !== 'param' && target !== 'query') return described(middleware, target, schema);
  const fromUrl: typeof middleware = async (c, next) => {
    const result = schema.safeParse(urlValues(c, target));
    const refusal = refuse(result, c);
    if (refusal) return refusal;
    c.req.addValidatedData(target, result.data as object);
    await next();
  };
  return described(fromUrl, target, schema);
}
