import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newEntrySchema } from '../../domain/entry-content-schema.js';
import { describeIssues, unstorableText } from './validate.js';

const long = (char: string) => char.repeat(1_000_000);
const cut = (char: string) => `${char.repeat(80)}…`;

/** What a refusal says of `value` under `schema`. */
function refusal(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a refusal');
  return describeIssues(parsed.error);
}

describe('describeIssues never echoes a request back', () => {
  it('names the field of a bad key, the key cut to 80 characters, with the key rule', () => {
    const entry = {
      id: crypto.randomUUID(),
      type: 'Training',
      day: '2026-04-02',
      content: { answers: { [long('k')]: 'x' } },
    };
    expect(refusal(newEntrySchema, entry)).toEqual({
      message: `content.answers.${cut('k')}: Keys are 500 characters at most`,
      fields: [`content.answers.${cut('k')}`],
    });
  });

  it("cuts the keys zod quotes in its own messages, and the whole message's length", () => {
    const keys = Object.fromEntries(Array.from({ length: 1000 }, (_, index) => [`${index}${'u'.repeat(199)}`, 1]));
    const { message } = refusal(z.object({ a: z.number() }).strict(), { a: 1, ...keys });
    expect(message.startsWith(`Unrecognized keys: "0${'u'.repeat(79)}…", "1${'u'.repeat(79)}…"`)).toBe(true);
    expect(message.length).toBeLessThanOrEqual(321);
  });

  it('lists at most 20 fields, each once', () => {
    const value = Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`k${index}`, 'not a number']));
    const { fields } = refusal(z.record(z.string(), z.number()), value);
    expect(fields).toHaveLength(20);
    expect(fields[0]).toBe('k0');
  });

  it('cuts the key of a field holding text no database stores', () => {
    expect(unstorableText({ answers: { [long('n')]: 'a\u0000b' } })).toEqual({
      field: `answers.${cut('n')}`,
      message: 'Text cannot contain the NUL character (U+0000).',
    });
  });
});
