import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { FormFooter } from '../../components/ui/form-footer';
import { NEW_PASSWORD, TextField } from '../../components/ui/text-field';
import { useForm } from '../../components/ui/use-form';
import { showToast } from '../../components/ui/toast';
import { failureMessage } from '../../lib/api';
import { usePublicConfig } from '../../lib/public-config';
import { useAuth } from './auth-context';
import { credentialsErrorField } from '../../lib/account-field';
import { CHECK_EMAIL_NOTICE, signInAfterSignUpNotice } from './auth-messages';
import type { SignInPageState } from './sign-in-form';
import { SignOnButton } from './sign-on';
import { usePlace } from '../../lib/navigation';

const SIGN_UP_UNEXPECTED = 'An unexpected error occurred during sign up.';

/**
 * Email, password and confirmation. Without email verification the new account is signed in at once and lands on
 * Today (or the page it came from: an invite link); with it, the athlete confirms the email and signs in on /signin.
 */
export function SignUpForm() {
  // Where a visitor wanted to go (an invite link), kept through sign-up and the sign-in that may follow.
  const { from } = (usePlace().state as SignInPageState | null) ?? {};
  const config = usePublicConfig().data;
  const signOn = config?.signOn;
  const passwords = config?.passwordSignIn ?? true;
  return (
    <div className="flex flex-col gap-6">
      {signOn && (
        <>
          {/* A first sign-in with the provider makes the account. */}
          <SignOnButton name={signOn.name} returnTo={from ?? paths.journal} only={!passwords} />
          {passwords && (
            <p className="text-center text-sm text-ink-soft" aria-hidden="true">
              or
            </p>
          )}
        </>
      )}
      {passwords ? (
        <PasswordSignUp from={from} needsVerification={config?.emailVerification ?? false} />
      ) : (
        <p className="text-center text-ink-soft">
          Your account is made the first time you sign in with {signOn?.name}.
        </p>
      )}
    </div>
  );
}

function PasswordSignUp({ from, needsVerification }: { from?: string; needsVerification: boolean }) {
  const { signUp, signIn } = useAuth();
  const [, navigate] = useLocation();
  const { formProps, errors, busy, field } = useForm<'email' | 'password' | 'confirmPassword'>({
    check: (form) =>
      String(form.get('password')) === String(form.get('confirmPassword'))
        ? null
        : { confirmPassword: 'Passwords do not match' },
    send: async (form) => {
      const email = String(form.get('email'));
      const password = String(form.get('password'));
      await signUp(email, password);
      if (needsVerification) {
        showToast('success', CHECK_EMAIL_NOTICE);
        navigate(paths.signIn, { state: { from } satisfies SignInPageState });
        return 'leaving';
      }
      // The sign-up answers an email in use like a new one (decision 003), so signing in with the password just
      // chosen is what tells them apart: it opens only an account that this password opens (decision 017).
      try {
        await signIn(email, password);
      } catch (error) {
        navigate(paths.signIn, {
          state: { email, notice: signInAfterSignUpNotice(error), from } satisfies SignInPageState,
        });
        return 'leaving';
      }
      showToast('success', 'Signed up successfully! You are signed in.');
      navigate(from ?? paths.journal, { replace: true });
      return 'leaving';
    },
    failed: (error) => ({
      [credentialsErrorField(error)]: failureMessage(
        error,
        'Failed to sign up',
        SIGN_UP_UNEXPECTED,
        SIGN_UP_UNEXPECTED,
      ),
    }),
  });

  return (
    <form {...formProps} className="flex flex-col gap-4">
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <TextField label="Password" {...NEW_PASSWORD} {...field('password')} />
      <TextField label="Confirm Password" {...NEW_PASSWORD} {...field('confirmPassword')} />
      <FormFooter error={errors.form} busy={busy} label="Sign Up" busyLabel="Signing up..." className="mt-2" />
      <p className="text-center text-ink-soft">
        Already have an account?{' '}
        <Link
          to={paths.signIn}
          state={{ from } satisfies SignInPageState}
          className="font-semibold text-brand underline"
        >
          Sign In
        </Link>
      </p>
    </form>
  );
}
