import { Screen } from '../../components/ui/screen';
import { ResetPasswordForm } from '../../features/auth/reset-password-form';
import { paths } from '../../config/paths';
import { useSearchParams } from '../../lib/navigation';

/** /reset-password?token=...: the page a reset link opens. */
export function Component() {
  const token = useSearchParams()[0].get('token');
  return (
    <Screen title="New Password" backTo={paths.signIn} backLabel="Sign In">
      <ResetPasswordForm token={token} />
    </Screen>
  );
}
