import type { GameDraft, GameStep, AskedQuestion, PlanItem } from '../../../../domain/game-flow';
import { TextField } from '../../../components/ui/text-field';
import { EffortStep } from '../effort-step';
import { FactorsStep } from './factors-step';
import { NotesStep } from '../notes-step';
import { RatingPicker } from '../rating-picker';
import { TimeOfDayField } from '../time-of-day-field';
import { PlanCheck } from './plan-check';
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

/**
 * The fields of one question, rating, effort or notes step of the Game flow, bound to the draft. The first postgame
 * step shows the game's plan (when its pregame made one) and asks whether the athlete stuck to it.
 */
export function GameStepBody({
  step,
  draft,
  pregame,
  postgame,
  newGame,
  plan,
  minutesError,
  onChange,
  onSkip,
  autoFocus,
}: {
  step: Exclude<GameStep, { name: 'selection' | 'choose-game' }>;
  draft: GameDraft;
  pregame: readonly AskedQuestion[];
  postgame: readonly AskedQuestion[];
  /** True when the postgame records a new game (no pregame before it): it asks the game's time and opponent. */
  newGame: boolean;
  /** The game's plan, from its pregame; empty for a game without one (then no plan check is asked). */
  plan: readonly PlanItem[];
  minutesError: string | undefined;
  onChange: (patch: Partial<GameDraft>) => void;
  /** Skip on the effort step. */
  onSkip: () => void;
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
          {plan.length > 0 && (
            <PlanCheck
              plan={plan}
              value={draft.planAdherence}
              onChange={(planAdherence) => onChange({ planAdherence })}
            />
          )}
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
    case 'postgame-effort':
      return (
        <EffortStep
          value={draft}
          onChange={onChange}
          minutesError={minutesError}
          onSkip={onSkip}
          autoFocus={autoFocus}
        />
      );
    case 'postgame-notes':
      return <NotesStep value={draft.notes} onChange={(notes) => onChange({ notes })} autoFocus={autoFocus} />;
  }
}
