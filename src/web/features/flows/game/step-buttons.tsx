import { ActionBar } from '../../../components/ui/action-bar';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';

/** The flow's Back and forward buttons; the forward one says SAVING... while a save runs, and why it failed above DONE. */
export function StepButtons({
  nextLabel,
  nextDisabled = false,
  saving = false,
  failure = null,
  onBack,
  onNext,
}: {
  nextLabel: string | null;
  nextDisabled?: boolean;
  saving?: boolean;
  failure?: string | null;
  onBack: () => void;
  onNext: () => void;
}) {
  return (
    <ActionBar>
      {nextLabel === 'DONE' && <FormError message={failure ?? undefined} />}
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
