import { TextAreaField } from './text-area-field';

/** The OTHER NOTES box that ends a flow. */
export function NotesStep({
  value,
  onChange,
  autoFocus = false,
}: {
  value: string;
  onChange: (notes: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <TextAreaField
      label="OTHER NOTES"
      hint="Anything else about today you want to remember."
      value={value}
      onValueChange={onChange}
      placeholder="Type your notes"
      autoFocus={autoFocus}
    />
  );
}
