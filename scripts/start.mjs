// `npm start`: serves the built app, building it first when no build exists.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runServerHere, SERVER_MAIN, WEB_BUILD } from './lib/server-build.mjs';

if (!existsSync(SERVER_MAIN) || !existsSync(join(WEB_BUILD, 'index.html'))) {
  console.log('No build found: building Touchline first...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await runServerHere();
