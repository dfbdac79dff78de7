// Runs npm scripts at the same time, for checks that each keep one core busy (`npm test` runs the type check beside
// lint: on two cores the pair takes as long as the longer one). Each script's output is printed whole when it ends, so
// two reports never interleave. Exits, once all have ended, with the code of the first that failed. Only node:
// builtins.
//
//   node scripts/side-by-side.mjs typecheck lint
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/side-by-side.mjs SCRIPT...');
  process.exit(2);
}

/**
 * Runs `npm run NAME`, keeping its output, and prints it when the script ends.
 *
 * @param {string} name
 * @returns {Promise<number>} its exit code
 */
function run(name) {
  return new Promise((resolve) => {
    /** @type {[NodeJS.WriteStream, Buffer][]} */
    const output = [];
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push([process.stdout, chunk]));
    child.stderr.on('data', (chunk) => output.push([process.stderr, chunk]));
    let ended = false;
    /** @param {number} code @param {string} [why] */
    const end = (code, why) => {
      if (ended) return;
      ended = true;
      for (const [stream, chunk] of output) stream.write(chunk);
      if (why) console.error(`npm run ${name}: ${why}`);
      resolve(code);
    };
    child.once('error', (error) => end(1, error.message));
    child.once('close', (code, signal) => end(code ?? 1, signal ? `ended by ${signal}` : undefined));
  });
}

const codes = await Promise.all(names.map(run));
process.exitCode = codes.find((code) => code !== 0) ?? 0;
