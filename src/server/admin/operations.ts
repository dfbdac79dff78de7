import type { BetterAuthOptions } from 'better-auth';
import type { DatabaseHandle } from '../db/connect.js';
import { deleteAccount } from './delete-account.js';
import type { AdminAnswers, AdminRequest, RunAdmin } from './protocol.js';
import { databaseStats, findAccount, listAccounts } from './queries.js';
import { makeResetLink } from './reset-link.js';

export interface AdminDeps {
  handle: DatabaseHandle;
  /** The server's better-auth options (authOptions), so its own code makes tokens and deletes accounts. */
  authOptions: BetterAuthOptions;
  /** Where reset links point (publicBaseUrl). */
  publicUrl: string;
  /** Told the id of each deleted account: a running server forgets its sessions at once (as after /delete-user). */
  onAccountDeleted?: (userId: string) => void;
}

/** Runs admin requests on this database: in the running server (control socket) or in the command itself. */
export function adminOperations({ handle, authOptions, publicUrl, onAccountDeleted }: AdminDeps): RunAdmin {
  const run = async (request: AdminRequest): Promise<AdminAnswers[AdminRequest['command']]> => {
    switch (request.command) {
      case 'reset-password':
        return makeResetLink(authOptions, publicUrl, request.email);
      case 'account':
        return findAccount(handle.db, request.email);
      case 'delete-account': {
        const deleted = await deleteAccount(handle, authOptions, request.email);
        if (!deleted) return null;
        onAccountDeleted?.(deleted.userId);
        return { entries: deleted.entries };
      }
      case 'list-accounts':
        return listAccounts(handle.db);
      case 'stats':
        return databaseStats(handle);
    }
  };
  // Each case answers its own command's type, which a switch cannot tie to the request's type parameter.
  return run as RunAdmin;
}
