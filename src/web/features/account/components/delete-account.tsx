import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { accountFieldOf } from '../../../lib/account-field';
import { useDeleteAccount } from '../api/delete-account';
import { failureMessage } from '../../../lib/api';

/**
 * "Delete my account" and a dialog asking for the password. What happens after a deletion (leaving
 * the signed-in screens, forgetting the session) is the caller's: `onDeleted`.
 */
export function DeleteAccount({ onDeleted }: { onDeleted: () => Promise<void> | void }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ field: boolean; message: string } | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const remove = useDeleteAccount();

  function openChange(next: boolean) {
    setOpen(next);
    setError(null);
    if (!next) setPassword('');
  }

  // Why it was refused is next to the password: the cursor goes back there (once the field is enabled again).
  useEffect(() => {
    if (error) passwordRef.current?.focus();
  }, [error]);

  /** Shows why, under the password when it is about the password. */
  function refuse(message: string, aboutPassword: boolean) {
    setError({ field: aboutPassword, message });
  }

  async function confirm() {
    if (!password) {
      refuse('Enter your password to delete your account.', true);
      return;
    }
    try {
      await remove.mutateAsync(password);
    } catch (failure) {
      refuse(failureMessage(failure, 'Failed to delete your account'), accountFieldOf(failure) === 'password');
      return;
    }
    await onDeleted();
  }

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
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
        busy={remove.isPending}
        onConfirm={confirm}
      >
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
        <FormError message={error && !error.field ? error.message : undefined} />
      </ConfirmDialog>
    </>
  );
}
