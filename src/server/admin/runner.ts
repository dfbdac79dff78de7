import { controlSocketPath } from '../control-socket.js';
import type { Config } from '../env.js';
import type { AdminRequest, RunAdmin } from './protocol.js';
import { askServer, NO_SERVER } from './socket-client.js';

/**
 * Where admin requests run. SQLite: in the running server, asked through DATA_DIR's control socket (it
 * holds the file locked), or on the file when no server answers. PostgreSQL: on the database, which
 * servers share.
 */
export function adminRunner(config: Config): RunAdmin {
  const socketPath = config.DATABASE_URL ? null : controlSocketPath(config.DATA_DIR);
  const run = async (request: AdminRequest) => {
    if (socketPath) {
      const answer = await askServer(socketPath, request);
      if (answer !== NO_SERVER) return answer;
    }
    // Loaded only when needed: the database drivers and better-auth take most of a second to load.
    const { runDirectly } = await import('./direct.js');
    return runDirectly(config, request);
  };
  return run as RunAdmin;
}
