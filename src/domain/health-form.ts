// The Health flow's form (an injury or illness): what it holds while the athlete fills it in, the content it saves,
// what stops it, and a stored entry back in the form (to edit it, or to start an update from the last one).
import { healthContentSchema } from './entry-content-schema.js';
import {
  AVAILABILITY_STATUSES,
  BODY_AREAS,
  BODY_SIDES,
  HEALTH_PROBLEMS,
  type AvailabilityStatus,
  type BodyArea,
  type BodySide,
  type HealthContent,
  type HealthProblem,
} from './entry-content.js';
import { fieldErrors } from './field-errors.js';
import { isRecord } from './guards.js';

/** What the form holds; a choice not made yet is null. Area and side are kept when Illness is chosen, not saved. */
export interface HealthDraft {
  problem: HealthProblem | null;
  area: BodyArea | null;
  side: BodySide | null;
  pain: number | null;
  status: AvailabilityStatus | null;
  notes: string;
}

export const EMPTY_HEALTH_DRAFT: HealthDraft = {
  problem: null,
  area: null,
  side: null,
  pain: null,
  status: null,
  notes: '',
};

/** The content as the draft says it, before the schema's check: area and side for an injury only, notes when given. */
function contentOf(draft: HealthDraft): Record<string, unknown> {
  const injury = draft.problem === 'injury';
  const notes = draft.notes.trim();
  return {
    ...(draft.problem === null ? {} : { problem: draft.problem }),
    ...(injury && draft.area !== null ? { area: draft.area } : {}),
    ...(injury && draft.side !== null ? { side: draft.side } : {}),
    ...(draft.pain === null ? {} : { pain: draft.pain }),
    ...(draft.status === null ? {} : { status: draft.status }),
    ...(notes === '' ? {} : { notes }),
  };
}

/** What stops the draft from saving, by content path ('problem', 'status', ...): the server's own schema, so both agree. */
export function healthDraftErrors(draft: HealthDraft): Partial<Record<string, string>> {
  return fieldErrors(healthContentSchema, contentOf(draft));
}

/** The content a draft saves; throws for a draft healthDraftErrors refuses (the flow checks it first). */
export function buildHealthContent(draft: HealthDraft): HealthContent {
  return healthContentSchema.parse(contentOf(draft));
}

/** `value` when it is one of `values` (a stored choice, a tile's value), else null. */
export const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  values.find((known) => known === value) ?? null;

/**
 * A stored entry's content back in the form: to edit it (with its notes), or (`withNotes` false) to start a new entry
 * from the last one, as Today's Update does: the same problem, where and how it is, new notes.
 */
export function healthDraftOf(content: unknown, withNotes = true): HealthDraft {
  const stored = isRecord(content) ? content : {};
  const pain = stored.pain;
  return {
    problem: oneOf(HEALTH_PROBLEMS, stored.problem),
    area: oneOf(BODY_AREAS, stored.area),
    side: oneOf(BODY_SIDES, stored.side),
    pain: typeof pain === 'number' && Number.isInteger(pain) && pain >= 0 && pain <= 10 ? pain : null,
    status: oneOf(AVAILABILITY_STATUSES, stored.status),
    notes: withNotes && typeof stored.notes === 'string' ? stored.notes : '',
  };
}
