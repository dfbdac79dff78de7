import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../features/auth/auth-context';
import type { SignInPageState } from '../features/auth/sign-in-form';
import { paths } from '../config/paths';

/** Guards every route but Home, sign-in, sign-up and not-found: loading, then /signin for visitors. */
export function RequireAuth() {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) {
    return (
      <div className="flex min-h-dvh items-center justify-center text-lg font-semibold text-ink-soft" role="status">
        Loading...
      </div>
    );
  }
  if (!isAuthenticated) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.signIn} replace state={{ from } satisfies SignInPageState} />;
  }
  return <Outlet />;
}
