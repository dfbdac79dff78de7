import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { MoreHorizontal } from 'lucide-react';
import { Link } from 'wouter';
import { freeBottom } from './covers-bottom';

/** One choice of an actions menu: a link (Edit) or a command (Delete). */
export type MenuAction = { label: string; icon?: ReactNode; tone?: 'danger' } & (
  { to: string; state?: unknown } | { onSelect: (button: HTMLButtonElement) => void }
);

const item =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-base font-medium outline-none hover:bg-canvas focus-visible:bg-canvas';

/**
 * A button that opens a short list of actions (the WAI-ARIA menu button pattern): Enter, Space or ArrowDown open it
 * and focus the first item, ArrowUp the last; arrows, Home and End move; Escape closes it and returns to the button;
 * Tab or a press outside close it. Choosing an item closes it and returns focus to the button before the item runs,
 * so an item that moves focus on (Delete) has the last word. It opens under its button, or above it when there is no
 * room under it (the last card, over the tab bar).
 */
export function ActionsMenu({ label, actions }: { label: string; actions: readonly MenuAction[] }) {
  const [open, setOpen] = useState(false);
  const [upward, setUpward] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // Which item takes focus once the menu is drawn: the first or the last.
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();
  const buttonId = useId();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  // Measured before the menu is painted: it never shows where it would be covered.
  useLayoutEffect(() => {
    const menu = menuRef.current;
    const button = buttonRef.current;
    if (!open || !menu || !button) return;
    const height = menu.getBoundingClientRect().height;
    const { top, bottom } = button.getBoundingClientRect();
    setUpward(bottom + height > freeBottom() && top - height >= 0);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const all = items();
    (focusOnOpen.current === 'first' ? all[0] : all[all.length - 1])?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function openAt(where: 'first' | 'last') {
    focusOnOpen.current = where;
    setOpen(true);
  }

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onButtonKey(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function onMenuKey(event: KeyboardEvent) {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') setOpen(false);
  }

  function choose(action: MenuAction) {
    close();
    if ('onSelect' in action && buttonRef.current) action.onSelect(buttonRef.current);
  }

  return (
    <div ref={rootRef} className="relative shrink-0">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-card-focus=""
        onClick={() => (open ? setOpen(false) : openAt('first'))}
        onKeyDown={onButtonKey}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink-soft hover:bg-canvas aria-expanded:bg-canvas"
      >
        <MoreHorizontal aria-hidden size={22} />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKey}
          className={`absolute right-0 z-20 ${upward ? 'bottom-full mb-1' : 'top-full mt-1'} flex min-w-40 flex-col rounded-xl border border-line bg-surface p-1 shadow-lg`}
        >
          {actions.map((action) => {
            const look = `${item} ${action.tone === 'danger' ? 'text-danger' : 'text-ink'}`;
            const content = (
              <>
                {action.icon}
                {action.label}
              </>
            );
            return 'to' in action ? (
              <Link
                key={action.label}
                role="menuitem"
                tabIndex={-1}
                to={action.to}
                state={action.state}
                onClick={() => setOpen(false)}
                className={look}
              >
                {content}
              </Link>
            ) : (
              <button
                key={action.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => choose(action)}
                className={look}
              >
                {content}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
