import { useId, type Ref } from 'react';
import { AddItemForm } from './add-item-form';
import { SetItemRow } from './set-item-row';
import type { SetItem } from './use-set-editor';

/** A list of questions or prompts with its add field; a region named by its heading when it has one. */
export function ItemSection<T extends SetItem>({
  heading,
  noun,
  items,
  addLabel,
  isDeletable,
  onToggle,
  onDelete,
  onAdd,
  listClassName = '',
  listRef,
}: {
  heading?: string;
  noun: string;
  items: readonly T[];
  addLabel: string;
  isDeletable: (item: T) => boolean;
  onToggle: (id: string) => void;
  onDelete: (id: string) => void;
  onAdd: (text: string) => true | string;
  listClassName?: string;
  listRef?: Ref<HTMLUListElement>;
}) {
  const headingId = useId();
  const plural = `${noun.toLowerCase()}s`;
  return (
    <section aria-labelledby={heading ? headingId : undefined} className="flex flex-col gap-3">
      {heading && (
        <h2 id={headingId} className="text-lg font-extrabold tracking-widest text-ink">
          {heading}
        </h2>
      )}
      {items.length === 0 ? (
        <p className="text-ink-soft">No {plural} yet.</p>
      ) : (
        <ul
          ref={listRef}
          aria-label={heading ? `${heading} ${plural}` : plural}
          className={`flex flex-col gap-2 ${listClassName}`}
        >
          {items.map((item) => (
            <SetItemRow
              key={item.id}
              item={item}
              noun={noun}
              deletable={isDeletable(item)}
              onToggle={() => onToggle(item.id)}
              onDelete={() => onDelete(item.id)}
            />
          ))}
        </ul>
      )}
      <AddItemForm label={addLabel} onAdd={onAdd} />
    </section>
  );
}
