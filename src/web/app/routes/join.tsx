import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { ButtonLink } from '../../components/ui/button';
import { Screen } from '../../components/ui/screen';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth/auth-context';
import type { SignInPageState } from '../../features/auth/sign-in-form';
import { joinPreviewQuery } from '../../features/teams/api/join';
import { staffText } from '../../features/teams/components/athlete-team';
import { JoinTeamForm } from '../../features/teams/components/join-team';
import { ApiError, failureMessage } from '../../lib/api';
import { queryClient } from '../../lib/query-client';

/** The page an unknown, used-up, revoked or expired link opens: the same for each, so it says nothing of which. */
function NotActive() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-extrabold text-ink">This invite is not active</h1>
      <p className="text-base text-ink-soft">
        It may have expired or been revoked. Ask the team&apos;s staff for a new link.
      </p>
      <ButtonLink to={paths.home} variant="secondary">
        About Touchline
      </ButtonLink>
    </main>
  );
}

/**
 * /join/:token: an invite link. Signed out: which team invites, then Sign In or Sign Up, each coming back here.
 * Signed in: "Join {team}", its staff, the name they will see and (an athlete) what they will see; then the team.
 * Public, so it has no query provider: the one client is named.
 */
export function Component() {
  const token = useParams().token ?? '';
  const auth = useAuth();
  const preview = useQuery(joinPreviewQuery(token), queryClient);
  if (preview.error instanceof ApiError && preview.error.status === 404) return <NotActive />;
  if (!preview.data || auth.isLoading) {
    if (preview.isError) {
      return (
        <Screen title="Join a Team">
          <p role="alert" className="text-base text-ink">
            {failureMessage(preview.error, 'Could not open this invite.')}
          </p>
        </Screen>
      );
    }
    return <Skeleton label="Opening the invite..." shape="screen" />;
  }
  const { team, staff, role } = preview.data;
  const back: SignInPageState = { from: paths.join(token) };
  return (
    <Screen title={`Join ${team.name}`}>
      <p className="text-base text-ink">
        {role === 'athlete' ? 'You are invited as an athlete.' : 'You are invited as staff: you will see the squad.'}
      </p>
      <p className="flex flex-col text-base text-ink">
        <span className="text-sm font-semibold text-ink-soft">Staff</span>
        {staffText(staff)}
      </p>
      {auth.isAuthenticated ? (
        <JoinTeamForm token={token} preview={preview.data} />
      ) : (
        <>
          <p className="text-base text-ink-soft">Sign in or sign up to join. You come back here after.</p>
          <ButtonLink to={paths.signIn} state={back}>
            Sign In
          </ButtonLink>
          <ButtonLink to={paths.signUp} state={back} variant="secondary">
            Sign Up
          </ButtonLink>
        </>
      )}
    </Screen>
  );
}
