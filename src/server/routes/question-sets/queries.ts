import type { QuestionSetName, StoredSet } from '../../../domain/question-sets.js';
import type { Db } from '../../db/connect.js';
import { setRowsOf, storedSet } from '../../data/question-sets.js';

/** One set of this user, read through migrateQuestionSet (the defaults if never saved). */
export async function readSet<N extends QuestionSetName>(db: Db, userId: string, name: N): Promise<StoredSet<N>> {
  return storedSet(name, await setRowsOf(db, userId).where('name', '=', name).executeTakeFirst());
}
