import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError } from '../../lib/api';
import { fetchSessionUser, signInWithPassword, signOutOnServer, signUpWithPassword, type AuthUser } from './api';
import { AuthContext, type AuthState } from './auth-context';
import { forgetStoredUser, readStoredUser, storeUser } from './stored-user';

/** Another athlete may use this browser next: nothing of the last one's journal may stay behind. */
async function forgetCachedData(): Promise<void> {
  const { clearCachedData } = await import('../../lib/query-client');
  await clearCachedData();
}

/**
 * Empties the journal held in memory before another session starts. What is stored in the browser stays: it
 * is marked with its athlete's id and only restored for them (so changes waiting to sync survive a new sign-in).
 */
async function forgetDataInMemory(): Promise<void> {
  const { forgetCacheInMemory } = await import('../../lib/query-client');
  forgetCacheInMemory();
}

/** The server's word on the session: a user, "nobody" (null), or no word at all (unreachable, server error). */
async function askServerWhoIsSignedIn(): Promise<AuthUser | null | 'unknown'> {
  try {
    return await fetchSessionUser();
  } catch (error) {
    return error instanceof ApiError && error.status === 401 ? null : 'unknown';
  }
}

/**
 * Holds who is signed in. The athlete remembered on this browser counts at once, so the app opens offline; only a
 * definite answer from the server changes that (nobody signed in, or someone else). Without one, it is loading
 * until the first session check answers. Signing out forgets everything kept here.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [remembered] = useState(readStoredUser);
  const [user, setUser] = useState<AuthUser | null>(remembered);
  const [isLoading, setIsLoading] = useState(remembered === null);

  const remember = useCallback((next: AuthUser | null) => {
    if (next) storeUser(next);
    else forgetStoredUser();
    setUser(next);
  }, []);

  useEffect(() => {
    let cancelled = false;
    void askServerWhoIsSignedIn().then(async (answer) => {
      if (cancelled) return;
      if (answer !== 'unknown') {
        if (remembered && answer?.id !== remembered.id) await forgetDataInMemory();
        remember(answer);
      }
      setIsLoading(false);
    });
    return () => {
      cancelled = true;
    };
  }, [remembered, remember]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const signedIn = await signInWithPassword(email, password);
      await forgetDataInMemory();
      remember(signedIn);
    },
    [remember],
  );

  const signUp = useCallback((email: string, password: string) => signUpWithPassword(email, password), []);

  const signOut = useCallback(async () => {
    await signOutOnServer();
    await forgetCachedData();
    remember(null);
  }, [remember]);

  const endLocalSession = useCallback(async () => {
    await forgetCachedData();
    remember(null);
  }, [remember]);

  const value = useMemo<AuthState>(
    () => ({ user, isAuthenticated: user !== null, isLoading, signIn, signUp, signOut, endLocalSession }),
    [user, isLoading, signIn, signUp, signOut, endLocalSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
