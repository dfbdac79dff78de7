import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fetchSessionUser, signInWithPassword, signOutOnServer, signUpWithPassword, type AuthUser } from './api';
import { AuthContext, type AuthState } from './auth-context';

/** Another athlete may use this browser next: nothing of the last one's journal may stay behind. */
async function forgetCachedData(): Promise<void> {
  const { clearCachedData } = await import('../../lib/query-client');
  await clearCachedData();
}

/** Holds who is signed in: loading until the first session check answers. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(null);
  const [isLoading, setIsLoading] = useState(true);

  useEffect(() => {
    let cancelled = false;
    fetchSessionUser()
      .then((found) => !cancelled && setUser(found))
      .catch(() => !cancelled && setUser(null))
      .finally(() => !cancelled && setIsLoading(false));
    return () => {
      cancelled = true;
    };
  }, []);

  const signIn = useCallback(async (email: string, password: string) => {
    const signedIn = await signInWithPassword(email, password);
    await forgetCachedData();
    setUser(signedIn);
  }, []);

  const signUp = useCallback((email: string, password: string) => signUpWithPassword(email, password), []);

  const signOut = useCallback(async () => {
    await signOutOnServer();
    await forgetCachedData();
    setUser(null);
  }, []);

  const endLocalSession = useCallback(async () => {
    await forgetCachedData();
    setUser(null);
  }, []);

  const value = useMemo<AuthState>(
    () => ({ user, isAuthenticated: user !== null, isLoading, signIn, signUp, signOut, endLocalSession }),
    [user, isLoading, signIn, signUp, signOut, endLocalSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
