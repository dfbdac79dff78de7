/** A form's error that belongs to no one field (the server could not be reached), read out as it appears. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl border border-danger bg-danger-soft p-3 text-sm font-semibold text-danger">
      {message}
    </p>
  );
}

/**
 * Data that could not be loaded, said where it would have shown, in the same note (decision 035: a failed load is the
 * screen's error state, never a toast). What the screen still shows (cached, or nothing) stays below it.
 */
export const LoadError = FormError;

/** A field's error, right under it; `id` is what the field names in its aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-semibold text-danger">
      {message}
    </p>
  );
}
