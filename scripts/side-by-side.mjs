// Runs npm scripts at the same time, for checks that each keep one core busy (`npm test` runs the type check beside
// lint: on two cores the pair takes as long as the longer one). Each script's output is printed whole when it ends, so
// two reports never interleave. Exits, once all have ended, with the code of the first that failed. Only node:
// builtins.
//
//   node scripts/side-by-side.mjs typecheck lint
import { sideBySide } from './lib/side-by-side.mjs';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/side-by-side.mjs SCRIPT...');
  process.exit(2);
}

const codes = await sideBySide(
  names.map((name) => ({ label: `npm run ${name}`, command: 'npm', args: ['run', name] })),
);
process.exitCode = codes.find((code) => code !== 0) ?? 0;
