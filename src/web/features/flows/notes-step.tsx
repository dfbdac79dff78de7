import { TextAreaField } from './text-area-field';

/** The OTHER NOTES box that ends a flow, with the server's refusal of it (if any) under it. */
export function NotesStep({
  value,
  onChange,
  error,
  autoFocus = false,
}: {
  value: string;
  onChange: (notes: string) => void;
  error?: string;
  autoFocus?: boolean;
}) {
  return (
    <TextAreaField
      label="OTHER NOTES"
      hint="Anything else about today you want to remember."
      value={value}
      onValueChange={onChange}
      error={error}
      placeholder="Type your notes"
      autoFocus={autoFocus}
    />
  );
}
