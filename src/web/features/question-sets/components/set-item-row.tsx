import { Trash2 } from 'lucide-react';
import type { SetItem } from './use-set-editor';

/** One question or prompt: a switch labelled with its text, and delete when it may be deleted. */
export function SetItemRow({
  item,
  noun,
  deletable,
  onToggle,
  onDelete,
}: {
  item: SetItem;
  noun: string;
  deletable: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex min-h-16 shrink-0 items-center gap-2 rounded-card border border-line bg-surface py-2 pr-2 pl-4 shadow-sm">
      <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3 py-1">
        <span className="relative inline-flex shrink-0">
          <input
            type="checkbox"
            role="switch"
            checked={item.enabled}
            onChange={onToggle}
            className="peer h-7 w-12 cursor-pointer appearance-none rounded-full bg-muted transition-colors checked:bg-brand"
          />
          <span
            aria-hidden
            className="pointer-events-none absolute top-1 left-1 h-5 w-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
          />
        </span>
        <span className={`text-base break-words ${item.enabled ? 'text-ink' : 'text-muted'}`}>{item.text}</span>
      </label>
      {deletable && (
        <button
          type="button"
          aria-label={`Delete ${noun.toLowerCase()}: ${item.text}`}
          onClick={onDelete}
          className="shrink-0 rounded-full p-2.5 text-danger hover:bg-danger-soft"
        >
          <Trash2 aria-hidden size={22} />
        </button>
      )}
    </li>
  );
}
