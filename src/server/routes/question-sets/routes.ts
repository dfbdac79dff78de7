import { Hono } from 'hono';
import { questionSetSchema } from '../../../domain/question-set-schema.js';
import { QUESTION_SET_NAMES, type QuestionSetName } from '../../../domain/question-sets.js';
import { apiError } from '../../http/errors.js';
import type { RouteDeps } from '../route-deps.js';
import { requireSession, type SessionEnv } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import { setNameParam, UNKNOWN_SET_MESSAGE } from './contract.js';
import { readSets, saveSet } from '../../data/question-sets.js';
import * as queries from './queries.js';

const now = () => new Date().toISOString();

/** Lets only the five set names through; any other name is a set that does not exist. */
const knownSet = validate('param', setNameParam, (c) => apiError(c, 404, 'NOT_FOUND', UNKNOWN_SET_MESSAGE));

/** One body validator per set, each with that set's schema (questionSetSchema). */
const bodyValidators = new Map(
  QUESTION_SET_NAMES.map((name) => [name, validate('json', questionSetSchema(name))] as const),
);
type SetBodyValidator = NonNullable<ReturnType<typeof bodyValidators.get>>;

/** Validates a save body `{ items }` with the schema of the set the path names (knownSet checked the name). */
const validSetBody: SetBodyValidator = (c, next) =>
  bodyValidators.get(c.req.param('name') as QuestionSetName)!(c, next);

/** /api/question-sets: the signed-in athlete's question sets and imagery prompts, and nobody else's. */
export function questionSetRoutes({ database: { db }, auth }: RouteDeps) {
  return new Hono<SessionEnv>()
    .use(requireSession(auth, db))
    .get('/', async (c) => {
      return c.json({ sets: await readSets(db, c.get('user').id) });
    })
    .get('/:name', knownSet, async (c) => {
      return c.json({ set: await queries.readSet(db, c.get('user').id, c.req.valid('param').name) });
    })
    .put('/:name', knownSet, validSetBody, async (c) => {
      const userId = c.get('user').id;
      const { name } = c.req.valid('param');
      await saveSet(db, userId, name, c.req.valid('json').items, now());
      // Answer with the set as every later read will see it.
      return c.json({ set: await queries.readSet(db, userId, name) });
    });
}
