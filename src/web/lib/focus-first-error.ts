/**
 * Moves focus to the first field under `root` marked invalid (errors show under their fields, decision 018), once
 * the errors have rendered. A radio group marked invalid gets focus on its chosen button, else its first.
 */
export function focusFirstError(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    const target =
      invalid.getAttribute('role') === 'radiogroup'
        ? (invalid.querySelector<HTMLElement>('input:checked') ?? invalid.querySelector<HTMLElement>('input'))
        : invalid;
    target?.focus();
  });
}
