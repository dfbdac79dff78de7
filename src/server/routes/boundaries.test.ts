import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's import rule (docs/decisions/033): a route folder reads the database through its own queries.ts or the
 * shared data modules of src/server/data/, never through another route's queries; code outside the routes never
 * reads a route's queries. Checked with the repository's own lint configuration, on the files as they would stand.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedPathErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('server import boundaries', () => {
  it("refuses a route folder importing another route folder's queries", async () => {
    const errors = await restrictedPathErrors(
      'src/server/routes/account/probe.ts',
      "export { findEntry } from '../entries/queries.js';\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/queries/);
  });

  it("refuses code outside the routes importing a route's queries", async () => {
    const errors = await restrictedPathErrors(
      'src/server/reminders/probe.ts',
      "export { findEntry } from '../routes/entries/queries.js';\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('lets a route folder import its own queries and the shared data modules', async () => {
    expect(
      await restrictedPathErrors(
        'src/server/routes/entries/probe.ts',
        "export { findEntry } from './queries.js';\nexport { entriesPage } from '../../data/entries.js';\n",
      ),
    ).toEqual([]);
  });
});
