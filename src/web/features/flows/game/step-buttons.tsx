import { ActionBar } from '../../../components/ui/action-bar';
import { Button } from '../../../components/ui/button';

/** The flow's Back and forward buttons; the forward one says SAVING... while a save runs. */
export function StepButtons({
  nextLabel,
  nextDisabled = false,
  saving = false,
  onBack,
  onNext,
}: {
  nextLabel: string | null;
  nextDisabled?: boolean;
  saving?: boolean;
  onBack: () => void;
  onNext: () => void;
}) {
  return (
    <ActionBar>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onBack} disabled={saving}>
          BACK
        </Button>
        {nextLabel && (
          <Button onClick={onNext} disabled={nextDisabled || saving}>
            {saving ? 'SAVING...' : nextLabel}
          </Button>
        )}
      </div>
    </ActionBar>
  );
}
