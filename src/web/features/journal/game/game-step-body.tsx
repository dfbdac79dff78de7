import type { GameDraft, GameStep, AskedQuestion } from '../../../../domain/game-flow';
import { TextField } from '../../../components/ui/text-field';
import { FactorsStep } from './factors-step';
import { NotesStep } from '../flows/notes-step';
import { RatingPicker } from '../flows/rating-picker';
import { TimeOfDayField } from '../flows/time-of-day-field';
import { QuestionStep } from './question-step';

const NO_PREGAME = 'No pregame questions are enabled. Please configure questions in settings.';
const NO_POSTGAME = 'No postgame questions are enabled. Please configure questions in settings.';

/** The time of day and opponent of a game, asked where the game starts (its pregame, or a postgame alone). */
function GameFields({
  draft,
  opponentLabel,
  onChange,
}: {
  draft: GameDraft;
  opponentLabel: string;
  onChange: (patch: Partial<GameDraft>) => void;
}) {
  return (
    <>
      <TimeOfDayField value={draft.timeOfDay} onChange={(timeOfDay) => onChange({ timeOfDay })} />
      <TextField
        label={opponentLabel}
        maxLength={100}
        value={draft.opposingTeam}
        onChange={(event) => onChange({ opposingTeam: event.target.value })}
      />
    </>
  );
}

/** The fields of one question, rating or notes step of the Game flow, bound to the draft. */
export function GameStepBody({
  step,
  draft,
  pregame,
  postgame,
  newGame,
  onChange,
  autoFocus,
}: {
  step: Exclude<GameStep, { name: 'selection' | 'choose-game' }>;
  draft: GameDraft;
  pregame: readonly AskedQuestion[];
  postgame: readonly AskedQuestion[];
  /** True when the postgame records a new game (no pregame before it): it asks the game's time and opponent. */
  newGame: boolean;
  onChange: (patch: Partial<GameDraft>) => void;
  autoFocus: boolean;
}) {
  const onAnswer = (id: string, text: string) => onChange({ answers: { ...draft.answers, [id]: text } });
  switch (step.name) {
    case 'other-notes':
      return <NotesStep value={draft.notes} onChange={(notes) => onChange({ notes })} autoFocus={autoFocus} />;
    case 'pregame':
      return (
        <>
          {step.question === 0 && (
            <GameFields draft={draft} opponentLabel="Which team are you playing against today?" onChange={onChange} />
          )}
          <QuestionStep
            questions={pregame}
            index={step.question}
            answers={draft.answers}
            onAnswer={onAnswer}
            emptyMessage={NO_PREGAME}
            autoFocus={autoFocus && step.question > 0}
          />
        </>
      );
    case 'postgame-factors':
      return (
        <>
          {newGame && <GameFields draft={draft} opponentLabel="Which team did you play against?" onChange={onChange} />}
          <FactorsStep value={draft.externalFactors} onChange={(externalFactors) => onChange({ externalFactors })} />
        </>
      );
    case 'postgame-reflection':
      return (
        <QuestionStep
          questions={postgame}
          index={step.question}
          answers={draft.answers}
          onAnswer={onAnswer}
          emptyMessage={NO_POSTGAME}
          autoFocus={autoFocus}
        />
      );
    case 'postgame-rating':
      return (
        <RatingPicker
          title="how'd the game go?"
          value={draft.rating}
          onChange={(rating) => onChange({ rating })}
          required
          autoFocus={autoFocus}
        />
      );
    case 'postgame-notes':
      return <NotesStep value={draft.notes} onChange={(notes) => onChange({ notes })} autoFocus={autoFocus} />;
  }
}
