import { z } from 'zod';
import { newEntrySchema } from '../../../domain/entry-content-schema.js';
import { entryTypeLabel, isEntryType } from '../../../domain/entry-types.js';
import type { NewEntry } from '../../../domain/entry-content.js';
import { questionSetSchema } from '../../../domain/question-set-schema.js';
import { defaultSet, QUESTION_SET_NAMES, type QuestionSetName, type SetItems } from '../../../domain/question-sets.js';
import type { Db } from '../../db/connect.js';
import { raiseJournalRevision } from '../../db/journal-revision.js';
import { searchIndexOf } from '../../db/search-index/index.js';
import { describeIssues, unstorableText } from '../../http/validate.js';
import { newEntryRow } from '../entries/queries.js';
import { saveSet } from '../question-sets/queries.js';

/** The largest file an import takes. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** Refusals listed one by one in the summary; past these, only counted. */
const LISTED_REFUSALS = 100;
/** Ids looked up or rows written per statement (well under every database's limit on parameters). */
const CHUNK = 500;

export const NOT_AN_EXPORT = 'This file is not a Touchline export (the JSON file from Profile -> Export my data).';

/** What makes a file a Touchline export: when it was made, its entries, and (optionally) its question sets. */
const exportFile = z.object({
  exportedAt: z.string().refine((text) => !Number.isNaN(Date.parse(text))),
  account: z.object({}).loose(),
  entries: z.array(z.unknown()),
  questionSets: z.record(z.string(), z.unknown()).optional(),
});

export interface ImportSummary {
  imported: number;
  alreadyHere: number;
  refusedCount: number;
  /** Why each entry was refused (the first 100): its place in the file, and what it is when that is known. */
  refused: { position: number; entry: string; reason: string }[];
  /** The question sets taken from the file (newer than the account's). */
  questionSets: QuestionSetName[];
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isoOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : fallback;

/** "Training, 2026-03-02" for a refusal, from whatever the file says of the entry. */
function describeEntry(raw: unknown): string {
  if (!isRecord(raw)) return 'not an entry';
  const type = isEntryType(raw.type) ? entryTypeLabel(raw.type) : 'Unknown type';
  return typeof raw.day === 'string' ? `${type}, ${raw.day.slice(0, 10)}` : type;
}

/** An entry of the file as a new entry would be checked, or why it cannot be one. */
function checkEntry(raw: unknown): { entry: NewEntry } | { reason: string } {
  const fields = isRecord(raw) ? { id: raw.id, type: raw.type, day: raw.day, content: raw.content } : raw;
  const parsed = newEntrySchema.safeParse(fields);
  if (!parsed.success) return { reason: describeIssues(parsed.error).message };
  const unstorable = unstorableText(parsed.data);
  if (unstorable) return { reason: `${unstorable.field}: ${unstorable.message}` };
  return { entry: parsed.data };
}

const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) =>
    items.slice(index * CHUNK, (index + 1) * CHUNK),
  );

/**
 * Imports a Touchline export into an account, in one transaction: every entry checked as a new one is, and kept
 * under its own id, so a second import of the same file adds nothing; an id another account holds is refused, never
 * overwritten. A question set is taken when the account has not changed it since the file was exported. Null when
 * the file is not an export (nothing is written).
 */
export async function importExport(db: Db, userId: string, file: unknown, now: Date): Promise<ImportSummary | null> {
  const parsed = exportFile.safeParse(file);
  if (!parsed.success) return null;
  const { exportedAt, entries, questionSets = {} } = parsed.data;
  const nowIso = now.toISOString();

  const refused: ImportSummary['refused'] = [];
  const candidates: { entry: NewEntry; raw: Record<string, unknown>; position: number }[] = [];
  const refuse = (position: number, raw: unknown, reason: string) =>
    refused.push({ position, entry: describeEntry(raw), reason });
  entries.forEach((raw, index) => {
    const checked = checkEntry(raw);
    if ('reason' in checked) refuse(index + 1, raw, checked.reason);
    else candidates.push({ entry: checked.entry, raw: raw as Record<string, unknown>, position: index + 1 });
  });

  return db.transaction().execute(async (trx) => {
    const owners = new Map<string, string>();
    for (const ids of chunks([...new Set(candidates.map(({ entry }) => entry.id))])) {
      const rows = await trx.selectFrom('journal_entries').select(['id', 'user_id']).where('id', 'in', ids).execute();
      for (const row of rows) owners.set(row.id, row.user_id);
    }
    let alreadyHere = 0;
    const fresh: typeof candidates = [];
    for (const candidate of candidates) {
      const owner = owners.get(candidate.entry.id);
      if (owner === userId) alreadyHere += 1;
      else if (owner !== undefined) refuse(candidate.position, candidate.raw, 'Its id belongs to another account');
      else {
        // The same id twice in one file: the first is imported, the second is already here.
        owners.set(candidate.entry.id, userId);
        fresh.push(candidate);
      }
    }
    for (const batch of chunks(fresh)) {
      await trx
        .insertInto('journal_entries')
        .values(
          batch.map(({ entry, raw }) =>
            newEntryRow(userId, entry, isoOr(raw.createdAt, nowIso), isoOr(raw.updatedAt, nowIso)),
          ),
        )
        .execute();
    }
    if (fresh.length > 0) await raiseJournalRevision(trx, userId);
    // Searchable at once, as an entry saved in the app is (docs/decisions/024).
    const index = searchIndexOf(trx);
    for (const { entry, raw } of fresh) {
      await index.put(trx, userId, { ...entry, createdAt: isoOr(raw.createdAt, nowIso) });
    }

    const takenSets = await importQuestionSets(trx, userId, questionSets, exportedAt, nowIso);
    refused.sort((a, b) => a.position - b.position);
    return {
      imported: fresh.length,
      alreadyHere,
      refusedCount: refused.length,
      refused: refused.slice(0, LISTED_REFUSALS),
      questionSets: takenSets,
    };
  });
}

/**
 * Takes each valid set of the file that the account has not saved since `exportedAt`. A set the file holds as the
 * defaults was never changed where it came from, so it changes nothing here either.
 */
async function importQuestionSets(
  db: Db,
  userId: string,
  sets: Record<string, unknown>,
  exportedAt: string,
  now: string,
): Promise<QuestionSetName[]> {
  const saved = await db
    .selectFrom('question_sets')
    .select(['name', 'updated_at'])
    .where('user_id', '=', userId)
    .execute();
  const taken: QuestionSetName[] = [];
  for (const name of QUESTION_SET_NAMES) {
    const parsed = questionSetSchema(name).safeParse(sets[name]);
    if (!parsed.success || unstorableText(parsed.data) !== null) continue;
    const defaults = questionSetSchema(name).parse({ items: defaultSet(name).items });
    if (JSON.stringify(parsed.data.items) === JSON.stringify(defaults.items)) continue;
    const mine = saved.find((row) => row.name === name);
    if (mine && Date.parse(mine.updated_at) >= Date.parse(exportedAt)) continue;
    await saveSet(db, userId, name, parsed.data.items as SetItems, now);
    taken.push(name);
  }
  return taken;
}
