import { useState } from 'react';
import { Screen } from '../../components/ui/screen';
import { useNavigate } from 'react-router';
import { BottomNav } from '../../components/bottom-nav';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { showToast } from '../../components/ui/toast';
import { useAuth } from '../../features/auth/auth-context';
import { paths } from '../paths';

/** /profile: the athlete's email and Sign Out. */
export function Component() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function handleSignOut() {
    setBusy(true);
    try {
      await signOut();
      showToast('success', 'Signed out successfully!');
      navigate(paths.signIn, { replace: true });
    } catch {
      showToast('error', 'Failed to sign out');
      setBusy(false);
    }
  }

  return (
    <Screen title="Profile" backTo={paths.journal} backLabel="Journal" footer={<BottomNav />}>
      <TextField label="Email" type="email" value={user?.email ?? ''} readOnly />
      <Button variant="danger" onClick={handleSignOut} disabled={busy}>
        {busy ? 'Signing out...' : 'Sign Out'}
      </Button>
    </Screen>
  );
}
