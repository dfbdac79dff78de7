import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { FormFooter } from '../../components/ui/form-footer';
import { TextField } from '../../components/ui/text-field';
import { useForm } from '../../components/ui/use-form';
import { showToast } from '../../components/ui/toast';
import { useAuth } from './auth-context';
import { credentialsErrorField } from '../../lib/account-field';
import { failureMessage } from '../../lib/api';
import { usePublicConfig } from '../../lib/public-config';
import { SignOnButton } from './sign-on';
import { usePlace } from '../../lib/navigation';

// The sign-in page is in the first page's script; what only sign-up says (auth-messages.ts) stays out of it.
/** Said when a sign-in is refused without words from the server. */
export const SIGN_IN_FAILED = 'Failed to sign in';
/** Said when a sign-in got no answer, or failed in our own code: nothing the athlete typed is at fault. */
export const SIGN_IN_UNEXPECTED = 'An unexpected error occurred during sign in.';

/** Said on the sign-in page when the session this browser held ended elsewhere (a password changed or reset). */
export const SESSION_ENDED_NOTICE = 'You were signed out. Sign in again.';

/** What the sign-in page may be sent with: the page wanted, or an email to sign in with and why. */
export interface SignInPageState {
  /** Where a visitor wanted to go before being sent to sign in. */
  from?: string;
  email?: string;
  notice?: string;
}

/**
 * Email and password sign-in, and the provider's button when single sign-on is set (alone when PASSWORD_SIGN_IN is
 * off); on success, back to the page the athlete wanted, else Today.
 */
export function SignInForm() {
  const { from, email, notice } = (usePlace().state as SignInPageState | null) ?? {};
  const config = usePublicConfig().data;
  const signOn = config?.signOn;
  // Until the server says otherwise (or offline), the password form shows as it always has.
  const passwords = config?.passwordSignIn ?? true;
  return (
    <div className="flex flex-col gap-6">
      {notice && (
        <p role="alert" className="rounded-xl border border-line bg-canvas p-3 text-ink">
          {notice}
        </p>
      )}
      {signOn && <SignOnButton name={signOn.name} returnTo={from ?? paths.journal} only={!passwords} />}
      {signOn && passwords && (
        <p className="text-center text-sm text-ink-soft" aria-hidden="true">
          or
        </p>
      )}
      {passwords && <PasswordSignIn from={from} email={email} />}
    </div>
  );
}

function PasswordSignIn({ from, email }: Pick<SignInPageState, 'from' | 'email'>) {
  const { signIn } = useAuth();
  const [, navigate] = useLocation();
  const { formProps, errors, busy, field } = useForm<'email' | 'password'>({
    send: async (form) => {
      await signIn(String(form.get('email')), String(form.get('password')));
      showToast('success', 'Signed in successfully!');
      navigate(from ?? paths.journal, { replace: true });
      return 'leaving';
    },
    failed: (error) => ({
      [credentialsErrorField(error)]: failureMessage(error, SIGN_IN_FAILED, SIGN_IN_UNEXPECTED, SIGN_IN_UNEXPECTED),
    }),
  });

  return (
    <form {...formProps} className="flex flex-col gap-4">
      <TextField label="Email" type="email" autoComplete="email" required defaultValue={email} {...field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" required {...field('password')} />
      <FormFooter error={errors.form} busy={busy} label="Sign In" busyLabel="Signing in..." className="mt-2" />
      <SignInLinks />
    </form>
  );
}

/** Under the password form: the ways to a new password and to a new account (the page's shell draws them too). */
export function SignInLinks() {
  return (
    <>
      <p className="text-center">
        <Link to={paths.forgotPassword} className="font-semibold text-brand underline">
          Forgot password?
        </Link>
      </p>
      <p className="text-center text-ink-soft">
        No account yet?{' '}
        <Link to={paths.signUp} className="font-semibold text-brand underline">
          Sign Up
        </Link>
      </p>
    </>
  );
}
