import { isRecord, isString } from '../../../domain/guards';
import type { AuthUser } from './api';

/** Who was signed in on this browser, so the app opens signed in while the server cannot be reached. */
const STORAGE_KEY = 'touchline-user';

/** The athlete remembered here, or null; anything unreadable is forgotten (with a warning), never trusted. */
export function readStoredUser(): AuthUser | null {
  let text: string | null;
  try {
    text = localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage switched off by the browser
  }
  if (text === null) return null;
  try {
    const stored: unknown = JSON.parse(text);
    if (isRecord(stored) && isString(stored.id) && stored.id !== '' && isString(stored.email)) {
      return { id: stored.id, email: stored.email };
    }
  } catch {
    // reported below, like a wrong shape
  }
  console.warn(`Touchline: the remembered sign-in (${STORAGE_KEY}) was unreadable and has been forgotten.`);
  forgetStoredUser();
  return null;
}

/** Remembers the signed-in athlete (id and email only: no token, the session stays an HttpOnly cookie). */
export function storeUser(user: AuthUser): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ id: user.id, email: user.email }));
  } catch {
    // Without storage the app still works online; it just cannot open signed in offline.
  }
}

/** Forgets the remembered athlete (sign-out, or the server says nobody is signed in). */
export function forgetStoredUser(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored, nothing to forget
  }
}
