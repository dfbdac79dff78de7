import type { Selectable } from 'kysely';
import {
  CURRENT_SET_VERSION,
  migrateQuestionSet,
  type QuestionSetName,
  type SetItems,
  type StoredSet,
} from '../../../domain/question-sets.js';
import type { Db } from '../../db/connect.js';
import { readJsonColumn, writeJsonColumn } from '../../db/json-column.js';
import type { QuestionSetsTable } from '../../db/schema.js';
import type { QuestionSets } from './contract.js';

type Row = Pick<Selectable<QuestionSetsTable>, 'name' | 'content' | 'version'>;

/**
 * A row in the form migrateQuestionSet reads: the item list at the row's version. Text that is not JSON goes on as
 * it is, for the migration to replace with the defaults.
 */
function storedForm(row: Row): unknown {
  let items = row.content;
  try {
    items = readJsonColumn(items);
  } catch {
    // left as text: not a list, so the migration falls back to the defaults
  }
  return { version: row.version, items };
}

// Problems the migration reports are not returned: the repaired set is what the athlete sees, and the
// stored row stays as it is until their next save replaces it.
const read = <N extends QuestionSetName>(name: N, row: Row | undefined): StoredSet<N> =>
  migrateQuestionSet(name, row ? storedForm(row) : undefined).set;

const mine = (db: Db, userId: string) =>
  db.selectFrom('question_sets').select(['name', 'content', 'version']).where('user_id', '=', userId);

/** All five sets of this user, each read through migrateQuestionSet (the defaults where never saved). */
export async function readSets(db: Db, userId: string): Promise<QuestionSets> {
  const rows = await mine(db, userId).execute();
  const row = (name: QuestionSetName) => rows.find((candidate) => candidate.name === name);
  return {
    game: read('game', row('game')),
    training: read('training', row('training')),
    rehab: read('rehab', row('rehab')),
    lift: read('lift', row('lift')),
    imagery: read('imagery', row('imagery')),
  };
}

/** One set of this user, read through migrateQuestionSet (the defaults if never saved). */
export async function readSet<N extends QuestionSetName>(db: Db, userId: string, name: N): Promise<StoredSet<N>> {
  return read(name, await mine(db, userId).where('name', '=', name).executeTakeFirst());
}

/** Stores this user's set `name` at the current version, replacing any earlier one. */
export async function saveSet(db: Db, userId: string, name: QuestionSetName, items: SetItems, now: string) {
  const stored = { content: writeJsonColumn(items), version: CURRENT_SET_VERSION, updated_at: now };
  await db
    .insertInto('question_sets')
    .values({ user_id: userId, name, ...stored })
    .onConflict((conflict) => conflict.columns(['user_id', 'name']).doUpdateSet(stored))
    .execute();
}
