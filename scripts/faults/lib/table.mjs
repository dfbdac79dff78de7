// The fault checks' result table: one row per assertion, PASS, FAIL or SKIP, with what was measured.

const VERDICT = { true: 'PASS', false: 'FAIL', null: 'SKIP' };

/** Prints rows `{ check, assertion, pass (true, false, or null for skipped), measured }`. */
export function printTable(rows) {
  const width = (key) => Math.max(key.length, ...rows.map((row) => String(row[key]).length));
  const checkWidth = width('check');
  const assertionWidth = width('assertion');
  console.log(`\n${'check'.padEnd(checkWidth)}  ${'assertion'.padEnd(assertionWidth)}  result  measured`);
  for (const row of rows) {
    console.log(
      `${row.check.padEnd(checkWidth)}  ${row.assertion.padEnd(assertionWidth)}  ${VERDICT[row.pass].padEnd(6)}  ${row.measured}`,
    );
  }
  const failed = rows.filter((row) => row.pass === false).length;
  const skipped = rows.filter((row) => row.pass === null).length;
  console.log(
    `\n${failed === 0 ? 'PASS' : 'FAIL'}: ${rows.length - failed - skipped} passed, ${failed} failed, ${skipped} skipped`,
  );
}
