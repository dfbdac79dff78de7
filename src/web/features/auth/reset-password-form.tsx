import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import { useFieldErrors } from '../../components/ui/use-field-errors';
import { showToast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { useAuth } from './auth-context';
import { authErrorMessage } from './auth-messages';
import type { SignInPageState } from './sign-in-form';

/** Said for a used, expired, unknown or missing link (the server's INVALID_TOKEN). */
export const LINK_EXPIRED = 'This link has expired. Ask for a new one.';

function ExpiredLink() {
  return (
    <div className="flex flex-col gap-4">
      <p role="alert" className="rounded-xl border border-line bg-canvas p-3 text-ink">
        {LINK_EXPIRED}
      </p>
      <Link to={paths.forgotPassword} className="text-center font-semibold text-brand underline">
        Ask for a New Link
      </Link>
    </div>
  );
}

/** A new password (twice) for the account of a reset link's token; then signed in here, on Today. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { resetPassword } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState(!token);
  const { formRef, errors, setErrors, clearErrors } = useFieldErrors<'password' | 'confirmPassword'>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password'));
    if (password !== String(form.get('confirmPassword'))) {
      setErrors({ confirmPassword: 'Passwords do not match' });
      return;
    }
    clearErrors();
    setBusy(true);
    try {
      const signedIn = await resetPassword(token!, password);
      if (signedIn) {
        showToast('success', 'Your password is changed, and you are signed in.');
        navigate(paths.journal, { replace: true });
      } else {
        const state: SignInPageState = { notice: 'Your password is changed. Sign in with it.' };
        navigate(paths.signIn, { replace: true, state });
      }
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') setExpired(true);
      else
        setErrors({
          password: authErrorMessage(error, 'Could not change the password', 'Could not reach the server. Try again.'),
        });
    }
  }

  if (expired) return <ExpiredLink />;
  return (
    <form ref={formRef} onSubmit={submit} className="flex flex-col gap-4" aria-busy={busy}>
      <p className="text-ink-soft">Choose a new password. Every device signed in to your account is signed out.</p>
      <TextField
        label="New Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        disabled={busy}
        error={errors.password}
      />
      <TextField
        label="Confirm New Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        disabled={busy}
        error={errors.confirmPassword}
      />
      <FormError message={errors.form} />
      <Button type="submit" disabled={busy} className="mt-2">
        {busy ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}
