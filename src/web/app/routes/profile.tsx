import { useNavigate } from 'react-router';
import { BottomNav } from '../../components/bottom-nav';
import { Screen } from '../../components/ui/screen';
import { TextField } from '../../components/ui/text-field';
import { showToast } from '../../components/ui/toast';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { DeleteAccount } from '../../features/account/components/delete-account';
import { ExportDataButton } from '../../features/account/components/export-data-button';
import { useAuth } from '../../features/auth/auth-context';
import { SignOutButton } from '../../features/auth/sign-out-button';
import { paths } from '../paths';

/** /profile: the athlete's email and Sign Out, password change, data export and account deletion. */
export function Component() {
  const { user, endLocalSession } = useAuth();
  const navigate = useNavigate();

  async function handleDeleted() {
    // Leave the signed-in screens first: forgetting the user while on them would send the
    // visitor to /signin instead of Home.
    await navigate(paths.home, { replace: true });
    await endLocalSession();
    showToast('success', 'Your account has been deleted.', { duration: 3000 });
  }

  return (
    <Screen title="Profile" backTo={paths.journal} backLabel="Journal" footer={<BottomNav />}>
      <TextField label="Email" type="email" value={user?.email ?? ''} readOnly />
      <SignOutButton onSignedOut={() => navigate(paths.signIn, { replace: true })} />
      <hr className="my-2 border-line" />
      <ChangePasswordForm />
      <hr className="my-2 border-line" />
      <section aria-labelledby="your-data" className="flex flex-col gap-4">
        <h2 id="your-data" className="text-lg font-bold text-ink">
          Your data
        </h2>
        <p className="text-sm text-ink-soft">Download every entry and setting as a JSON file.</p>
        <ExportDataButton />
        <p className="text-sm text-ink-soft">Deleting your account removes it with all of your entries and settings.</p>
        <DeleteAccount onDeleted={handleDeleted} />
      </section>
    </Screen>
  );
}
