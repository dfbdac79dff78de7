import type { AskedQuestion } from '../../../../domain/game-flow';
import { TextAreaField } from '../text-area-field';

/** One question of a section ("Question n of N"), or the message that none are enabled. */
export function QuestionStep({
  questions,
  index,
  answers,
  onAnswer,
  emptyMessage,
  autoFocus,
}: {
  questions: readonly AskedQuestion[];
  index: number;
  answers: Readonly<Record<string, string>>;
  onAnswer: (id: string, text: string) => void;
  emptyMessage: string;
  autoFocus: boolean;
}) {
  const question = questions[index];
  if (!question) {
    return <p className="rounded-card bg-surface p-4 text-ink-soft">{emptyMessage}</p>;
  }
  return (
    <TextAreaField
      key={question.id}
      label={question.text}
      hint={`Question ${index + 1} of ${questions.length}`}
      value={answers[question.id] ?? ''}
      onValueChange={(text) => onAnswer(question.id, text)}
      autoFocus={autoFocus}
    />
  );
}
