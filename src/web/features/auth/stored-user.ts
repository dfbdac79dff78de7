import { isRecord, isString } from '../../../domain/guards';
import { readStoredJson, removeStored, writeStoredJson } from '../../lib/stored-json';
import type { AuthUser } from './api';

/** Who was signed in on this browser, so the app opens signed in while the server cannot be reached. */
const STORAGE_KEY = 'touchline-user';

/** The athlete remembered here, or null; anything unreadable is forgotten (with a warning), never trusted. */
export function readStoredUser(): AuthUser | null {
  return readStoredJson(
    STORAGE_KEY,
    (stored) =>
      isRecord(stored) && isString(stored.id) && stored.id !== '' && isString(stored.email)
        ? { id: stored.id, email: stored.email }
        : null,
    `the remembered sign-in (${STORAGE_KEY})`,
  );
}

/**
 * Remembers the signed-in athlete (id and email only: no token, the session stays an HttpOnly cookie). Without
 * storage the app still works online; it just cannot open signed in offline.
 */
export function storeUser(user: AuthUser): void {
  writeStoredJson(STORAGE_KEY, { id: user.id, email: user.email });
}

/** Forgets the remembered athlete (sign-out, or the server says nobody is signed in). */
export function forgetStoredUser(): void {
  removeStored(STORAGE_KEY);
}
