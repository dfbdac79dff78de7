// `npm start`: serves the built app, building it first when no build exists.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built = existsSync('dist/node/server/index.js') && existsSync('dist/web/index.html');
if (!built) {
  console.log('No build found: building Touchline first...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The server runs in this process, so SIGTERM and SIGINT reach it directly.
await import('../dist/node/server/index.js');
