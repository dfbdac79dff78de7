import { createContext, useContext } from 'react';
import type { AuthUser } from './api';

export interface AuthState {
  user: AuthUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  signIn(email: string, password: string): Promise<void>;
  signUp(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
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
