import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';

/** "content.foodItems: Please enter at least one food item" for the first problem zod found. */
export function describeIssues(error: z.core.$ZodError): { message: string; fields: string[] } {
  const fields = error.issues.map((issue) => issue.path.join('.') || '(body)');
  const first = error.issues[0];
  const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
  return { message: `${where}${first?.message ?? 'Invalid request'}`, fields };
}

/** Validates one part of a request with a zod schema; a bad value gets 422 naming the field. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const { message, fields } = describeIssues(result.error);
    return c.json({ error: { code: 'VALIDATION_FAILED', message, fields } }, 422);
  });
}
