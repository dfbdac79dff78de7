import { questionSetSchema } from './question-set-schema.js';
import { describe, expect, it } from 'vitest';
import {
  CURRENT_SET_VERSION,
  defaultQuestionText,
  defaultSet,
  enabledQuestions,
  migrateQuestionSet,
  newCustomPrompt,
  newCustomQuestion,
  QUESTION_SET_NAMES,
  type QuestionItem,
} from './question-sets.js';

const OLD_Q9 = 'How did I feel going against my matchup?';
const OLD_Q10 = 'How did I feel in our system against theirs?';
const Q9 = defaultQuestionText('game', '9');
const Q10 = defaultQuestionText('game', '10');
const Q11 = defaultQuestionText('game', '11');

/** The current default game set with questions 9 and 10 in older wording. */
function gameItemsWith(q9: string | undefined, q10: string | undefined): QuestionItem[] {
  return defaultSet('game').items.map((item) =>
    item.id === '9' && q9 ? { ...item, text: q9 } : item.id === '10' && q10 ? { ...item, text: q10 } : item,
  );
}

const textOf = (items: readonly { id: string; text: string }[], id: string) =>
  items.find((item) => item.id === id)?.text;

describe('default sets', () => {
  it.each([
    ['game', 11],
    ['training', 6],
    ['rehab', 6],
    ['lift', 4],
    ['imagery', 10],
  ] as const)('%s has %i items', (name, count) => {
    expect(defaultSet(name).items).toHaveLength(count);
    expect(defaultSet(name).version).toBe(CURRENT_SET_VERSION);
  });

  it.each([
    ['game', ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']],
    ['training', ['t1', 't2', 't3', 't4', 't5', 't6']],
    ['rehab', ['r1', 'r2', 'r3', 'r4', 'r5', 'r6']],
    ['lift', ['l1', 'l2', 'l3', 'l4']],
    [
      'imagery',
      ['pass', 'goal', 'defense', 'pressure', 'communication', 'tackle', 'body', 'adversity', 'game', 'best'],
    ],
  ] as const)('%s has ids %j', (name, ids) => {
    expect(defaultSet(name).items.map((item) => item.id)).toEqual(ids);
  });

  it('puts game questions 1-3 in pregame and 4-11 in postgame', () => {
    expect(defaultSet('game').items.map((item) => `${item.id}:${item.section}`)).toEqual([
      '1:pregame',
      '2:pregame',
      '3:pregame',
      ...['4', '5', '6', '7', '8', '9', '10', '11'].map((id) => `${id}:postgame`),
    ]);
  });

  it.each(QUESTION_SET_NAMES)('%s items are enabled, not custom, with short non-blank text', (name) => {
    for (const item of defaultSet(name).items) {
      expect(item).toMatchObject({ enabled: true, isCustom: false });
      expect(item.text.trim()).toBe(item.text);
      expect(item.text.length).toBeGreaterThan(0);
      expect(item.text.length).toBeLessThanOrEqual(500);
    }
  });

  it.each(['game', 'training', 'rehab', 'lift'] as const)('%s questions are text questions', (name) => {
    for (const item of defaultSet(name).items) expect(item.type).toBe('text');
  });

  it('asks game question 4 as YES or NO', () => {
    expect(defaultQuestionText('game', '4')).toContain('YES or NO');
  });

  it('returns a fresh copy each time', () => {
    const first = defaultSet('training');
    first.items[0]!.enabled = false;
    expect(defaultSet('training').items[0]?.enabled).toBe(true);
  });

  it.each([
    ['game', '11', Q11],
    ['imagery', 'best', defaultSet('imagery').items[9]?.text],
    ['training', '11', undefined],
    ['lift', 'nope', undefined],
  ] as const)('defaultQuestionText(%s, %s)', (name, id, expected) => {
    expect(defaultQuestionText(name, id)).toBe(expected);
  });
});

describe('migrateQuestionSet: absent and current', () => {
  it.each(QUESTION_SET_NAMES.flatMap((name) => [[name, undefined] as const, [name, null] as const]))(
    '%s with %j gives the defaults without problems',
    (name, stored) => {
      expect(migrateQuestionSet(name, stored)).toEqual({ set: defaultSet(name), problems: [] });
    },
  );

  it.each(QUESTION_SET_NAMES)('the current %s set comes back unchanged', (name) => {
    const set = defaultSet(name);
    const custom = { id: '1760000000000', text: 'Did I have fun?', enabled: true, isCustom: true };
    const items = [
      ...set.items.map((item, i) => (i === 1 ? { ...item, enabled: false } : item)),
      name === 'imagery' ? custom : { ...custom, type: 'text', ...(name === 'game' ? { section: 'pregame' } : {}) },
    ];
    const stored = { version: CURRENT_SET_VERSION, items };
    expect(migrateQuestionSet(name, stored)).toEqual({ set: stored, problems: [] });
  });

  it('keeps even unusual wording of a current game set', () => {
    const stored = { version: 3, items: gameItemsWith(OLD_Q9, OLD_Q10) };
    expect(migrateQuestionSet('game', stored).set.items).toEqual(stored.items);
  });

  it('is idempotent: migrating a migrated set changes nothing and reports nothing', () => {
    const inputs: unknown[] = [
      [{ text: 'A', section: 'pregame' }, { text: 'B' }, 'junk'],
      { version: 1, questions: gameItemsWith(OLD_Q9, OLD_Q10) },
      { version: 2, items: [] },
    ];
    for (const stored of inputs) {
      const once = migrateQuestionSet('game', stored).set;
      expect(migrateQuestionSet('game', once)).toEqual({ set: once, problems: [] });
    }
  });
});

describe('migrateQuestionSet: game versions', () => {
  it.each([
    ['v1 -> v3 rewords 9 and 10', 1, OLD_Q9, OLD_Q10, Q9, Q10],
    ['v2 -> v3 rewords only 10', 2, OLD_Q9, OLD_Q10, OLD_Q9, Q10],
    ['v3 changes nothing', 3, OLD_Q9, OLD_Q10, OLD_Q9, OLD_Q10],
    ['newer than current is read as current', 9, OLD_Q9, OLD_Q10, OLD_Q9, OLD_Q10],
  ])('%s', (_name, version, q9, q10, expected9, expected10) => {
    const { set } = migrateQuestionSet('game', { version, items: gameItemsWith(q9, q10) });
    expect(set.version).toBe(CURRENT_SET_VERSION);
    expect(textOf(set.items, '9')).toBe(expected9);
    expect(textOf(set.items, '10')).toBe(expected10);
    expect(set.items).toHaveLength(11);
  });

  it('reads the spec storage form { version, questions }', () => {
    const { set, problems } = migrateQuestionSet('game', { version: 2, questions: gameItemsWith(undefined, OLD_Q10) });
    expect(problems).toEqual([]);
    expect(set.items).toEqual(defaultSet('game').items);
  });

  it('does not reword custom questions that happen to use id 9 or 10', () => {
    const items = [
      { id: '10', text: 'My own question', enabled: true, isCustom: true, section: 'postgame', type: 'text' },
    ];
    expect(textOf(migrateQuestionSet('game', { version: 1, items }).set.items, '10')).toBe('My own question');
  });

  it('notes a version newer than the current one', () => {
    expect(migrateQuestionSet('game', { version: 9, items: defaultSet('game').items }).problems).toEqual([
      'Version 9 is newer than 3; read as version 3',
    ]);
  });

  it.each([
    [{ items: gameItemsWith(OLD_Q9, OLD_Q10) }, []],
    [{ version: 'three', items: gameItemsWith(OLD_Q9, OLD_Q10) }, ['Version "three" is not valid; read as version 1']],
    [{ version: 0, items: gameItemsWith(OLD_Q9, OLD_Q10) }, ['Version 0 is not valid; read as version 1']],
    [{ version: 2.5, items: gameItemsWith(OLD_Q9, OLD_Q10) }, ['Version 2.5 is not valid; read as version 1']],
  ])('an object %j without a usable version is read as version 1', (stored, problems) => {
    const result = migrateQuestionSet('game', stored);
    expect(result.problems).toEqual(problems);
    expect(textOf(result.set.items, '9')).toBe(Q9);
    expect(textOf(result.set.items, '10')).toBe(Q10);
  });
});

describe('migrateQuestionSet: legacy plain lists', () => {
  it('wraps a game list of {section, enabled, text} and gives ids by position within each section', () => {
    const legacy = defaultSet('game').items.map(({ section, enabled, text }) => ({
      section,
      enabled,
      text: text === Q9 ? OLD_Q9 : text === Q10 ? OLD_Q10 : text,
    }));
    legacy[4]!.enabled = false;
    const { set, problems } = migrateQuestionSet('game', legacy);
    expect(problems).toEqual([]);
    expect(set.version).toBe(3);
    expect(set.items).toEqual(
      defaultSet('game').items.map((item, i) => (i === 4 ? { ...item, enabled: false } : item)),
    );
  });

  it('keeps the ids of a plain list that has them', () => {
    const legacy = [
      { id: '1', section: 'pregame', enabled: true, text: 'Control?' },
      { id: '1700000000000', section: 'pregame', enabled: false, text: 'Sleep?' },
    ];
    const { set } = migrateQuestionSet('game', legacy);
    expect(set.items.slice(0, 2)).toEqual([
      { id: '1', text: 'Control?', enabled: true, isCustom: false, section: 'pregame', type: 'text' },
      { id: '1700000000000', text: 'Sleep?', enabled: false, isCustom: true, section: 'pregame', type: 'text' },
    ]);
  });

  it('matches legacy items to default ids by text first, else gives them a legacy id', () => {
    const legacy = [{ text: 'Something new?' }, { text: `  ${defaultQuestionText('training', 't3')?.toUpperCase()} ` }];
    const { set, problems } = migrateQuestionSet('training', legacy);
    expect(problems).toEqual([]);
    expect(set.items.map(({ id, isCustom }) => `${id}:${isCustom}`)).toEqual(['legacy-1:true', 't3:false']);
  });

  it('never gives a legacy id that is already taken', () => {
    const legacy = [{ id: 'legacy-2', text: 'A' }, { text: 'B' }];
    expect(migrateQuestionSet('lift', legacy).set.items.map((item) => item.id)).toEqual(['legacy-2', 'legacy-2-1']);
  });

  it('reads legacy imagery prompts, dropping question-only keys', () => {
    const legacy = [
      { text: defaultQuestionText('imagery', 'goal'), enabled: false, section: 'postgame', type: 'text' },
      { text: 'Visualise the warm-up' },
    ];
    expect(migrateQuestionSet('imagery', legacy)).toEqual({
      set: {
        version: 3,
        items: [
          { id: 'goal', text: defaultQuestionText('imagery', 'goal'), enabled: false, isCustom: false },
          { id: 'legacy-2', text: 'Visualise the warm-up', enabled: true, isCustom: true },
        ],
      },
      problems: [],
    });
  });
});

describe('migrateQuestionSet: missing section and type', () => {
  it('fills a missing game section with postgame and a missing type with text', () => {
    const items = [{ id: '77', text: 'Custom', enabled: true, isCustom: true }];
    expect(migrateQuestionSet('game', { version: 3, items }).set.items[0]).toEqual({
      id: '77',
      text: 'Custom',
      enabled: true,
      isCustom: true,
      section: 'postgame',
      type: 'text',
    });
  });

  it.each(['training', 'rehab', 'lift'] as const)('drops sections from %s questions and fills type', (name) => {
    const items = [{ id: 'x', text: 'Q', enabled: true, isCustom: true, section: 'pregame' }];
    expect(migrateQuestionSet(name, { version: 3, items }).set.items).toEqual([
      { id: 'x', text: 'Q', enabled: true, isCustom: true, type: 'text' },
    ]);
  });

  it('defaults a missing enabled flag to true and derives isCustom from the id', () => {
    const { set } = migrateQuestionSet('rehab', {
      version: 3,
      items: [
        { id: 'r2', text: 'Morning?' },
        { id: '9', text: 'Mine' },
      ],
    });
    expect(set.items.map(({ id, enabled, isCustom }) => ({ id, enabled, isCustom }))).toEqual([
      { id: 'r2', enabled: true, isCustom: false },
      { id: '9', enabled: true, isCustom: true },
    ]);
  });
});

describe('migrateQuestionSet: game question 11', () => {
  it('re-adds question 11 after the last default postgame question, before custom ones', () => {
    const custom = {
      id: '123',
      text: 'Mine',
      enabled: true,
      isCustom: true,
      section: 'postgame' as const,
      type: 'text' as const,
    };
    const items = [...defaultSet('game').items.filter((item) => item.id !== '11'), custom];
    const { set } = migrateQuestionSet('game', { version: 3, items });
    expect(set.items.map((item) => item.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '123']);
    expect(textOf(set.items, '11')).toBe(Q11);
  });

  it('adds question 11 to an empty game set', () => {
    expect(migrateQuestionSet('game', { version: 3, items: [] }).set.items).toEqual([defaultSet('game').items[10]]);
  });

  it('keeps a disabled question 11 disabled', () => {
    const items = defaultSet('game').items.map((item) => (item.id === '11' ? { ...item, enabled: false } : item));
    expect(migrateQuestionSet('game', { version: 3, items }).set.items[10]).toMatchObject({ id: '11', enabled: false });
  });

  it.each(['training', 'imagery'] as const)('does not add question 11 to %s', (name) => {
    expect(migrateQuestionSet(name, { version: 3, items: [] }).set.items).toEqual([]);
  });
});

describe('migrateQuestionSet: garbage', () => {
  it.each([
    ['a string', 'hello', 'Stored set is a string, not a list; using the defaults'],
    ['a number', 42, 'Stored set is a number, not a list; using the defaults'],
    ['an object without items', { version: 3 }, 'Stored set has no list of items; using the defaults'],
    ['items that are not a list', { version: 3, items: 'x' }, 'Stored set has no list of items; using the defaults'],
  ])('%s gives the defaults and a problem', (_name, stored, problem) => {
    expect(migrateQuestionSet('lift', stored)).toEqual({ set: defaultSet('lift'), problems: [problem] });
  });

  it.each([
    ['null item', null, 'Item 1: not an object; dropped'],
    ['number item', 5, 'Item 1: not an object; dropped'],
    ['list item', ['x'], 'Item 1: not an object; dropped'],
    ['missing text', { id: 'a' }, 'Item 1: text is missing or blank; dropped'],
    ['blank text', { id: 'a', text: '   ' }, 'Item 1: text is missing or blank; dropped'],
    ['number text', { id: 'a', text: 7 }, 'Item 1: text is missing or blank; dropped'],
    ['long text', { id: 'a', text: 'x'.repeat(501) }, 'Item 1: text is longer than 500 characters; dropped'],
    ['number id', { id: 5, text: 'Q' }, 'Item 1: id 5 is not a string of 1-100 characters; dropped'],
    ['null id', { id: null, text: 'Q' }, 'Item 1: id null is not a string of 1-100 characters; dropped'],
    ['blank id', { id: ' ', text: 'Q' }, 'Item 1: id " " is not a string of 1-100 characters; dropped'],
    [
      'long id',
      { id: 'i'.repeat(101), text: 'Q' },
      `Item 1: id "${'i'.repeat(101)}" is not a string of 1-100 characters; dropped`,
    ],
    ['string enabled', { id: 'a', text: 'Q', enabled: 'yes' }, 'Item 1: enabled is not true or false; dropped'],
    ['number isCustom', { id: 'a', text: 'Q', isCustom: 1 }, 'Item 1: isCustom is not true or false; dropped'],
    ['unknown type', { id: 'a', text: 'Q', type: 'scale' }, 'Item 1: type "scale" is not supported; dropped'],
    [
      'unknown section',
      { id: 'a', text: 'Q', section: 'halftime' },
      'Item 1: section "halftime" is not pregame or postgame; dropped',
    ],
  ])('drops a %s and reports it', (_name, item, problem) => {
    const good = { id: 'good', text: 'Fine', enabled: true, isCustom: true, section: 'pregame', type: 'text' };
    const { set, problems } = migrateQuestionSet('game', { version: 3, items: [item, good] });
    expect(problems).toEqual([problem]);
    expect(set.items.map((i) => i.id)).toEqual(['good', '11']);
  });

  it('drops a repeated id, keeping the first', () => {
    const items = [
      { id: 't1', text: 'First' },
      { id: 't1', text: 'Second' },
    ];
    const { set, problems } = migrateQuestionSet('training', { version: 3, items });
    expect(set.items.map((i) => i.text)).toEqual(['First']);
    expect(problems).toEqual(['Item 2: id "t1" is used twice; dropped']);
  });

  it('keeps at most 100 items', () => {
    const items = Array.from({ length: 102 }, (_, i) => ({ id: `c${i}`, text: `Q${i}` }));
    const { set, problems } = migrateQuestionSet('lift', { version: 3, items });
    expect(set.items).toHaveLength(100);
    expect(problems).toEqual(['Item 101: more than 100 items; dropped', 'Item 102: more than 100 items; dropped']);
  });

  it('trims text and ids', () => {
    expect(
      migrateQuestionSet('lift', { version: 3, items: [{ id: ' l1 ', text: '  Motivated? ' }] }).set.items,
    ).toEqual([{ id: 'l1', text: 'Motivated?', enabled: true, isCustom: false, type: 'text' }]);
  });
});

describe('questionSetSchema', () => {
  const issue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.success ? 'ok' : `${result.error?.issues[0]?.path.join('.')}: ${result.error?.issues[0]?.message}`;
  const q = (over: Record<string, unknown> = {}) => ({ id: 'a', text: 'Q', enabled: true, isCustom: true, ...over });

  it.each([
    ['training', [q()], 'ok'],
    ['training', [], 'ok'],
    ['training', [q({ text: '   ' })], 'items.0.text: Question cannot be empty'],
    ['training', [q({ text: 'x'.repeat(500) })], 'ok'],
    ['training', [q({ text: 'x'.repeat(501) })], 'items.0.text: Keep this under 500 characters'],
    ['training', [q({ id: '' })], 'items.0.id: Id cannot be empty'],
    ['training', [q({ id: 'i'.repeat(101) })], 'items.0.id: Ids are 100 characters at most'],
    ['training', [q({ id: 7 })], 'items.0.id: Id must be text'],
    ['training', [q({ enabled: 'no' })], 'items.0.enabled: enabled must be true or false'],
    ['training', [q({ type: 'scale' })], 'items.0.type: Only text questions are supported'],
    ['training', [q(), q({ text: 'Other' })], 'items.1.id: Ids must be unique'],
    ['training', Array.from({ length: 100 }, (_, i) => q({ id: `i${i}` })), 'ok'],
    ['training', Array.from({ length: 101 }, (_, i) => q({ id: `i${i}` })), 'items: At most 100 items'],
    ['training', 'nope', 'items: items must be a list'],
    ['game', [q({ section: 'pregame' })], 'ok'],
    ['game', [q()], 'items.0.section: Section must be pregame or postgame'],
    ['game', [q({ section: 'halftime' })], 'items.0.section: Section must be pregame or postgame'],
    ['imagery', [q()], 'ok'],
    ['imagery', [q({ text: '' })], 'items.0.text: Prompt cannot be empty'],
  ] as const)('%s %j -> %s', (name, items, expected) => {
    expect(issue(questionSetSchema(name).safeParse({ items }))).toBe(expected);
  });

  it('trims text, defaults type and strips unknown keys', () => {
    const parsed = questionSetSchema('rehab').parse({
      version: 3,
      items: [q({ text: ' Q ', section: 'pregame', extra: 1 })],
    });
    expect(parsed).toEqual({ items: [{ id: 'a', text: 'Q', enabled: true, isCustom: true, type: 'text' }] });
  });

  it('keeps game question 11 in a saved game set', () => {
    const parsed = questionSetSchema('game').parse({ items: [q({ section: 'pregame' })] });
    expect(parsed.items.map((item) => item.id)).toEqual(['a', '11']);
  });

  it('accepts the default sets as they are', () => {
    for (const name of QUESTION_SET_NAMES) {
      expect(questionSetSchema(name).parse({ items: defaultSet(name).items }).items).toEqual(defaultSet(name).items);
    }
  });
});

describe('newCustomQuestion', () => {
  it.each([
    [
      'Did I have fun?',
      { ok: true, item: { id: '1760000000000', text: 'Did I have fun?', enabled: true, isCustom: true, type: 'text' } },
    ],
    [
      '  Sleep well?  ',
      { ok: true, item: { id: '1760000000000', text: 'Sleep well?', enabled: true, isCustom: true, type: 'text' } },
    ],
    ['', { ok: false, error: 'Question cannot be empty' }],
    [' \n\t ', { ok: false, error: 'Question cannot be empty' }],
    ['x'.repeat(501), { ok: false, error: 'Question must be 500 characters or fewer' }],
  ])('%j', (text, expected) => {
    expect(newCustomQuestion(text, 1760000000000)).toEqual(expected);
  });

  it('sets the section of a game question', () => {
    expect(newCustomQuestion('Warm-up?', 5, 'pregame')).toMatchObject({
      ok: true,
      item: { id: '5', section: 'pregame' },
    });
  });
});

describe('newCustomPrompt', () => {
  it.each([
    ['See the crowd', { ok: true, item: { id: '42', text: 'See the crowd', enabled: true, isCustom: true } }],
    [' ', { ok: false, error: 'Prompt cannot be empty' }],
    ['x'.repeat(501), { ok: false, error: 'Prompt must be 500 characters or fewer' }],
  ])('%j', (text, expected) => {
    expect(newCustomPrompt(text, 42)).toEqual(expected);
  });
});

describe('enabledQuestions', () => {
  const items = defaultSet('game').items.map((item) =>
    ['2', '5'].includes(item.id) ? { ...item, enabled: false } : item,
  );
  it.each([
    [undefined, ['1', '3', '4', '6', '7', '8', '9', '10', '11']],
    ['pregame', ['1', '3']],
    ['postgame', ['4', '6', '7', '8', '9', '10', '11']],
  ] as const)('section %j -> %j', (section, ids) => {
    expect(enabledQuestions(items, section).map((item) => item.id)).toEqual(ids);
  });

  it('works for imagery prompts', () => {
    const prompts = defaultSet('imagery').items.map((p, i) => ({ ...p, enabled: i < 2 }));
    expect(enabledQuestions(prompts).map((p) => p.id)).toEqual(['pass', 'goal']);
  });
});
