import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { CareLink } from '../../components/care-link';
import { ButtonLink } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useAuth } from '../../features/auth/auth-context';
import { paths } from '../../config/paths';
import { usePlace } from '../../lib/navigation';

/** What Home may be opened with: an account just deleted passes here while its session is still being forgotten. */
export interface HomeState {
  leavingAccount?: boolean;
}

/** Home: the logo, sign-in, sign-up and the care link for visitors. A signed-in athlete lands on Today instead. */
export function Component() {
  const { isAuthenticated, isLoading } = useAuth();
  const leavingAccount = (usePlace().state as HomeState | null)?.leavingAccount === true;
  if (isAuthenticated && !leavingAccount) return <Redirect to={paths.journal} replace />;

  return (
    <HomeFrame>
      {/* While the session check answers, the buttons' places: nothing moves when they come. */}
      {isLoading && <Skeleton label="Loading..." shape="buttons" />}
      {!isLoading && !isAuthenticated && <GetStarted />}
      <CareLink />
    </HomeFrame>
  );
}

/** Home's logo and words, then `children` under them (the ways in); also drawn by Home's shell (app/shells.tsx). */
export function HomeFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-6 pt-16 pb-10">
      <div className="flex flex-col items-center gap-3 text-center">
        <img src="/favicon.svg" alt="" width={88} height={88} className="rounded-3xl shadow-md" />
        <h1 className="text-4xl font-black tracking-tight">Touchline</h1>
        <p className="text-ink-soft">Your private athlete journal.</p>
      </div>
      <nav aria-label="Get started" className="mt-12 flex flex-col gap-3">
        {children}
      </nav>
    </div>
  );
}

/** A visitor's ways in: Sign In and Sign Up, plain links. */
export function GetStarted() {
  return (
    <div className="grid grid-cols-2 gap-3">
      <ButtonLink to={paths.signIn}>Sign In</ButtonLink>
      <ButtonLink to={paths.signUp} variant="secondary">
        Sign Up
      </ButtonLink>
    </div>
  );
}
