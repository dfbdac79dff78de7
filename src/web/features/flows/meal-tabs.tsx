import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { MEAL_TYPES, type MealType } from '../../../domain/entry-content';

const KEY_STEPS: Record<string, (index: number) => number> = {
  ArrowRight: (index) => (index + 1) % MEAL_TYPES.length,
  ArrowLeft: (index) => (index - 1 + MEAL_TYPES.length) % MEAL_TYPES.length,
  Home: () => 0,
  End: () => MEAL_TYPES.length - 1,
};

/** The meal tabs Breakfast, Lunch, Snack, Dinner over one panel (arrow keys, Home and End move between tabs). */
export function MealTabs({
  value,
  onChange,
  children,
}: {
  value: MealType;
  onChange: (meal: MealType) => void;
  children: ReactNode;
}) {
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (meal: MealType) => `${baseId}-${meal}`;
  const panelId = `${baseId}-panel`;

  function onKeyDown(event: KeyboardEvent) {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const index = step(MEAL_TYPES.indexOf(value));
    onChange(MEAL_TYPES[index] ?? value);
    tabs.current[index]?.focus();
  }

  return (
    <>
      <div
        role="tablist"
        aria-label="Meal"
        onKeyDown={onKeyDown}
        className="grid grid-cols-4 gap-1 rounded-xl bg-line p-1"
      >
        {MEAL_TYPES.map((meal, index) => (
          <button
            key={meal}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(meal)}
            aria-selected={meal === value}
            aria-controls={panelId}
            tabIndex={meal === value ? 0 : -1}
            onClick={() => onChange(meal)}
            className="min-h-11 rounded-lg text-sm font-semibold text-ink-soft aria-selected:bg-surface aria-selected:text-brand-strong aria-selected:shadow-sm"
          >
            {meal}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} className="flex flex-col gap-4">
        {children}
      </div>
    </>
  );
}
