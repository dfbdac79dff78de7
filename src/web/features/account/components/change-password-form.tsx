import { FormFooter } from '../../../components/ui/form-footer';
import { NEW_PASSWORD, TextField } from '../../../components/ui/text-field';
import { useForm } from '../../../components/ui/use-form';
import { accountFieldOf } from '../../../lib/account-field';
import { failureMessage } from '../../../lib/api';
import { showToast, OUTCOME_TOAST_MS } from '../../../components/ui/toast';
import { useChangePassword } from '../api/change-password';

/** Current, new and confirmed password; a change signs the athlete out everywhere else. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { formProps, errors, busy, field } = useForm<'currentPassword' | 'newPassword' | 'confirmPassword'>({
    check: (form) =>
      String(form.get('newPassword')) === String(form.get('confirmPassword'))
        ? null
        : { confirmPassword: 'Passwords do not match' },
    send: async (form, formElement) => {
      await change.mutateAsync({
        currentPassword: String(form.get('currentPassword')),
        newPassword: String(form.get('newPassword')),
      });
      formElement.reset();
      showToast('success', 'Password changed.', { duration: OUTCOME_TOAST_MS });
    },
    failed: (error) => {
      const field = accountFieldOf(error);
      const where = field === 'password' ? 'currentPassword' : field === 'newPassword' ? 'newPassword' : 'form';
      return { [where]: failureMessage(error, 'Failed to change password') };
    },
  });

  return (
    <form {...formProps} className="flex flex-col gap-4" aria-labelledby="change-password">
      <h2 id="change-password" className="text-lg font-bold text-ink">
        Change password
      </h2>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        {...field('currentPassword')}
      />
      <TextField label="New password" {...NEW_PASSWORD} {...field('newPassword')} />
      <TextField label="Confirm new password" {...NEW_PASSWORD} {...field('confirmPassword')} />
      <p className="text-sm text-ink-soft">8 to 128 characters. Your other devices will be signed out.</p>
      <FormFooter
        error={errors.form}
        busy={busy}
        variant="secondary"
        label="Change password"
        busyLabel="Changing password..."
      />
    </form>
  );
}
