import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { accountFieldOf } from '../../../lib/account-field';
import { showToast } from '../../../components/ui/toast';
import { useChangePassword } from '../api/change-password';
import { accountErrorMessage } from '../error-message';

type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** Current, new and confirmed password; a change signs the athlete out everywhere else. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const busy = change.isPending;
  const { formRef, errors, setErrors, clearErrors } = useFieldErrors<PasswordField>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const newPassword = String(form.get('newPassword'));
    if (newPassword !== String(form.get('confirmPassword'))) {
      setErrors({ confirmPassword: 'Passwords do not match' });
      return;
    }
    clearErrors();
    try {
      await change.mutateAsync({ currentPassword: String(form.get('currentPassword')), newPassword });
      formElement.reset();
      showToast('success', 'Password changed.', { duration: 3000 });
    } catch (error) {
      const field = accountFieldOf(error);
      const where = field === 'password' ? 'currentPassword' : field === 'newPassword' ? 'newPassword' : 'form';
      setErrors({ [where]: accountErrorMessage(error, 'Failed to change password') });
    }
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-labelledby="change-password"
      aria-busy={busy}
    >
      <h2 id="change-password" className="text-lg font-bold text-ink">
        Change password
      </h2>
      <TextField
        label="Current password"
        name="currentPassword"
        error={errors.currentPassword}
        type="password"
        autoComplete="current-password"
        required
        disabled={busy}
      />
      <TextField
        label="New password"
        name="newPassword"
        error={errors.newPassword}
        type="password"
        autoComplete="new-password"
        required
        disabled={busy}
      />
      <TextField
        label="Confirm new password"
        name="confirmPassword"
        error={errors.confirmPassword}
        type="password"
        autoComplete="new-password"
        required
        disabled={busy}
      />
      <p className="text-sm text-ink-soft">8 to 128 characters. Your other devices will be signed out.</p>
      <FormError message={errors.form} />
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? 'Changing password...' : 'Change password'}
      </Button>
    </form>
  );
}
