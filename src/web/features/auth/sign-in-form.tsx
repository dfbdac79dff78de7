import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import { useFieldErrors } from '../../components/ui/use-field-errors';
import { showToast } from '../../components/ui/toast';
import { useAuth } from './auth-context';
import { credentialsErrorField } from '../../lib/account-field';
import { authErrorMessage } from './auth-messages';

/** What the sign-in page may be sent with: the page wanted, or an email to sign in with and why. */
export interface SignInPageState {
  /** Where a visitor wanted to go before being sent to sign in. */
  from?: string;
  email?: string;
  notice?: string;
}

/** Email and password sign-in; on success, back to the page the athlete wanted, else Today. */
export function SignInForm() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const { from, email, notice } = (useLocation().state as SignInPageState | null) ?? {};
  const [busy, setBusy] = useState(false);
  const { formRef, errors, setErrors, clearErrors } = useFieldErrors<'email' | 'password'>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    clearErrors();
    setBusy(true);
    try {
      await signIn(String(form.get('email')), String(form.get('password')));
      showToast('success', 'Signed in successfully!');
      navigate(from ?? paths.journal, { replace: true });
    } catch (error) {
      const message = authErrorMessage(error, 'Failed to sign in', 'An unexpected error occurred during sign in.');
      setErrors({ [credentialsErrorField(error)]: message });
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} className="flex flex-col gap-4" aria-busy={busy}>
      {notice && (
        <p role="alert" className="rounded-xl border border-line bg-canvas p-3 text-ink">
          {notice}
        </p>
      )}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        disabled={busy}
        defaultValue={email}
        error={errors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        disabled={busy}
        error={errors.password}
      />
      <FormError message={errors.form} />
      <Button type="submit" disabled={busy} className="mt-2">
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
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
    </form>
  );
}
