import { gameName } from '../../../../domain/today';
import { Button } from '../../../components/ui/button';
import type { GameEntry } from './api';

const choice = 'min-h-14 w-full';

/** POST-GAME's question when games wait for their postgame: finish one of them, or record a new game. */
export function ChooseGameStep({
  games,
  onChoose,
}: {
  games: readonly GameEntry[];
  onChoose: (game: GameEntry | null) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-lg font-bold text-ink">Which game is this postgame for?</legend>
      <p className="text-sm text-ink-soft">
        Finish a game whose pregame you wrote, or record a new game from its postgame alone.
      </p>
      {games.map((game) => (
        <Button key={game.id} className={choice} onClick={() => onChoose(game)}>
          Finish {gameName(game)}
        </Button>
      ))}
      <Button variant="secondary" className={choice} onClick={() => onChoose(null)}>
        Record a new game
      </Button>
    </fieldset>
  );
}
