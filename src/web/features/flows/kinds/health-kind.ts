import { AREA_LABELS, PROBLEM_LABELS, SIDE_LABELS, STATUS_LABELS } from '../../../../domain/availability';
import {
  AVAILABILITY_STATUSES,
  BODY_AREAS,
  BODY_SIDES,
  HEALTH_PROBLEMS,
  type AvailabilityStatus,
  type BodyArea,
  type BodySide,
  type HealthProblem,
} from '../../../../domain/entry-content';
import { oneOf, type HealthDraft } from '../../../../domain/health-form';
import type { ChoiceOption } from '../choice-field';
import type { FlowField, FlowScreen } from '../engine/flow-field';

const options = (labels: Readonly<Record<string, string>>, values: readonly string[]): ChoiceOption[] =>
  values.map((value) => ({ value, label: labels[value]! }));

const PAIN_OPTIONS: ChoiceOption[] = Array.from({ length: 11 }, (_, pain) => ({
  value: String(pain),
  label: String(pain),
}));

/**
 * The Health flow's one screen: Injury or Illness; for an injury, where and which side (both optional); pain now
 * (0-10, optional); the availability, each status with what it means; notes.
 */
export function healthKindScreen(draft: HealthDraft, change: (patch: Partial<HealthDraft>) => void): FlowScreen {
  const injury: FlowField[] =
    draft.problem === 'injury'
      ? [
          {
            kind: 'choice',
            path: 'area',
            label: 'Where is it?',
            options: options(AREA_LABELS, BODY_AREAS),
            columns: 2,
            required: false,
            clearLabel: 'Clear body area',
            value: draft.area,
            set: (area) => change({ area: oneOf<BodyArea>(BODY_AREAS, area) }),
          },
          {
            kind: 'choice',
            path: 'side',
            label: 'Which side?',
            options: options(SIDE_LABELS, BODY_SIDES),
            columns: 3,
            required: false,
            clearLabel: 'Clear side',
            value: draft.side,
            set: (side) => change({ side: oneOf<BodySide>(BODY_SIDES, side) }),
          },
        ]
      : [];
  return {
    key: 'health',
    fields: [
      {
        kind: 'choice',
        path: 'problem',
        label: 'Is it an injury or an illness?',
        options: options(PROBLEM_LABELS, HEALTH_PROBLEMS),
        columns: 2,
        required: true,
        value: draft.problem,
        set: (problem) => change({ problem: oneOf<HealthProblem>(HEALTH_PROBLEMS, problem) }),
      },
      ...injury,
      {
        kind: 'choice',
        path: 'pain',
        label: 'Pain now, from 0 (none) to 10 (worst)',
        options: PAIN_OPTIONS,
        columns: 6,
        required: false,
        clearLabel: 'Clear pain',
        value: draft.pain === null ? null : String(draft.pain),
        set: (pain) => change({ pain: pain === null ? null : Number(pain) }),
      },
      {
        kind: 'choice',
        path: 'status',
        label: 'Can you train and play?',
        options: AVAILABILITY_STATUSES.map((status) => ({ value: status, ...STATUS_LABELS[status] })),
        columns: 1,
        required: true,
        value: draft.status,
        set: (status) => change({ status: oneOf<AvailabilityStatus>(AVAILABILITY_STATUSES, status) }),
      },
      {
        kind: 'text',
        lines: 'many',
        path: 'notes',
        label: 'NOTES',
        hint: 'What happened, what helps, what the physio said.',
        placeholder: 'Type your notes',
        value: draft.notes,
        set: (notes) => change({ notes }),
      },
    ],
  };
}
