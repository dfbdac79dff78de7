import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import { useFieldErrors } from '../../components/ui/use-field-errors';
import { usePublicConfig } from '../../lib/public-config';
import { requestPasswordReset } from './api';
import { authErrorMessage } from './auth-messages';

/** Said after every request, whether or not the email has an account (the server answers both alike). */
export const RESET_LINK_SENT = 'If an account exists for that email, we sent a link to reset its password.';

/** What the page says when this Touchline sends no email: who can help, and how. */
function NoMail() {
  return (
    <div className="flex flex-col gap-3 text-ink">
      <p>This Touchline does not send email, so it cannot send you a reset link.</p>
      <p>
        The person who runs it can make you one: on the server, they run{' '}
        <code className="rounded bg-canvas px-1">npm run admin -- reset-password</code> with your email, and send you
        the link it prints. It works once, for an hour.
      </p>
    </div>
  );
}

/** "Forgot password?": asks for the email and sends a reset link, or explains who can make one without mail. */
export function ForgotPasswordForm() {
  const config = usePublicConfig();
  // Without an answer, the form is offered: the server says whether it sends the link.
  const mail = config.isPending ? 'unknown' : config.data?.emailVerification === false ? 'off' : 'on';
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const { formRef, errors, setErrors, clearErrors } = useFieldErrors<'email'>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email'));
    clearErrors();
    setBusy(true);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (error) {
      setErrors({ form: authErrorMessage(error, 'Could not send the link', 'Could not reach the server. Try again.') });
    } finally {
      setBusy(false);
    }
  }

  const backToSignIn = (
    <p className="text-center">
      <Link to={paths.signIn} className="font-semibold text-brand underline">
        Back to Sign In
      </Link>
    </p>
  );
  if (mail === 'off') {
    return (
      <div className="flex flex-col gap-4">
        <NoMail />
        {backToSignIn}
      </div>
    );
  }
  return (
    <form ref={formRef} onSubmit={submit} className="flex flex-col gap-4" aria-busy={busy}>
      <p className="text-ink-soft">
        Enter the email you sign in with, and we will send you a link to choose a new password.
      </p>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        disabled={busy}
        error={errors.email}
      />
      <FormError message={errors.form} />
      {sent && (
        <p role="status" className="rounded-xl border border-line bg-canvas p-3 text-ink">
          {RESET_LINK_SENT}
        </p>
      )}
      <Button type="submit" disabled={busy || mail === 'unknown'} className="mt-2">
        {busy ? 'Sending...' : sent ? 'Send Again' : 'Send Link'}
      </Button>
      {backToSignIn}
    </form>
  );
}
