import type { GameDraft, GameStep, AskedQuestion } from '../../../../domain/game-flow';
import { TextField } from '../../../components/ui/text-field';
import { FactorsStep } from './factors-step';
import { NotesStep } from '../flows/notes-step';
import { RatingPicker } from '../flows/rating-picker';
import { TimeOfDayField } from '../flows/time-of-day-field';
import { QuestionStep } from './question-step';

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
              <TimeOfDayField value={draft.timeOfDay} onChange={(timeOfDay) => onChange({ timeOfDay })} />
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
