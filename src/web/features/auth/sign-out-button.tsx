import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { showToast } from '../../components/ui/toast';
import { useUnsavedChangeCount } from '../../lib/sync-changes';
import { useAuth } from './auth-context';

/**
 * Sign Out. Signing out forgets this device's copy of the journal, so while changes have not reached the
 * server (waiting to sync, or refused and kept to copy) it asks first. Where to go afterwards is the caller's.
 */
export function SignOutButton({ onSignedOut }: { onSignedOut: () => void }) {
  const { signOut } = useAuth();
  const unsaved = useUnsavedChangeCount();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function signOutNow() {
    setBusy(true);
    try {
      await signOut();
    } catch {
      showToast('error', 'Failed to sign out');
      setBusy(false);
      setAsking(false);
      return;
    }
    showToast('success', 'Signed out successfully!');
    onSignedOut();
  }

  return (
    <>
      <Button variant="secondary" onClick={() => (unsaved > 0 ? setAsking(true) : void signOutNow())} disabled={busy}>
        {busy ? 'Signing out...' : 'Sign Out'}
      </Button>
      {/* Changes may reach the server while the question is open: it then says so, and Sign Out is all that is left. */}
      <ConfirmDialog
        open={asking}
        title={unsaved > 0 ? 'Sign out with unsaved changes?' : 'Sign out?'}
        description={unsavedText(unsaved)}
        confirmLabel={unsaved > 0 ? 'Sign Out Anyway' : 'Sign Out'}
        busy={busy}
        onConfirm={() => void signOutNow()}
        onOpenChange={setAsking}
      />
    </>
  );
}

function unsavedText(unsaved: number): string {
  if (unsaved === 0) return 'Every change has reached the server now.';
  if (unsaved === 1) return '1 change has not been saved on the server. Signing out removes it from this device.';
  return `${unsaved} changes have not been saved on the server. Signing out removes them from this device.`;
}
