import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError, onSessionRefused } from '../../lib/api';
import {
  fetchSessionUser,
  resetPasswordWithToken,
  signInWithPassword,
  signOutOnServer,
  signUpWithPassword,
  type AuthUser,
} from './api';
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
type SessionAnswer = AuthUser | null | 'unknown';

async function askServerWhoIsSignedIn(): Promise<SessionAnswer> {
  try {
    return await fetchSessionUser();
  } catch (error) {
    return error instanceof ApiError && error.status === 401 ? null : 'unknown';
  }
}

/** A session check, and its answer once it has come. */
interface SessionCheck {
  answer: Promise<SessionAnswer>;
  settled?: SessionAnswer;
}

function checkSession(): SessionCheck {
  const check: SessionCheck = { answer: askServerWhoIsSignedIn() };
  void check.answer.then((answer) => (check.settled = answer));
  return check;
}

let firstCheck: SessionCheck | undefined;

/**
 * Asks the server who is signed in at once, while the first screen's code is still loading, instead of after the
 * first render. The AuthProvider takes this check as its first; when its answer is in by then, the first render
 * already shows the right screen.
 */
export function startSessionCheck(): void {
  firstCheck ??= checkSession();
}

/** The check started early, once; a new one after that. */
function takeFirstCheck(): SessionCheck {
  const check = firstCheck ?? checkSession();
  firstCheck = undefined;
  return check;
}

/** Who counts as signed in at first: a definite answer that is already in, else the remembered athlete. */
function startingUser(check: SessionCheck, remembered: AuthUser | null): AuthUser | null {
  return check.settled === undefined || check.settled === 'unknown' ? remembered : check.settled;
}

/**
 * Holds who is signed in. The athlete remembered on this browser counts at once, so the app opens offline; only a
 * definite answer from the server changes that (nobody signed in, or someone else). Without one, it is loading
 * until the first session check answers. Signing out forgets everything kept here.
 *
 * A session that ended elsewhere (a password changed or reset, the sessions revoked) shows as "nobody" at the first
 * check, or as a 401 to any request later, which a new check confirms: the athlete is then `sessionEnded`, asked to
 * sign in again. Like a new sign-in, and unlike signing out, it keeps what the browser stores for them (changes waiting
 * to sync, drafts): both are marked with their id and come back when they sign in again.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [start] = useState(() => {
    const check = takeFirstCheck();
    return { check, remembered: readStoredUser(), answeredAtStart: check.settled !== undefined };
  });
  const [user, setUser] = useState<AuthUser | null>(() => startingUser(start.check, start.remembered));
  const [isLoading, setIsLoading] = useState(start.remembered === null && !start.answeredAtStart);
  const [sessionEnded, setSessionEnded] = useState(() => start.remembered !== null && start.check.settled === null);

  const remember = useCallback((next: AuthUser | null) => {
    if (next) storeUser(next);
    else forgetStoredUser();
    setUser(next);
    if (next) setSessionEnded(false);
  }, []);

  const endSession = useCallback(() => {
    forgetStoredUser();
    setUser(null);
    setSessionEnded(true);
  }, []);

  // Only once the signed-in screens are gone: while they show, emptying memory would also empty the browser's store,
  // which they keep in step with it (and so lose the changes waiting to sync).
  useEffect(() => {
    if (sessionEnded && user === null) void forgetDataInMemory();
  }, [sessionEnded, user]);

  useEffect(() => {
    if (user === null) return;
    let current = true;
    let asking = false;
    const stop = onSessionRefused(() => {
      if (asking) return;
      asking = true;
      void askServerWhoIsSignedIn().then((answer) => {
        asking = false;
        if (current && answer === null) endSession();
      });
    });
    return () => {
      current = false;
      stop();
    };
  }, [user, endSession]);

  useEffect(() => {
    const { check, remembered, answeredAtStart } = start;
    let cancelled = false;
    void check.answer.then(async (answer) => {
      if (cancelled) return;
      if (answer === null && remembered) endSession();
      else if (answer !== 'unknown') {
        // The remembered athlete's journal is in memory only if they were shown before the answer came.
        if (!answeredAtStart && remembered && answer?.id !== remembered.id) await forgetDataInMemory();
        remember(answer);
      }
      setIsLoading(false);
    });
    return () => {
      cancelled = true;
    };
  }, [start, remember, endSession]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const signedIn = await signInWithPassword(email, password);
      await forgetDataInMemory();
      remember(signedIn);
    },
    [remember],
  );

  const signUp = useCallback((email: string, password: string) => signUpWithPassword(email, password), []);

  const resetPassword = useCallback(
    async (token: string, newPassword: string) => {
      const signedIn = await resetPasswordWithToken(token, newPassword);
      await forgetDataInMemory();
      remember(signedIn);
      return signedIn !== null;
    },
    [remember],
  );

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
    () => ({
      user,
      isAuthenticated: user !== null,
      isLoading,
      sessionEnded,
      signIn,
      signUp,
      signOut,
      resetPassword,
      endLocalSession,
    }),
    [user, isLoading, sessionEnded, signIn, signUp, signOut, resetPassword, endLocalSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
