import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import type { z } from 'zod';

/** "content.foodItems: Please enter at least one food item" for the first problem zod found. */
export function describeIssues(error: z.core.$ZodError): { message: string; fields: string[] } {
  const fields = error.issues.map((issue) => issue.path.join('.') || '(body)');
  const first = error.issues[0];
  const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
  return { message: `${where}${first?.message ?? 'Invalid request'}`, fields };
}

export const NUL_MESSAGE = 'Text cannot contain the NUL character (U+0000).';

/**
 * The path of a string (or key) holding U+0000 in a value, or null. PostgreSQL refuses that
 * character in text and jsonb (a 500 if it reached the database), so the API refuses it everywhere.
 * Walks with its own stack: a hostile body may nest deeper than the call stack goes.
 */
export function nulPath(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path || '(value)';
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

/** What a zod parse found, as both zod and @hono/zod-validator hand it over. */
type ParseResult = { success: true; data: unknown } | { success: false; error: z.core.$ZodError };

/** The answer to a value that failed its schema or holds U+0000; nothing for a good value. */
function refuseInvalid(result: ParseResult, c: Context) {
  if (result.success) {
    const field = nulPath(result.data);
    if (field === null) return;
    return c.json({ error: { code: 'VALIDATION_FAILED', message: `${field}: ${NUL_MESSAGE}`, fields: [field] } }, 422);
  }
  const { message, fields } = describeIssues(result.error);
  return c.json({ error: { code: 'VALIDATION_FAILED', message, fields } }, 422);
}

/** The request's path parameters or query, shaped as Hono's validator shapes them. */
function urlValues(c: Context, target: 'param' | 'query'): Record<string, string | string[]> {
  if (target === 'param') return c.req.param() as Record<string, string>;
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? values[0]! : values]),
  );
}

/**
 * Validates one part of a request with a zod schema; a bad value gets 422 naming the field.
 *
 * Path parameters and queries are validated here rather than by Hono's validator, which reads the
 * Content-Type header for every target: served by Node, that builds the request's whole fetch
 * `Headers` object (about a tenth of the day list's server time) for a header a URL never needs.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const middleware = zValidator(target, schema, refuseInvalid);
  if (target !== 'param' && target !== 'query') return middleware;
  const fromUrl: typeof middleware = async (c, next) => {
    const result = schema.safeParse(urlValues(c, target));
    const refusal = refuseInvalid(result, c);
    if (refusal) return refusal;
    c.req.addValidatedData(target, result.data as object);
    await next();
  };
  return fromUrl;
}
