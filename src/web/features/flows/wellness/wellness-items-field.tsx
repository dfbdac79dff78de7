import { useId } from 'react';
import { WELLNESS_ITEMS, type WellnessItemKey } from '../../../../domain/wellness';
import type { FlowProblems } from '../engine/flow-field';
import { WellnessItemField } from './wellness-item-field';

/**
 * The check-in's five items, all required. One problem names the group (`problems[path]`, the form's own check; else
 * the server's refusal of the first item it refused), and every item still unanswered points to it.
 */
export function WellnessItemsField({
  path,
  value,
  onChange,
  problems,
}: {
  path: string;
  value: Readonly<Record<WellnessItemKey, number | null>>;
  onChange: (items: Readonly<Record<WellnessItemKey, number | null>>) => void;
  problems: FlowProblems;
}) {
  const errorId = useId();
  const error = problems[path] ?? WELLNESS_ITEMS.map(({ key }) => problems[key]).find(Boolean);
  return (
    <>
      {WELLNESS_ITEMS.map((item) => (
        <WellnessItemField
          key={item.key}
          item={item}
          value={value[item.key]}
          errorId={error ? errorId : undefined}
          onChange={(key, score) => onChange({ ...value, [key]: score })}
        />
      ))}
      {error && (
        <p id={errorId} role="alert" className="font-semibold text-danger">
          {error}
        </p>
      )}
    </>
  );
}
