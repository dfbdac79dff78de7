import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { showToast } from '../../components/ui/toast';
import { apiFetch } from '../../lib/api';
import { useAuth } from './auth-context';
import { authErrorMessage } from './auth-messages';

/** Email, password and confirmation; a new account then signs in on /signin. */
export function SignUpForm() {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [needsVerification, setNeedsVerification] = useState(false);

  useEffect(() => {
    apiFetch<{ emailVerification: boolean }>('/config')
      .then((config) => setNeedsVerification(config.emailVerification))
      .catch(() => setNeedsVerification(false));
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password'));
    if (password !== String(form.get('confirmPassword'))) {
      showToast('error', 'Passwords do not match');
      return;
    }
    setBusy(true);
    try {
      await signUp(String(form.get('email')), password);
      showToast(
        'success',
        needsVerification
          ? 'Signed up successfully! Check your email for verification.'
          : 'Signed up successfully! You can sign in now.',
      );
      navigate(paths.signIn);
    } catch (error) {
      showToast('error', authErrorMessage(error, 'Failed to sign up', 'An unexpected error occurred during sign up.'));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-busy={busy}>
      <TextField label="Email" name="email" type="email" autoComplete="email" required disabled={busy} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        disabled={busy}
      />
      <TextField
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        disabled={busy}
      />
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
