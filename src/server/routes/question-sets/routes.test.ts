import { beforeAll, describe, expect, it } from 'vitest';
import {
  CURRENT_SET_VERSION,
  defaultQuestionText,
  defaultSet,
  QUESTION_SET_NAMES,
  type QuestionSetName,
  type StoredSet,
} from '../../../domain/question-sets.js';
import { uniqueEmail, type TestBrowser, serverForSuite } from '../../test-support/test-server.js';

interface ErrorBody {
  error: { code: string; message: string; fields?: string[] };
}

const OLD_Q9 = 'How did I feel going against my matchup?';
const OLD_Q10 = 'How did I feel in our system against theirs?';

/** A custom item of set `name` with this id and text, in the shape that set's schema accepts. */
function customItem(name: QuestionSetName, id: string, text: string) {
  const item = { id, text, enabled: true, isCustom: true };
  if (name === 'imagery') return item;
  return { ...item, type: 'text', ...(name === 'game' ? { section: 'postgame' } : {}) };
}

describe('question sets API', () => {
  const app = serverForSuite({ rateLimit: 'off' });

  /** A new athlete, signed up and signed in, with their user id. */
  async function signedIn(): Promise<{ browser: TestBrowser; userId: string }> {
    const browser = app.browser();
    const email = uniqueEmail();
    expect((await browser.signUp(email, 'question-sets-1')).status).toBe(200);
    expect((await browser.signIn(email, 'question-sets-1')).status).toBe(200);
    const session = await browser.session();
    return { browser, userId: session!.user.id };
  }

  async function getAll(browser: TestBrowser): Promise<Record<QuestionSetName, StoredSet>> {
    const response = await browser.request('/api/question-sets');
    expect(response.status).toBe(200);
    return ((await response.json()) as { sets: Record<QuestionSetName, StoredSet> }).sets;
  }

  async function getOne(browser: TestBrowser, name: QuestionSetName): Promise<StoredSet> {
    const response = await browser.request(`/api/question-sets/${name}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { set: StoredSet }).set;
  }

  function put(browser: TestBrowser, name: string, body: unknown): Promise<Response> {
    return browser.request(`/api/question-sets/${name}`, { method: 'PUT', json: body });
  }

  /** Writes a row straight into the table, as an older server or a damaged database might have left it. */
  function storeRow(userId: string, name: string, content: unknown, version: number) {
    return app.server.database.db
      .insertInto('question_sets')
      .values({
        user_id: userId,
        name,
        content: typeof content === 'string' ? content : JSON.stringify(content),
        version,
        updated_at: new Date().toISOString(),
      })
      .execute();
  }

  const allDefaults = () => Object.fromEntries(QUESTION_SET_NAMES.map((name) => [name, defaultSet(name)]));

  describe('defaults', () => {
    it('gives a new athlete all five default sets at the current version, in one request', async () => {
      const { browser } = await signedIn();
      const sets = await getAll(browser);
      expect(Object.keys(sets).sort()).toEqual([...QUESTION_SET_NAMES].sort());
      expect(sets).toEqual(allDefaults());
      expect(sets.game.version).toBe(3);
      expect(sets.game.items).toHaveLength(11);
    });

    it.each(QUESTION_SET_NAMES)('gives the default %s set by name', async (name) => {
      const { browser } = await signedIn();
      expect(await getOne(browser, name)).toEqual(defaultSet(name));
    });
  });

  describe('saving and loading', () => {
    let athlete: TestBrowser;
    beforeAll(async () => {
      athlete = (await signedIn()).browser;
    });

    it.each(QUESTION_SET_NAMES)('saves the %s set and loads it back, by name and among all', async (name) => {
      const items = [
        ...defaultSet(name).items.map((item, index) => (index === 1 ? { ...item, enabled: false } : item)),
        customItem(name, '1760000000000', `My own ${name} item`),
      ];

      const response = await put(athlete, name, { items });

      expect(response.status).toBe(200);
      const expected = { version: CURRENT_SET_VERSION, items };
      expect(((await response.json()) as { set: StoredSet }).set).toEqual(expected);
      expect(await getOne(athlete, name)).toEqual(expected);
      expect((await getAll(athlete))[name]).toEqual(expected);
    });

    it('keeps each set apart: saving one leaves the others at their defaults', async () => {
      const { browser } = await signedIn();
      const items = [customItem('lift', 'l9', 'Did I warm up properly?')];
      expect((await put(browser, 'lift', { items })).status).toBe(200);

      const sets = await getAll(browser);
      expect(sets.lift).toEqual({ version: CURRENT_SET_VERSION, items });
      expect(sets).toEqual({ ...allDefaults(), lift: sets.lift });
    });

    it('replaces the stored set on the next save, trimming text and filling the question type', async () => {
      const { browser } = await signedIn();
      await put(browser, 'training', { items: defaultSet('training').items });

      const response = await put(browser, 'training', {
        items: [{ id: ' t2 ', text: '  Focus?  ', enabled: false, isCustom: false }],
      });

      expect(response.status).toBe(200);
      const expected = {
        version: CURRENT_SET_VERSION,
        items: [{ id: 't2', text: 'Focus?', enabled: false, isCustom: false, type: 'text' }],
      };
      expect(((await response.json()) as { set: StoredSet }).set).toEqual(expected);
      expect(await getOne(browser, 'training')).toEqual(expected);
    });

    it('saves an empty set as empty, not as the defaults', async () => {
      const { browser } = await signedIn();
      expect((await put(browser, 'rehab', { items: [] })).status).toBe(200);
      expect(await getOne(browser, 'rehab')).toEqual({ version: CURRENT_SET_VERSION, items: [] });
    });

    it('always keeps game question 11: a save without it gets it back instead of a refusal', async () => {
      const { browser } = await signedIn();
      const withoutQ11 = defaultSet('game').items.filter((item) => item.id !== '11');

      const response = await put(browser, 'game', { items: withoutQ11 });

      expect(response.status).toBe(200);
      const saved = ((await response.json()) as { set: StoredSet }).set;
      expect(saved).toEqual(defaultSet('game'));
      expect(await getOne(browser, 'game')).toEqual(defaultSet('game'));
    });
  });

  describe('validation', () => {
    let athlete: TestBrowser;
    beforeAll(async () => {
      athlete = (await signedIn()).browser;
    });

    const training = (overrides: Record<string, unknown>) => [
      { id: 't1', text: 'Focus?', enabled: true, isCustom: false, ...overrides },
    ];
    const tooMany = Array.from({ length: 101 }, (_, index) => customItem('training', `c${index}`, `Question ${index}`));
    const gameItem = (overrides: Record<string, unknown>) => [
      { id: '1', text: 'Control?', enabled: true, isCustom: false, section: 'pregame', ...overrides },
    ];

    it.each([
      [
        'blank question text',
        'training',
        { items: training({ text: '   ' }) },
        'items.0.text',
        'Question cannot be empty',
      ],
      [
        'blank prompt text',
        'imagery',
        { items: [{ id: 'p', text: '', enabled: true, isCustom: true }] },
        'items.0.text',
        'Prompt cannot be empty',
      ],
      [
        'text over 500 characters',
        'lift',
        { items: training({ text: 'x'.repeat(501) }) },
        'items.0.text',
        '500 characters',
      ],
      ['more than 100 items', 'training', { items: tooMany }, 'items', 'At most 100 items'],
      [
        'a repeated id',
        'rehab',
        { items: [...training({}), ...training({ text: 'Again?' })] },
        'items.1.id',
        'Ids must be unique',
      ],
      ['a blank id', 'training', { items: training({ id: ' ' }) }, 'items.0.id', 'Id cannot be empty'],
      [
        'enabled as text',
        'training',
        { items: training({ enabled: 'yes' }) },
        'items.0.enabled',
        'enabled must be true or false',
      ],
      [
        'isCustom missing',
        'training',
        { items: training({ isCustom: undefined }) },
        'items.0.isCustom',
        'isCustom must be true or false',
      ],
      ['a number as text', 'training', { items: training({ text: 42 }) }, 'items.0.text', 'Text must be a string'],
      [
        'a non-text question type',
        'training',
        { items: training({ type: 'number' }) },
        'items.0.type',
        'Only text questions',
      ],
      [
        'an unknown game section',
        'game',
        { items: gameItem({ section: 'halftime' }) },
        'items.0.section',
        'pregame or postgame',
      ],
      [
        'a game question without section',
        'game',
        { items: gameItem({ section: undefined }) },
        'items.0.section',
        'pregame or postgame',
      ],
      ['items that are not a list', 'game', { items: 'all of them' }, 'items', 'items must be a list'],
      ['no items at all', 'imagery', {}, 'items', 'items must be a list'],
      ['an item that is not an object', 'lift', { items: ['Motivation?'] }, 'items.0', 'expected object'],
    ] as const)(
      'refuses %s with 422 naming the field, and keeps the stored set',
      async (_case, name, body, field, message) => {
        const before = await getOne(athlete, name);

        const response = await put(athlete, name, body);

        expect(response.status).toBe(422);
        const { error } = (await response.json()) as ErrorBody;
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.fields).toContain(field);
        expect(error.message).toContain(field);
        expect(error.message).toContain(message);
        expect(await getOne(athlete, name)).toEqual(before);
      },
    );

    it('refuses a body that is not JSON with 400', async () => {
      const response = await athlete.request('/api/question-sets/training', { method: 'PUT', body: '{"items": [' });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.code).toBe('BAD_REQUEST');
    });

    it.each([
      ['GET', 'food'],
      ['PUT', 'food'],
      ['GET', 'Game'],
      ['PUT', 'questions'],
    ])('answers %s of the unknown set %s with 404 and stores nothing', async (method, name) => {
      const response = await athlete.request(`/api/question-sets/${name}`, {
        method,
        ...(method === 'PUT' ? { json: { items: [] } } : {}),
      });

      expect(response.status).toBe(404);
      const { error } = (await response.json()) as ErrorBody;
      expect(error.code).toBe('NOT_FOUND');
      expect(error.message).toContain('game, training, rehab, lift, imagery');
      const rows = await app.server.database.db
        .selectFrom('question_sets')
        .select('name')
        .where('name', '=', name)
        .execute();
      expect(rows).toEqual([]);
    });
  });

  describe('isolation', () => {
    it("never shows or changes another athlete's sets", async () => {
      const alice = await signedIn();
      const bob = await signedIn();
      const alicesItems = [customItem('training', 'a1', "Alice's question")];
      const bobsItems = [customItem('training', 'b1', "Bob's question")];

      expect((await put(alice.browser, 'training', { items: alicesItems })).status).toBe(200);
      expect(await getOne(bob.browser, 'training')).toEqual(defaultSet('training'));
      expect(await getAll(bob.browser)).toEqual(allDefaults());

      expect((await put(bob.browser, 'training', { items: bobsItems })).status).toBe(200);
      expect(await getOne(alice.browser, 'training')).toEqual({ version: CURRENT_SET_VERSION, items: alicesItems });
      expect(await getOne(bob.browser, 'training')).toEqual({ version: CURRENT_SET_VERSION, items: bobsItems });

      const rows = await app.server.database.db
        .selectFrom('question_sets')
        .select(['user_id', 'name'])
        .where('user_id', 'in', [alice.userId, bob.userId])
        .orderBy('user_id')
        .execute();
      expect(rows).toHaveLength(2);
      expect(new Set(rows.map((row) => row.user_id))).toEqual(new Set([alice.userId, bob.userId]));
    });

    it('refuses every route with 401 when signed out, and after signing out', async () => {
      const { browser } = await signedIn();
      const stranger = app.browser();
      expect((await browser.signOut()).status).toBe(200);

      for (const client of [stranger, browser]) {
        const responses = [
          await client.request('/api/question-sets'),
          await client.request('/api/question-sets/game'),
          await put(client, 'game', { items: defaultSet('game').items }),
          await client.request('/api/question-sets/food'),
        ];
        for (const response of responses) {
          expect(response.status).toBe(401);
          expect(((await response.json()) as ErrorBody).error.code).toBe('UNAUTHORIZED');
        }
      }
    });
  });

  describe('stored sets of older versions and damaged rows', () => {
    it('migrates a stored version 1 game set (a plain list without ids) to version 3 on read', async () => {
      const { browser, userId } = await signedIn();
      const legacy = defaultSet('game')
        .items.filter((item) => item.id !== '11')
        .map(({ section, enabled, text }, index) => ({
          section,
          enabled: index === 4 ? false : enabled,
          text:
            text === defaultQuestionText('game', '9')
              ? OLD_Q9
              : text === defaultQuestionText('game', '10')
                ? OLD_Q10
                : text,
        }));
      await storeRow(userId, 'game', legacy, 1);

      const expected = {
        version: 3,
        items: defaultSet('game').items.map((item, index) => (index === 4 ? { ...item, enabled: false } : item)),
      };
      expect(await getOne(browser, 'game')).toEqual(expected);
      expect((await getAll(browser)).game).toEqual(expected);
    });

    it('rewords only question 10 of a stored version 2 game set', async () => {
      const { browser, userId } = await signedIn();
      const items = defaultSet('game').items.map((item) =>
        item.id === '9' ? { ...item, text: OLD_Q9 } : item.id === '10' ? { ...item, text: OLD_Q10 } : item,
      );
      await storeRow(userId, 'game', items, 2);

      const set = await getOne(browser, 'game');
      expect(set.version).toBe(3);
      expect(set.items.find((item) => item.id === '9')?.text).toBe(OLD_Q9);
      expect(set.items.find((item) => item.id === '10')?.text).toBe(defaultQuestionText('game', '10'));
    });

    it('repairs a malformed stored set: bad items dropped, missing fields filled, the rest kept', async () => {
      const { browser, userId } = await signedIn();
      await storeRow(
        userId,
        'training',
        [
          { id: 't1', text: ' Focus? ', enabled: false },
          { id: 't2', text: '' },
          42,
          null,
          { id: 't1', text: 'The same id again' },
          { id: 't3', text: 'Enabled as text', enabled: 'yes' },
          { id: 'mine', text: 'My own question', isCustom: true },
        ],
        3,
      );

      const repaired = {
        version: 3,
        items: [
          { id: 't1', text: 'Focus?', enabled: false, isCustom: false, type: 'text' },
          { id: 'mine', text: 'My own question', enabled: true, isCustom: true, type: 'text' },
        ],
      };
      expect(await getOne(browser, 'training')).toEqual(repaired);
      expect((await getAll(browser)).training).toEqual(repaired);

      // Saving the repaired set stores it cleanly.
      expect((await put(browser, 'training', { items: repaired.items })).status).toBe(200);
      expect(await getOne(browser, 'training')).toEqual(repaired);
    });

    it.each([
      ['an object', { questions: 'none' }, 3],
      ['a number', 7, 3],
      ['a string', 'not a list', 3],
      ['a list at an impossible version', [{ id: 'pass', text: 'Pass well.', enabled: true, isCustom: false }], 0],
    ])('falls back sensibly when the stored content is %s', async (_case, content, version) => {
      const { browser, userId } = await signedIn();
      await storeRow(userId, 'imagery', JSON.stringify(content), version);

      const set = await getOne(browser, 'imagery');
      expect(set.version).toBe(3);
      if (Array.isArray(content)) expect(set.items).toEqual(content);
      else expect(set).toEqual(defaultSet('imagery'));
      expect((await getAll(browser)).imagery).toEqual(set);
    });

    it('reads content cut off mid-write as the defaults', async () => {
      const { browser, userId } = await signedIn();
      // SQLite keeps the broken text itself; jsonb refuses it, so there it arrives as a JSON string.
      const truncated = '{"items": [ truncated';
      await storeRow(userId, 'lift', process.env.DATABASE_URL ? JSON.stringify(truncated) : truncated, 3);

      expect(await getOne(browser, 'lift')).toEqual(defaultSet('lift'));
      expect(await getAll(browser)).toEqual(allDefaults());
    });
  });
});
