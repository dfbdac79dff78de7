import { z } from 'zod';
import { QUESTION_SECTIONS, SET_LIMITS, withQuestion11, type QuestionSetName } from './question-sets.js';

// What the API accepts when an athlete saves a set; zod lives here so readers of sets do not load it.

const itemIdSchema = z
  .string('Id must be text')
  .trim()
  .min(1, 'Id cannot be empty')
  .max(SET_LIMITS.idChars, `Ids are ${SET_LIMITS.idChars} characters at most`);

const itemTextSchema = (emptyMessage: string) =>
  z
    .string('Text must be a string')
    .trim()
    .min(1, emptyMessage)
    .max(SET_LIMITS.textChars, `Keep this under ${SET_LIMITS.textChars} characters`);

const questionFields = {
  id: itemIdSchema,
  text: itemTextSchema('Question cannot be empty'),
  enabled: z.boolean('enabled must be true or false'),
  isCustom: z.boolean('isCustom must be true or false'),
  type: z.literal('text', 'Only text questions are supported').default('text'),
};

const gameQuestionSchema = z.object({
  ...questionFields,
  section: z.enum(QUESTION_SECTIONS, 'Section must be pregame or postgame'),
});
const plainQuestionSchema = z.object(questionFields);
const imageryPromptSchema = z.object({
  id: itemIdSchema,
  text: itemTextSchema('Prompt cannot be empty'),
  enabled: z.boolean('enabled must be true or false'),
  isCustom: z.boolean('isCustom must be true or false'),
});

/** Adds an issue on every item whose id repeats an earlier one. */
function uniqueIds(value: { items: readonly { id: string }[] }, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  value.items.forEach((item, index) => {
    if (seen.has(item.id))
      ctx.addIssue({ code: 'custom', path: ['items', index, 'id'], message: 'Ids must be unique' });
    seen.add(item.id);
  });
}

const itemList = <T extends z.ZodType>(item: T) =>
  z.array(item, 'items must be a list').max(SET_LIMITS.items, `At most ${SET_LIMITS.items} items`);

const SET_SCHEMAS = {
  game: z
    .object({ items: itemList(gameQuestionSchema) })
    .superRefine(uniqueIds)
    .transform(({ items }) => ({ items: withQuestion11(items) }))
    // Counted again once question 11 is back, so a stored set is never over the limit.
    .refine(({ items }) => items.length <= SET_LIMITS.items, {
      path: ['items'],
      message: `At most ${SET_LIMITS.items} items, question 11 included`,
    }),
  training: z.object({ items: itemList(plainQuestionSchema) }).superRefine(uniqueIds),
  rehab: z.object({ items: itemList(plainQuestionSchema) }).superRefine(uniqueIds),
  lift: z.object({ items: itemList(plainQuestionSchema) }).superRefine(uniqueIds),
  imagery: z.object({ items: itemList(imageryPromptSchema) }).superRefine(uniqueIds),
} as const satisfies Record<QuestionSetName, z.ZodType>;

/** What the API accepts when saving set `name`: `{ items }` (the server stores it with CURRENT_SET_VERSION). */
export function questionSetSchema<N extends QuestionSetName>(name: N): (typeof SET_SCHEMAS)[N] {
  return SET_SCHEMAS[name];
}
