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

/** The server's refusals, by the content path of the field refused (see useEntrySave). */
type Refused = Partial<Record<string, string>>;

/** The time of day and opponent of a game, asked where the game starts (its pregame, or a postgame alone). */
function GameFields({
  draft,
  opponentLabel,
  onChange,
  refused,
}: {
  draft: GameDraft;
  opponentLabel: string;
  onChange: (patch: Partial<GameDraft>) => void;
  refused: Refused;
}) {
  return (
    <>
      <TimeOfDayField
        value={draft.timeOfDay}
        onChange={(timeOfDay) => onChange({ timeOfDay })}
        error={refused.timeOfDay}
      />
      <TextField
        label={opponentLabel}
        maxLength={100}
        value={draft.opposingTeam}
        onChange={(event) => onChange({ opposingTeam: event.target.value })}
        error={refused.opposingTeam}
      />
    </>
  );
}

const GAME_FIELDS = ['timeOfDay', 'opposingTeam'];
const STEP_FIELDS: Partial<Record<GameStep['name'], string[]>> = {
  'other-notes': ['notes'],
  'postgame-rating': ['postgame.rating'],
  'postgame-effort': ['postgame.minutes'],
  'postgame-notes': ['postgame.notes'],
};

/** The content paths a step shows a field for, where the server's refusal of one shows (see useEntrySave). */
export function gameStepFields(step: GameStep, newGame: boolean): string[] {
  if (step.name === 'pregame') return step.question === 0 ? GAME_FIELDS : [];
  if (step.name === 'postgame-factors') return newGame ? GAME_FIELDS : [];
  return STEP_FIELDS[step.name] ?? [];
}

/**
 * The fields of one question, rating, effort or notes step of the Game flow, bound to the draft. The first postgame
 * step shows the game's plan (when its pregame made one) and asks whether the athlete stuck to it. Under a field, the
 * server's refusal of it (`refused`).
 */
export function GameStepBody({
  step,
  draft,
  pregame,
  postgame,
  newGame,
  plan,
  minutesError,
  refused,
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
  refused: Refused;
  onChange: (patch: Partial<GameDraft>) => void;
  /** Skip on the effort step. */
  onSkip: () => void;
  autoFocus: boolean;
}) {
  const onAnswer = (id: string, text: string) => onChange({ answers: { ...draft.answers, [id]: text } });
  const notes = (error: string | undefined) => (
    <NotesStep value={draft.notes} onChange={(text) => onChange({ notes: text })} error={error} autoFocus={autoFocus} />
  );
  switch (step.name) {
    case 'other-notes':
      return notes(refused.notes);
    case 'pregame':
      return (
        <>
          {step.question === 0 && (
            <GameFields
              draft={draft}
              opponentLabel="Which team are you playing against today?"
              onChange={onChange}
              refused={refused}
            />
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
          {newGame && (
            <GameFields
              draft={draft}
              opponentLabel="Which team did you play against?"
              onChange={onChange}
              refused={refused}
            />
          )}
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
          error={refused['postgame.rating']}
          autoFocus={autoFocus}
        />
      );
    case 'postgame-effort':
      return (
        <EffortStep
          value={draft}
          onChange={onChange}
          minutesError={minutesError ?? refused['postgame.minutes']}
          onSkip={onSkip}
          autoFocus={autoFocus}
        />
      );
    case 'postgame-notes':
      return notes(refused['postgame.notes']);
  }
}
