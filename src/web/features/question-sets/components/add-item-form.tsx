import { useState } from 'react';
import { Plus } from 'lucide-react';
import { SET_LIMITS } from '../../../../domain/question-sets';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

/** A text field and Add; the field clears only when the text was added. */
export function AddItemForm({ label, onAdd }: { label: string; onAdd: (text: string) => boolean }) {
  const [text, setText] = useState('');
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (onAdd(text)) setText('');
      }}
    >
      <TextField
        label={label}
        className="min-w-0 flex-1"
        value={text}
        maxLength={SET_LIMITS.textChars}
        autoComplete="off"
        enterKeyHint="done"
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" className="shrink-0 px-4">
        <Plus aria-hidden size={20} /> Add
      </Button>
    </form>
  );
}
