import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { accountFieldOf } from '../../../lib/account-field';
import { ApiError, failureMessage } from '../../../lib/api';
import { usePublicConfig } from '../../../lib/public-config';
import { startSignOn } from '../../../lib/sign-on';
import { paths } from '../../../config/paths';
import { useDeleteAccount } from '../api/delete-account';
import { hasPasswordQuery } from '../api/has-password';
import { useSearchParams } from '../../../lib/navigation';

/** The profile's address the provider sends the athlete back to, signed in afresh, to finish a deletion. */
const CONFIRM_PARAM = 'delete-account';
const CONFIRM_RETURN = `${paths.profile}?${CONFIRM_PARAM}=confirm`;

/**
 * "Delete my account" and a dialog asking for the password; an account the provider made has none, so the dialog
 * asks to sign in with the provider again and opens by itself on the way back, to delete within 5 minutes. What
 * happens after a deletion (leaving the signed-in screens, forgetting the session) is the caller's: `onDeleted`.
 */
export function DeleteAccount({ onDeleted }: { onDeleted: () => Promise<void> | void }) {
  const [searchParams] = useSearchParams();
  const [signedInAgain, setSignedInAgain] = useState(searchParams.get(CONFIRM_PARAM) === 'confirm');
  const [open, setOpen] = useState(signedInAgain);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ field: boolean; message: string } | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const remove = useDeleteAccount();
  // Asked when the dialog opens, so the profile stays one request; until it is known, the password is asked.
  const withPassword = useQuery({ ...hasPasswordQuery, enabled: open }).data ?? true;
  const provider = usePublicConfig().data?.signOn?.name;

  function openChange(next: boolean) {
    setOpen(next);
    setError(null);
    if (!next) setPassword('');
  }

  // Why it was refused is next to the password: the cursor goes back there (once the field is enabled again).
  useEffect(() => {
    if (error?.field) passwordRef.current?.focus();
  }, [error]);

  /** Shows why, under the password when it is about the password. */
  function refuse(message: string, aboutPassword: boolean) {
    setError({ field: aboutPassword, message });
  }

  async function signInAgain() {
    try {
      await startSignOn(CONFIRM_RETURN);
    } catch (failure) {
      refuse(failureMessage(failure, `Could not open ${provider ?? 'the sign-in'}`), false);
    }
  }

  async function confirm() {
    if (!withPassword && !signedInAgain) return signInAgain();
    if (withPassword && !password) {
      refuse('Enter your password to delete your account.', true);
      return;
    }
    try {
      await remove.mutateAsync(withPassword ? password : undefined);
    } catch (failure) {
      // More than 5 minutes since the sign-in: the next confirm signs in again.
      if (failure instanceof ApiError && failure.code === 'SIGN_IN_AGAIN') setSignedInAgain(false);
      refuse(failureMessage(failure, 'Failed to delete your account'), accountFieldOf(failure) === 'password');
      return;
    }
    await onDeleted();
  }

  const askSignIn = !withPassword && !signedInAgain;
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={openChange}
        title="Delete your account?"
        description="This removes your account and every entry and setting for good. It cannot be undone."
        confirmLabel={
          remove.isPending ? 'Deleting...' : askSignIn ? `Sign in with ${provider ?? 'your provider'}` : 'Delete'
        }
        busy={remove.isPending}
        onConfirm={confirm}
      >
        {withPassword ? (
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
            disabled={remove.isPending}
            ref={passwordRef}
            error={error?.field ? error.message : undefined}
          />
        ) : (
          <p className="text-base text-ink-soft">
            {askSignIn
              ? `To make sure it is you, sign in with ${provider ?? 'your provider'} again first; you come back here to delete.`
              : 'You signed in again: delete now, within 5 minutes.'}
          </p>
        )}
        <FormError message={error && !error.field ? error.message : undefined} />
      </ConfirmDialog>
    </>
  );
}
