import { Screen } from '../../components/ui/screen';
import { ForgotPasswordForm } from '../../features/auth/forgot-password-form';
import { paths } from '../../config/paths';

/** /forgot-password */
export function Component() {
  return (
    <Screen title="Forgot Password" backTo={paths.signIn} backLabel="Sign In">
      <ForgotPasswordForm />
    </Screen>
  );
}
