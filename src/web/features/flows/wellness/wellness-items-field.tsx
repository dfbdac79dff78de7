import { WELLNESS_ITEMS, type WellnessItemKey } from '../../../../domain/wellness';
import type { FlowProblems } from '../engine/flow-field';
import { WellnessItemField } from './wellness-item-field';

/** The check-in's five items, all required, each with its problem (the form's check, or the server's) beside it. */
export function WellnessItemsField({
  value,
  onChange,
  problems,
}: {
  value: Readonly<Record<WellnessItemKey, number | null>>;
  onChange: (items: Readonly<Record<WellnessItemKey, number | null>>) => void;
  problems: FlowProblems;
}) {
  return WELLNESS_ITEMS.map((item) => (
    <WellnessItemField
      key={item.key}
      item={item}
      value={value[item.key]}
      error={problems[item.key]}
      onChange={(key, score) => onChange({ ...value, [key]: score })}
    />
  ));
}
