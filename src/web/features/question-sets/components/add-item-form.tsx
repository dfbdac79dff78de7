import { useState } from 'react';
import { Plus } from 'lucide-react';
import { SET_LIMITS } from '../../../../domain/question-sets';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

/** A text field and Add; the field clears when the text was added, and says under it why when it was not. */
export function AddItemForm({ label, onAdd }: { label: string; onAdd: (text: string) => true | string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const added = onAdd(text);
        setError(added === true ? undefined : added);
        if (added === true) setText('');
      }}
    >
      <TextField
        label={label}
        className="min-w-0 flex-1"
        value={text}
        maxLength={SET_LIMITS.textChars}
        autoComplete="off"
        enterKeyHint="done"
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" className="shrink-0 px-4">
        <Plus aria-hidden size={20} /> Add
      </Button>
    </form>
  );
}
