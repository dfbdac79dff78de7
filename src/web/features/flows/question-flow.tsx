import { questionsForEdit } from '../../../domain/entry-edit';
import { enabledQuestions, type QuestionItem } from '../../../domain/question-sets';
import type { FlowEdit, QuestionFlowConfig } from './flow-config';
import type { FlowDay } from './flow-day';
import { FlowFrame } from './flow-frame';
import { QuestionFlowSteps } from './question-flow-steps';
import { SetStatus, setStatus } from './set-status';
import { useLeaveFlow } from './use-leave-flow';

/** The question set as the route reads it (a query result). */
export interface QuestionSetQuery {
  data?: { items: QuestionItem[] };
  isError: boolean;
  refetch: () => unknown;
}

export interface FlowProps {
  config: QuestionFlowConfig;
  flowDay: FlowDay;
  /** The signed-in athlete, whose drafts these are; null when nobody is signed in. */
  userId: string | null;
  /** The saved entry this flow edits; absent for a new entry. */
  edit?: FlowEdit<QuestionFlowConfig['type']>;
}

/**
 * The Training, Rehab and Lift flows: every question, the rating, the session's effort and minutes and the notes on
 * one page with one DONE; or, with "Ask one question at a time" on in Settings, one screen at a time. A new entry
 * asks the enabled questions; an edit opens filled in, and also asks every question the entry answered.
 */
export function QuestionFlow({ set, ...props }: FlowProps & { set: QuestionSetQuery }) {
  const leave = useLeaveFlow(props.flowDay.day, props.edit?.exitTo);
  const saved = props.edit?.entry.content;
  const items = set.data?.items ?? [];
  const questions = saved ? questionsForEdit(items, saved, props.config.setName) : enabledQuestions(items);
  const status = setStatus(set, questions.length);
  if (status === 'ready') return <QuestionFlowSteps {...props} questions={questions} onLeave={leave} />;
  return (
    <FlowFrame title={props.config.title} displayDate={props.flowDay.day.displayDate} onBack={leave}>
      <SetStatus status={status} emptyMessage={props.config.noQuestions} onRetry={() => void set.refetch()} />
    </FlowFrame>
  );
}
