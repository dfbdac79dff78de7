import type { ReactNode } from 'react';

const FOCUS_RING = 'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand';

/** A rating's tile: its band's colour, ringed once chosen. */
export const RATING_TILE = `rounded-xl shadow-sm transition peer-checked:scale-105 peer-checked:ring-4 peer-checked:ring-ink peer-checked:ring-offset-2 ${FOCUS_RING}`;

/** A worded choice's tile: outlined, filled with the brand's soft colour once chosen. */
export const CHOICE_TILE = `rounded-xl border border-line peer-checked:border-brand peer-checked:bg-brand-soft ${FOCUS_RING}`;

/**
 * One choice of a radio group drawn as a tile (the ratings, the effort scale, the check-in's words, the game plan):
 * the real radio lies invisible over the whole tile, so a tap anywhere on it chooses it and the keyboard moves
 * through the group as through any radio group. `label`: the name a screen reader hears when the tile's own text
 * is not it (the tile is then hidden from it).
 */
export function RadioTile({
  name,
  value,
  checked,
  onChoose,
  label,
  autoFocus,
  className,
  children,
}: {
  name: string;
  value: string | number;
  checked: boolean;
  onChoose: () => void;
  label?: string;
  autoFocus?: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <label className="relative">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChoose}
        aria-label={label}
        autoFocus={autoFocus}
        className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
      />
      <span aria-hidden={label === undefined ? undefined : true} className={className}>
        {children}
      </span>
    </label>
  );
}
