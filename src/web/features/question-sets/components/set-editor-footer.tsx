import { paths } from '../../../app/paths';
import { ActionBar } from '../../../components/ui/action-bar';
import { Button, ButtonLink } from '../../../components/ui/button';

/** BACK (drops the edits) and DONE (saves them); offline, a save waits for the connection. */
export function SetEditorFooter({
  saving,
  waiting,
  onDone,
}: {
  saving: boolean;
  waiting: boolean;
  onDone: () => void;
}) {
  return (
    <ActionBar>
      {waiting && (
        <p role="status" className="text-center text-sm text-ink-soft">
          You appear to be offline. Your changes will be saved when you are back online.
        </p>
      )}
      <div className="grid grid-cols-2 gap-3">
        <ButtonLink to={paths.settings} variant="secondary" className="tracking-widest">
          BACK
        </ButtonLink>
        <Button onClick={onDone} disabled={saving} className="tracking-widest">
          {saving ? 'SAVING...' : 'DONE'}
        </Button>
      </div>
    </ActionBar>
  );
}
