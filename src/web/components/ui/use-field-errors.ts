import { useEffect, useRef, useState } from 'react';

/** Errors keyed by field name; `form` is for a problem no one field owns (no answer from the server). */
export type FieldErrors<Field extends string> = Partial<Record<Field | 'form', string>>;

/**
 * A form's errors, shown under their fields. Each time errors are shown, focus moves to the first field (in the
 * form's order) that has one, so keyboard and screen-reader users land on what to fix.
 */
export function useFieldErrors<Field extends string>() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const first = [...form.elements].find(
      (element): element is HTMLInputElement =>
        element instanceof HTMLInputElement && Object.hasOwn(errors, element.name),
    );
    first?.focus();
  }, [errors]);

  return { formRef, errors, setErrors, clearErrors: () => setErrors({}) };
}
