import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { FormFooter } from '../../components/ui/form-footer';
import { NEW_PASSWORD, TextField } from '../../components/ui/text-field';
import { useForm } from '../../components/ui/use-form';
import { showToast } from '../../components/ui/toast';
import { ApiError, failureMessage } from '../../lib/api';
import { useAuth } from './auth-context';
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
  const [, navigate] = useLocation();
  const [expired, setExpired] = useState(!token);
  const { formProps, errors, busy, field } = useForm<'password' | 'confirmPassword'>({
    check: (form) =>
      String(form.get('password')) === String(form.get('confirmPassword'))
        ? null
        : { confirmPassword: 'Passwords do not match' },
    send: async (form) => {
      const signedIn = await resetPassword(token!, String(form.get('password')));
      if (signedIn) {
        showToast('success', 'Your password is changed, and you are signed in.');
        navigate(paths.journal, { replace: true });
      } else {
        const state: SignInPageState = { notice: 'Your password is changed. Sign in with it.' };
        navigate(paths.signIn, { replace: true, state });
      }
      return 'leaving';
    },
    failed: (error) => {
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') {
        setExpired(true);
        return {};
      }
      const unexpected = 'Could not reach the server. Try again.';
      return { password: failureMessage(error, 'Could not change the password', unexpected, unexpected) };
    },
  });

  if (expired) return <ExpiredLink />;
  return (
    <form {...formProps} className="flex flex-col gap-4">
      <p className="text-ink-soft">Choose a new password. Every device signed in to your account is signed out.</p>
      <TextField label="New Password" {...NEW_PASSWORD} minLength={8} maxLength={128} {...field('password')} />
      <TextField label="Confirm New Password" {...NEW_PASSWORD} {...field('confirmPassword')} />
      <FormFooter error={errors.form} busy={busy} label="Set New Password" busyLabel="Saving..." className="mt-2" />
    </form>
  );
}
