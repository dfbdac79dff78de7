import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { FormFooter } from '../../components/ui/form-footer';
import { TextField } from '../../components/ui/text-field';
import { useForm } from '../../components/ui/use-form';
import { failureMessage } from '../../lib/api';
import { usePublicConfig } from '../../lib/public-config';
import { requestPasswordReset } from './api';

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
  const { formProps, errors, busy, field } = useForm<'email'>({
    send: async (form) => {
      await requestPasswordReset(String(form.get('email')));
      setSent(true);
    },
    failed: (error) => {
      const unexpected = 'Could not reach the server. Try again.';
      return { form: failureMessage(error, 'Could not send the link', unexpected, unexpected) };
    },
  });

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
    <form {...formProps} className="flex flex-col gap-4">
      <p className="text-ink-soft">
        Enter the email you sign in with, and we will send you a link to choose a new password.
      </p>
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <FormFooter
        error={errors.form}
        busy={busy}
        disabled={mail === 'unknown'}
        label={sent ? 'Send Again' : 'Send Link'}
        busyLabel="Sending..."
        className="mt-2"
      >
        {sent && (
          <p role="status" className="rounded-xl border border-line bg-canvas p-3 text-ink">
            {RESET_LINK_SENT}
          </p>
        )}
      </FormFooter>
      {backToSignIn}
    </form>
  );
}
