import type { AskedItem } from '../../../domain/flow-content';
import { TextAreaField } from './text-area-field';
import { TimeOfDayField } from './time-of-day-field';

/** One question of a question flow; the first also asks the optional time of day. Errors show under their fields. */
export function QuestionStep({
  question,
  index,
  count,
  answer,
  onAnswer,
  timeOfDay,
  onTimeOfDay,
  errors = {},
  autoFocus,
}: {
  question: AskedItem;
  index: number;
  count: number;
  answer: string;
  onAnswer: (answer: string) => void;
  timeOfDay: string;
  onTimeOfDay: (timeOfDay: string) => void;
  errors?: { answer?: string; timeOfDay?: string };
  autoFocus: boolean;
}) {
  return (
    <>
      {index === 0 && <TimeOfDayField value={timeOfDay} onChange={onTimeOfDay} error={errors.timeOfDay} />}
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">
        Question {index + 1} of {count}
      </p>
      <TextAreaField
        // A fresh box per question, so focus and undo history belong to that question.
        key={question.id}
        label={question.text}
        value={answer}
        onValueChange={onAnswer}
        error={errors.answer}
        placeholder="Type your answer"
        autoFocus={autoFocus}
      />
    </>
  );
}
