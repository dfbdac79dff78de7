import { paths } from '../../../config/paths';
import { ActionBar } from '../../../components/ui/action-bar';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormError } from '../../../components/ui/form-error';
import type { useLeaveGuard } from './use-leave-guard';

/**
 * Why the last save was refused, then Back (asks before it drops any edits) and Done (saves them); offline, a save
 * waits for the connection. Below them, the question asked before unsaved edits are left behind, whichever way the
 * athlete leaves.
 */
export function SetEditorFooter({
  editor: { saveError, done, guard },
  save,
}: {
  /** The screen's edits: why the last Done did not save, Done itself, and the question asked before leaving. */
  editor: { saveError: string | undefined; done: () => void; guard: ReturnType<typeof useLeaveGuard> };
  /** The save: whether it is running, or waiting for a connection. */
  save: { isPending: boolean; isPaused: boolean };
}) {
  const saving = save.isPending;
  return (
    <ActionBar>
      {save.isPaused && (
        <p role="status" className="text-center text-sm text-ink-soft">
          You appear to be offline. Your changes will be saved when you are back online.
        </p>
      )}
      <FormError message={saveError} />
      <div className="grid grid-cols-2 gap-3">
        <ButtonLink to={paths.settings} variant="secondary">
          Back
        </ButtonLink>
        <Button onClick={done} disabled={saving}>
          {saving ? 'Saving...' : 'Done'}
        </Button>
      </div>
      <ConfirmDialog
        open={guard.asking}
        title="Discard your changes?"
        description="Your changes to this list have not been saved. Tap Keep editing, then Done, to save them."
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        onConfirm={guard.discard}
        onOpenChange={(open) => !open && guard.keepEditing()}
      />
    </ActionBar>
  );
}
