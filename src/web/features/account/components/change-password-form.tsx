import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { showToast } from '../../../components/ui/toast';
import { useChangePassword } from '../api/change-password';
import { accountErrorMessage } from '../error-message';

/** Current, new and confirmed password; a change signs the athlete out everywhere else. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const busy = change.isPending;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const newPassword = String(form.get('newPassword'));
    if (newPassword !== String(form.get('confirmPassword'))) {
      showToast('error', 'Passwords do not match');
      return;
    }
    try {
      await change.mutateAsync({ currentPassword: String(form.get('currentPassword')), newPassword });
      formElement.reset();
      showToast('success', 'Password changed.', { duration: 3000 });
    } catch (error) {
      showToast('error', accountErrorMessage(error, 'Failed to change password'));
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="change-password" aria-busy={busy}>
      <h2 id="change-password" className="text-lg font-bold text-ink">
        Change password
      </h2>
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        disabled={busy}
      />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        disabled={busy}
      />
      <TextField
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        disabled={busy}
      />
      <p className="text-sm text-ink-soft">8 to 128 characters. Your other devices will be signed out.</p>
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? 'Changing password...' : 'Change password'}
      </Button>
    </form>
  );
}
