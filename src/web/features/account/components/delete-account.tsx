import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { showToast } from '../../../components/ui/toast';
import { useDeleteAccount } from '../api/delete-account';
import { accountErrorMessage } from '../error-message';

/**
 * "Delete my account" and a dialog asking for the password. What happens after a deletion (leaving
 * the signed-in screens, forgetting the session) is the caller's: `onDeleted`.
 */
export function DeleteAccount({ onDeleted }: { onDeleted: () => Promise<void> | void }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();

  function openChange(next: boolean) {
    setOpen(next);
    if (!next) setPassword('');
  }

  async function confirm() {
    if (!password) {
      showToast('error', 'Enter your password to delete your account.');
      return;
    }
    try {
      await remove.mutateAsync(password);
    } catch (error) {
      showToast('error', accountErrorMessage(error, 'Failed to delete your account'));
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
        />
      </ConfirmDialog>
    </>
  );
}
