import { Check } from 'lucide-react';
import type { AskedItem } from '../../../domain/flow-content';

/** The enabled imagery prompts as a scrolling list of checkboxes (at most 400 px tall, specification section 9). */
export function PromptList({
  prompts,
  selected,
  onToggle,
}: {
  prompts: readonly AskedItem[];
  selected: readonly string[];
  onToggle: (id: string) => void;
}) {
  return (
    <fieldset className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0">
      <legend className="mb-2 font-semibold text-ink">Choose the prompts you worked through</legend>
      <ul aria-label="Imagery prompts" className="flex max-h-[400px] flex-col gap-2 overflow-y-auto rounded-card p-1">
        {prompts.map((prompt) => {
          const checked = selected.includes(prompt.id);
          return (
            <li key={prompt.id}>
              <label className="relative flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border border-line bg-surface p-3 has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand">
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => onToggle(prompt.id)}
                  className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
                />
                <span
                  aria-hidden
                  className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-md border-2 border-field-line bg-surface text-white peer-checked:border-brand peer-checked:bg-brand"
                >
                  {checked && <Check size={16} strokeWidth={3} />}
                </span>
                <span className="text-ink">{prompt.text}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-muted" aria-live="polite">
        {selected.length} of {prompts.length} selected
      </p>
    </fieldset>
  );
}
