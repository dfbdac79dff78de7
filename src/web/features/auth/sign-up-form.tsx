import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import { useFieldErrors } from '../../components/ui/use-field-errors';
import { showToast } from '../../components/ui/toast';
import { usePublicConfig } from '../../lib/public-config';
import { useAuth } from './auth-context';
import { credentialsErrorField } from '../../lib/account-field';
import { authErrorMessage, CHECK_EMAIL_NOTICE, signInAfterSignUpNotice } from './auth-messages';
import type { SignInPageState } from './sign-in-form';

/**
 * Email, password and confirmation. Without email verification the new account is signed in at once and lands on
 * Today; with it, the athlete confirms the email and signs in on /signin.
 */
export function SignUpForm() {
  const { signUp, signIn } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const needsVerification = usePublicConfig().data?.emailVerification ?? false;
  const { formRef, errors, setErrors, clearErrors } = useFieldErrors<'email' | 'password' | 'confirmPassword'>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password'));
    if (password !== String(form.get('confirmPassword'))) {
      setErrors({ confirmPassword: 'Passwords do not match' });
      return;
    }
    const email = String(form.get('email'));
    clearErrors();
    setBusy(true);
    try {
      await signUp(email, password);
    } catch (error) {
      const message = authErrorMessage(error, 'Failed to sign up', 'An unexpected error occurred during sign up.');
      setErrors({ [credentialsErrorField(error)]: message });
      setBusy(false);
      return;
    }
    if (needsVerification) {
      showToast('success', CHECK_EMAIL_NOTICE);
      navigate(paths.signIn);
      return;
    }
    // The sign-up answers an email in use like a new one (decision 003), so signing in with the password just
    // chosen is what tells them apart: it opens only an account that this password opens (decision 017).
    try {
      await signIn(email, password);
    } catch (error) {
      navigate(paths.signIn, { state: { email, notice: signInAfterSignUpNotice(error) } satisfies SignInPageState });
      return;
    }
    showToast('success', 'Signed up successfully! You are signed in.');
    navigate(paths.journal, { replace: true });
  }

  return (
    <form ref={formRef} onSubmit={submit} className="flex flex-col gap-4" aria-busy={busy}>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        disabled={busy}
        error={errors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        disabled={busy}
        error={errors.password}
      />
      <TextField
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        disabled={busy}
        error={errors.confirmPassword}
      />
      <FormError message={errors.form} />
      <Button type="submit" disabled={busy} className="mt-2">
        {busy ? 'Signing up...' : 'Sign Up'}
      </Button>
      <p className="text-center text-ink-soft">
        Already have an account?{' '}
        <Link to={paths.signIn} className="font-semibold text-brand underline">
          Sign In
        </Link>
      </p>
    </form>
  );
}
