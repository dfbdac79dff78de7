import { Screen } from '../../components/ui/screen';
import { SignUpForm } from '../../features/auth/sign-up-form';
import { paths } from '../../config/paths';

/** /signup */
export function Component() {
  return (
    <Screen title="Sign Up" backTo={paths.home} backLabel="Home">
      <SignUpForm />
    </Screen>
  );
}
