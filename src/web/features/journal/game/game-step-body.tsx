import type { GameDraft, GameStep, AskedQuestion } from '../../../../domain/game-flow';
import { TextField } from '../../../components/ui/text-field';
import { FactorsStep } from './factors-step';
import { QuestionStep } from './question-step';
import { RatingPicker } from './rating-picker';
import { TextAreaField } from './text-area-field';

const NO_PREGAME = 'No pregame questions are enabled. Please configure questions in settings.';
const NO_POSTGAME = 'No postgame questions are enabled. Please configure questions in settings.';

/** The fields of one question, rating or notes step of the Game flow, bound to the draft. */
export function GameStepBody({
  step,
  draft,
  pregame,
  postgame,
  onChange,
  autoFocus,
}: {
  step: Exclude<GameStep, { name: 'selection' }>;
  draft: GameDraft;
  pregame: readonly AskedQuestion[];
  postgame: readonly AskedQuestion[];
  onChange: (patch: Partial<GameDraft>) => void;
  autoFocus: boolean;
}) {
  const onAnswer = (id: string, text: string) => onChange({ answers: { ...draft.answers, [id]: text } });
  switch (step.name) {
    case 'pregame':
      return (
        <>
          {step.question === 0 && (
            <>
              <TextField
                label="Time of Day"
                placeholder="Enter time (e.g. 3:30 PM)"
                maxLength={100}
                value={draft.timeOfDay}
                onChange={(event) => onChange({ timeOfDay: event.target.value })}
              />
              <TextField
                label="Which team are you playing against today?"
                maxLength={100}
                value={draft.opposingTeam}
                onChange={(event) => onChange({ opposingTeam: event.target.value })}
              />
            </>
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
        <FactorsStep value={draft.externalFactors} onChange={(externalFactors) => onChange({ externalFactors })} />
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
        <>
          <RatingPicker legend="how'd the game go?" value={draft.rating} onChange={(rating) => onChange({ rating })} />
          {draft.rating === null && <p className="text-sm text-muted">Choose a rating to continue.</p>}
        </>
      );
    case 'postgame-notes':
      return (
        <TextAreaField
          label="OTHER NOTES"
          placeholder="Anything else about the game?"
          value={draft.notes}
          onChange={(event) => onChange({ notes: event.target.value })}
          autoFocus={autoFocus}
        />
      );
  }
}
