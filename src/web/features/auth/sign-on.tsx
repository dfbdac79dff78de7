import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { failureMessage } from '../../lib/api';
import { startSignOn } from '../../lib/sign-on';
import { useSearchParams } from '../../lib/navigation';

/** What the sign-in page says when the provider's sign-in came back refused (`/signin?error=`, from better-auth). */
export function signOnRefusal(code: string | null, name: string): string | undefined {
  if (!code) return undefined;
  if (code === 'account_not_linked') {
    return `An account with this email already exists, and it was not linked: ${name} did not confirm the email is yours, or the account's email was never verified here. Sign in with your password, or ask the person who runs Touchline for a password reset link, which verifies it.`;
  }
  if (code === 'invalid_code') return `${name} could not be reached to finish signing in. Try again in a few minutes.`;
  if (code === 'signup_disabled') return `This Touchline does not make new accounts from ${name}.`;
  if (code.startsWith('state_') || code === 'please_restart_the_process') {
    return 'That sign-in was started elsewhere or expired. Start it again here.';
  }
  return `Signing in with ${name} did not work. Try again, or ask the person who runs Touchline.`;
}

/**
 * "Sign in with {name}" (`startSignOn`): the provider sends the browser back to `returnTo`, signed in, or here with
 * `?error=`. The page's main button
 * when it is the `only` way in (PASSWORD_SIGN_IN=off).
 */
export function SignOnButton({ name, returnTo, only }: { name: string; returnTo: string; only: boolean }) {
  const [searchParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const refusal = signOnRefusal(searchParams.get('error'), name);

  async function start() {
    setBusy(true);
    setError(undefined);
    try {
      await startSignOn(returnTo);
    } catch (failure) {
      setError(failureMessage(failure, `Could not start signing in with ${name}.`));
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <FormError message={error ?? refusal} />
      <Button onClick={() => void start()} disabled={busy} variant={only ? 'primary' : 'secondary'}>
        {busy ? `Opening ${name}...` : `Sign in with ${name}`}
      </Button>
    </div>
  );
}
