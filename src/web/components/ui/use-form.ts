import { useEffect, useRef, useState, type FormEvent } from 'react';

/** Errors keyed by field name; `form` is for a problem no one field owns (no answer from the server). */
export type FieldErrors<Field extends string> = Partial<Record<Field | 'form', string>>;

/** What a form does when it is sent (decision 035). */
export interface FormSteps<Field extends string> {
  /** What the form refuses before anything is sent (two passwords that differ), or null to send it. */
  check?: (data: FormData) => FieldErrors<Field> | null;
  /**
   * Sends it. 'leaving' when the screen is being left: the form stays busy (it cannot be sent twice) until the next
   * screen shows.
   */
  send: (data: FormData, form: HTMLFormElement) => Promise<'leaving' | void>;
  /** Where a failure shows and in what words: under the field it is about, or `form` above the button. */
  failed: (error: unknown) => FieldErrors<Field>;
}

/**
 * A form the one way: read from its fields when sent, refused under the field it is about (focus moves there), busy
 * while it is sent, and a failure shown in the form, never as a toast. `field(name)` gives a TextField its name,
 * error and disabled state.
 */
export function useForm<Field extends string>({ check, send, failed }: FormSteps<Field>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);

  // Each time errors are shown, focus moves to the first field (in the form's order) that has one, so keyboard and
  // screen-reader users land on what to fix.
  useEffect(() => {
    const first = [...(formRef.current?.elements ?? [])].find(
      (element): element is HTMLInputElement =>
        element instanceof HTMLInputElement && Object.hasOwn(errors, element.name),
    );
    first?.focus();
  }, [errors]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const refused = check?.(data);
    if (refused) return setErrors(refused);
    setErrors({});
    setBusy(true);
    try {
      if ((await send(data, form)) === 'leaving') return;
    } catch (error) {
      setErrors(failed(error));
    }
    setBusy(false);
  }

  return {
    formProps: { ref: formRef, onSubmit, 'aria-busy': busy },
    errors,
    /** Shows errors found outside a sending (a second button that reads the same fields). */
    setErrors,
    busy,
    field: (name: Field) => ({ name, error: errors[name], disabled: busy }),
  };
}
