import { Button } from '../../../components/ui/button';

const choice = 'min-h-16 w-full text-lg tracking-widest';

/** The Game journal's first screen: PREGAME, POST-GAME, OTHER NOTES, and BACK. */
export function SelectionStep({
  checking,
  onPregame,
  onPostgame,
  onOtherNotes,
  onBack,
}: {
  checking: boolean;
  onPregame: () => void;
  onPostgame: () => void;
  onOtherNotes: () => void;
  onBack: () => void;
}) {
  return (
    <>
      <p className="text-ink-soft">Journal before the game, or finish it after the final whistle.</p>
      <div className="flex flex-col gap-3">
        <Button className={choice} onClick={onPregame} disabled={checking}>
          PREGAME
        </Button>
        <Button className={choice} onClick={onPostgame} disabled={checking} aria-busy={checking}>
          {checking ? 'CHECKING...' : 'POST-GAME'}
        </Button>
        <Button variant="secondary" className={choice} onClick={onOtherNotes} disabled={checking}>
          OTHER NOTES
        </Button>
      </div>
      <Button variant="secondary" className="mt-auto" onClick={onBack}>
        BACK
      </Button>
    </>
  );
}
