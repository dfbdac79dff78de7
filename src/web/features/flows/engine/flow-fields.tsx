import { toggleId } from '../../../../domain/flow-content';
import { TextField } from '../../../components/ui/text-field';
import { ChoiceField } from '../choice-field';
import { EffortStep } from '../effort-step';
import { FactorsStep } from '../game/factors-step';
import { MatchStep } from '../game/match-step';
import { PlanCheck } from '../game/plan-check';
import { MealTabs } from '../meal-tabs';
import { PromptList } from '../prompt-list';
import { RatingPicker } from '../rating-picker';
import { TextAreaField } from '../text-area-field';
import { TimeOfDayField } from '../time-of-day-field';
import { HoursField } from '../wellness/hours-field';
import { WellnessItemsField } from '../wellness/wellness-items-field';
import type { FlowField, FlowProblems } from './flow-field';

/** What every field of a screen shares: its problems by path, and whether the first one takes focus. */
interface FieldContext {
  problems: FlowProblems;
  /** Focus goes to the screen's first field that can take it (moving on to a new step, not on arrival). */
  autoFocus: boolean;
}

/** The fields of a screen, each by its one component, with its problem (the flow's check, else the server's) under it. */
export function FlowFields({ fields, problems, autoFocus }: { fields: readonly FlowField[] } & FieldContext) {
  // Moving on to a screen takes focus to its first field that can take it (a keyboard or screen reader user lands in
  // the screen), never to a later one.
  const focusAt = fields.findIndex((field) => FOCUSABLE.has(field.kind));
  return fields.map((field, index) => (
    <FlowFieldView
      key={'path' in field ? field.path : `${field.kind}-${index}`}
      field={field}
      problems={problems}
      autoFocus={autoFocus && index === focusAt}
    />
  ));
}

const FOCUSABLE: ReadonlySet<FlowField['kind']> = new Set([
  'time-of-day',
  'text',
  'rating',
  'effort',
  'match',
  'hours',
  'choice',
]);

function FlowFieldView({ field, problems, autoFocus }: { field: FlowField } & FieldContext) {
  switch (field.kind) {
    case 'time-of-day':
      return (
        <TimeOfDayField
          value={field.value}
          onChange={field.set}
          required={field.required}
          error={problems[field.path]}
          autoFocus={autoFocus}
        />
      );
    case 'message':
      return field.tone === 'lead' ? (
        <p className="text-ink-soft">{field.text}</p>
      ) : (
        <p className="rounded-card bg-surface p-4 text-ink-soft">{field.text}</p>
      );
    case 'rating':
      return (
        <RatingPicker
          title={field.title}
          value={field.value}
          onChange={field.set}
          required={field.required}
          error={problems[field.path]}
          autoFocus={autoFocus}
        />
      );
    case 'effort':
      return (
        <EffortStep
          value={field.value}
          onChange={field.set}
          minutesError={problems[field.path]}
          onSkip={field.onSkip}
          autoFocus={autoFocus}
        />
      );
    case 'match':
      return (
        <MatchStep
          value={field.value}
          onChange={field.set}
          problems={problems}
          onSkip={field.onSkip}
          autoFocus={autoFocus}
        />
      );
    case 'text': {
      const shared = { label: field.label, placeholder: field.placeholder, error: problems[field.path], autoFocus };
      return field.lines === 'many' ? (
        <TextAreaField
          {...shared}
          hint={field.hint}
          value={field.value}
          onValueChange={field.set}
          aria-required={field.required}
          // A long note's own limits; other answers keep the text area's.
          {...(field.maxLength === undefined ? {} : { maxLength: field.maxLength })}
          {...(field.rows === undefined ? {} : { rows: field.rows })}
        />
      ) : (
        <TextField
          {...shared}
          value={field.value}
          onChange={(event) => field.set(event.target.value)}
          maxLength={field.maxLength}
        />
      );
    }
    case 'prompts':
      return (
        <PromptList
          prompts={field.prompts}
          selected={field.value}
          onToggle={(id) => field.set(toggleId(field.value, id))}
        />
      );
    case 'meal':
      return (
        <MealTabs value={field.value} onChange={field.set}>
          <FlowFields fields={field.fields} problems={problems} autoFocus={false} />
        </MealTabs>
      );
    case 'plan-check':
      return <PlanCheck plan={field.plan} value={field.value} onChange={field.set} />;
    case 'factors':
      return <FactorsStep value={field.value} onChange={field.set} />;
    case 'wellness-items':
      return <WellnessItemsField value={field.value} onChange={field.set} problems={problems} />;
    case 'choice':
      return (
        <ChoiceField
          label={field.label}
          options={field.options}
          columns={field.columns}
          value={field.value}
          onChange={field.set}
          required={field.required}
          clearLabel={field.clearLabel}
          error={problems[field.path]}
          autoFocus={autoFocus}
        />
      );
    case 'hours':
      return <HoursField label={field.label} value={field.value} onChange={field.set} error={problems[field.path]} />;
  }
}
