import { Button } from '../../../components/ui/button';

const choice = 'min-h-16 w-full text-lg';

/** The Game journal's first screen: Pregame, Post-Game, Other Notes, and Back; above them, why a link failed. */
export function SelectionStep({
  notice,
  checking,
  onPregame,
  onPostgame,
  onOtherNotes,
  onBack,
}: {
  notice: string | null;
  checking: boolean;
  onPregame: () => void;
  onPostgame: () => void;
  onOtherNotes: () => void;
  onBack: () => void;
}) {
  return (
    <>
      {notice && (
        <p role="alert" className="rounded-card bg-danger-soft p-4 text-danger">
          {notice}
        </p>
      )}
      <p className="text-ink-soft">
        Every pregame starts a new game. After the final whistle, Post-Game finishes a game or records one.
      </p>
      <div className="flex flex-col gap-3">
        <Button className={choice} onClick={onPregame} disabled={checking}>
          Pregame
        </Button>
        <Button className={choice} onClick={onPostgame} disabled={checking} aria-busy={checking}>
          {checking ? 'Checking...' : 'Post-Game'}
        </Button>
        <Button variant="secondary" className={choice} onClick={onOtherNotes} disabled={checking}>
          Other Notes
        </Button>
      </div>
      <Button variant="secondary" className="mt-auto" onClick={onBack}>
        Back
      </Button>
    </>
  );
}
