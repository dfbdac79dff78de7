/**
 * How SQLite indexes search text (docs/decisions/024): FTS5's trigram tokenizer over text the domain has already
 * folded, so case-sensitive trigrams match exactly what the domain's rule matches; contentless (the text is not kept
 * twice), with deletes (SQLite 3.43 and newer).
 */
export const SEARCH_TABLE_OPTIONS = "content='', contentless_delete=1, tokenize='trigram case_sensitive 1'";

/** Thrown at start when the SQLite library cannot build the search index. */
export class SearchUnsupportedError extends Error {}

/**
 * Stops start-up with a clear message when SQLite lacks what search needs: FTS5, its trigram tokenizer and contentless
 * deletes. better-sqlite3's bundled SQLite has them all; a build against another SQLite may not.
 */
export function checkSqliteSearchSupport(sqlite: { exec(source: string): unknown }): void {
  try {
    sqlite.exec(`CREATE VIRTUAL TABLE temp.search_support USING fts5(text, ${SEARCH_TABLE_OPTIONS})`);
    sqlite.exec('DROP TABLE temp.search_support');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SearchUnsupportedError(
      `Touchline cannot start: its SQLite library lacks full-text search (FTS5 with the trigram tokenizer, SQLite ` +
        `3.43 or newer), which search needs (${reason}). Reinstall better-sqlite3 with its bundled SQLite ` +
        '(npm rebuild better-sqlite3), or set DATABASE_URL to use PostgreSQL.',
    );
  }
}
