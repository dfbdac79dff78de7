import { fileURLToPath } from 'node:url';
import { DataDirInUseError, DataDirNotWritableError } from './db/connect.js';
import { SearchUnsupportedError } from './db/search-index/sqlite-support.js';
import { ConfigError, loadConfig } from './env.js';
import { startServer } from './server.js';

// The built web app sits beside the compiled server: dist/node/server -> dist/web.
const webRoot = fileURLToPath(new URL('../../web', import.meta.url));
const SHUTDOWN_GRACE_MS = 10_000;

try {
  const server = await startServer(loadConfig(), { webRoot });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  console.log(`Touchline is running at ${server.url}`);
} catch (error) {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof DataDirNotWritableError ||
    error instanceof SearchUnsupportedError
  ) {
    console.error(error.message);
  } else {
    console.error('Touchline could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
}
