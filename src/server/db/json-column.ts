// JSON columns are text on SQLite and jsonb on PostgreSQL: these two functions are the only readers and writers of
// their form, so no query needs to know which database it runs on.

/** A JSON column's value as stored: SQLite hands back text, PostgreSQL's jsonb a parsed value. */
export function readJsonColumn(stored: unknown): unknown {
  return typeof stored === 'string' ? JSON.parse(stored) : stored;
}

/** A value as a JSON column takes it on either database. */
export function writeJsonColumn(value: unknown): string {
  return JSON.stringify(value);
}
