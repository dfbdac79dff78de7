import type { ExternalFactor, MealType, PlanAdherence } from '../../../../domain/entry-content';
import type { AskedItem } from '../../../../domain/flow-content';
import type { PlanItem } from '../../../../domain/game-flow';
import type { EffortDraft } from '../../../../domain/load';
import type { MatchDraft } from '../../../../domain/match-record';
import type { WellnessItemKey } from '../../../../domain/wellness';
import type { ChoiceOption } from '../choice-field';

/**
 * A field bound to the draft: what it shows, how it changes the draft, and `path`, where its value goes in the saved
 * content (`notes`, `answers.q1`, `postgame.rating`): the key of its problem, the flow's own or the server's refusal.
 */
interface Bound<V> {
  path: string;
  value: V;
  set: (value: V) => void;
}

/**
 * One field of a flow screen, described as data; `FlowFields` renders each kind with its one component. A kind of
 * entry describes its screens as lists of these (see the kinds in this folder), and the engine does the rest.
 */
export type FlowField =
  | ({ kind: 'time-of-day'; required?: boolean } & Bound<string>)
  /** Text said on the screen: a lead-in (`lead`), or in a card (`card`: a section with no questions enabled). */
  | { kind: 'message'; text: string; tone: 'lead' | 'card' }
  | ({ kind: 'rating'; title: string; required: boolean } & Bound<number | null>)
  /** "How hard was this session?": effort and minutes (`path`: the minutes'); `onSkip` (step by step) goes on without. */
  | {
      kind: 'effort';
      path: string;
      value: EffortDraft;
      set: (patch: Partial<EffortDraft>) => void;
      onSkip?: () => void;
    }
  /**
   * A game's match record: minutes played, started, the score, each at its own content path (`minutesPlayed`,
   * `started`, `scoreFor`, `scoreAgainst`); `onSkip` (step by step) goes on without them.
   */
  | {
      kind: 'match';
      value: MatchDraft;
      set: (patch: Partial<MatchDraft>) => void;
      onSkip?: () => void;
    }
  | ({
      kind: 'text';
      label: string;
      /** One line (a text box) or many (a text area: answers, notes). */
      lines: 'one' | 'many';
      hint?: string;
      placeholder?: string;
      required?: boolean;
      maxLength?: number;
      /** The text area's height in lines (many lines only). */
      rows?: number;
    } & Bound<string>)
  /** One of a few worded answers (radio tiles) in `columns`; null when none is chosen (an optional one clears). */
  | ({
      kind: 'choice';
      label: string;
      options: readonly ChoiceOption[];
      columns: 1 | 2 | 3 | 6;
      required: boolean;
      clearLabel?: string;
    } & Bound<string | null>)
  /** Hours as a stepper of half hours that may also be typed. */
  | ({ kind: 'hours'; label: string } & Bound<string>)
  | ({ kind: 'prompts'; prompts: readonly AskedItem[] } & Bound<readonly string[]>)
  /** The meal tabs, over the fields of the meal chosen. */
  | ({ kind: 'meal'; fields: readonly FlowField[] } & Bound<MealType>)
  | ({ kind: 'plan-check'; plan: readonly PlanItem[] } & Bound<PlanAdherence | null>)
  | ({ kind: 'factors' } & Bound<ExternalFactor[]>)
  /** The check-in's five items, all required: each item's problem is under its own key (its path in the content). */
  | ({ kind: 'wellness-items' } & Bound<Readonly<Record<WellnessItemKey, number | null>>>);

/** One screen of a flow: its fields, in order; `key` names it (a new screen, a new key). */
export interface FlowScreen {
  key: string;
  fields: readonly FlowField[];
}

/** Problems by the path of the field they belong to (see Bound); `form` for one that belongs to no field. */
export type FlowProblems = Partial<Record<string, string>>;

/** The content paths the fields of `screens` show, where a refusal by the server can be said (see useEntrySave). */
export function fieldPaths(fields: readonly FlowField[]): string[] {
  return fields.flatMap((field) => {
    switch (field.kind) {
      case 'message':
      case 'prompts':
      case 'plan-check':
      case 'factors':
        return [];
      case 'meal':
        return fieldPaths(field.fields);
      case 'wellness-items':
      case 'match':
        return Object.keys(field.value);
      default:
        return [field.path];
    }
  });
}
