import { Screen } from '../../components/ui/screen';
import { SignInForm } from '../../features/auth/sign-in-form';
import { paths } from '../../config/paths';

/** /signin */
export function Component() {
  return (
    <Screen title="Sign In" backTo={paths.home} backLabel="Home">
      <SignInForm />
    </Screen>
  );
}
