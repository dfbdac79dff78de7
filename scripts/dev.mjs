// `npm run dev`: the API server (rebuilt on change by tsc --watch) and Vite's dev server side by side.
import { spawn } from 'node:child_process';
import { SERVER_BUILD, SERVER_MAIN } from './lib/server-build.mjs';

const children = [
  spawn('node_modules/.bin/tsc', ['-p', 'tsconfig.server.json', '--watch', '--preserveWatchOutput'], {
    stdio: 'inherit',
  }),
  spawn('node', [`--watch-path=${SERVER_BUILD}`, SERVER_MAIN], { stdio: 'inherit' }),
  spawn('node_modules/.bin/vite', [], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
