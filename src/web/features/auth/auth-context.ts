import { createContext, useContext } from 'react';
import type { AuthUser } from './api';

export interface AuthState {
  user: AuthUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  /** The session this browser held ended elsewhere (a password changed or reset): the sign-in screen says so. */
  sessionEnded: boolean;
  signIn(email: string, password: string): Promise<void>;
  signUp(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** Sets a new password with a reset link's token and signs in with it here; false if signing in did not follow. */
  resetPassword(token: string, newPassword: string): Promise<boolean>;
  /** Forgets the athlete and their cached data here, once the server has ended the session itself (account deleted). */
  endLocalSession(): Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

/** The auth state of the app; only inside <AuthProvider>. */
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
