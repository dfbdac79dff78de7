/**
 * Moves focus to the first field under `root` marked invalid (errors show under their fields, decision 018), once
 * the errors have rendered. A group marked invalid (a radio group, or a fieldset of radio buttons) gets focus on its
 * chosen button, else its first.
 */
export function focusFirstError(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    const target = invalid.matches('[role="radiogroup"], fieldset')
      ? (invalid.querySelector<HTMLElement>('input:checked') ?? invalid.querySelector<HTMLElement>('input'))
      : invalid;
    target?.focus();
  });
}
