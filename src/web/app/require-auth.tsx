import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAuth } from '../features/auth/auth-context';
import { SESSION_ENDED_NOTICE, type SignInPageState } from '../features/auth/sign-in-form';
import { paths } from '../config/paths';
import { Skeleton } from '../components/ui/skeleton';
import { usePlace } from '../lib/navigation';

/**
 * Guards every route but Home, sign-in, sign-up and not-found: loading, then /signin for visitors, saying so when the
 * session this browser held ended elsewhere.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading, sessionEnded } = useAuth();
  const location = usePlace();
  if (isLoading) {
    return <Skeleton label="Loading..." shape="screen" />;
  }
  if (!isAuthenticated) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    const state: SignInPageState = sessionEnded ? { from, notice: SESSION_ENDED_NOTICE } : { from };
    return <Redirect to={paths.signIn} replace state={state} />;
  }
  return children;
}
