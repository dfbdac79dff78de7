import type { z } from 'zod';

/**
 * What `schema` refuses in `value`, one message a top-level field (the first), keyed by the field's name ('form' for
 * the value as a whole): what a flow shows under each field, in the server's words, since it is the server's schema.
 */
export function fieldErrors(schema: z.ZodType, value: unknown): Partial<Record<string, string>> {
  const result = schema.safeParse(value);
  const errors: Partial<Record<string, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}
