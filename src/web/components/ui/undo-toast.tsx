import { useEffect, useRef, useState } from 'react';
import { CircleCheck, X } from 'lucide-react';

/**
 * A done thing with the way to take it back (an entry deleted, with Undo), as the toast area shows it. It stays
 * `durationMs`, and its time stands still while the athlete is on it (focus within, or the pointer over it): reading
 * it or reaching for Undo never races the clock. Undo and Close are real buttons of at least 44 x 44 px; the toast
 * area is a live region, so a screen reader hears it when it appears. Focus stays where it was when it appears.
 */
export function UndoToast({
  message,
  description,
  actionLabel,
  onAction,
  onClose,
  durationMs,
}: {
  message: string;
  description?: string;
  actionLabel: string;
  onAction: () => void;
  onClose: () => void;
  durationMs: number;
}) {
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const remaining = useRef(durationMs);
  const held = focused || hovered;

  useEffect(() => {
    if (held) return;
    const started = Date.now();
    // Restarted, never reset, when anything it depends on changes: the cleanup keeps what is left.
    const timer = setTimeout(onClose, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [held, onClose]);

  return (
    <div
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      className="flex w-full items-center gap-3 rounded-card border border-brand/30 bg-brand-soft p-3 pl-4 text-ink shadow-lg sm:w-[356px]"
    >
      <CircleCheck aria-hidden size={20} className="shrink-0 text-brand-strong" />
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="font-semibold">{message}</p>
        {description && <p className="text-sm break-words text-ink-soft">{description}</p>}
      </div>
      <button
        type="button"
        onClick={() => {
          onAction();
          onClose();
        }}
        className="min-h-11 min-w-11 shrink-0 rounded-xl bg-brand px-4 text-base font-semibold text-white hover:bg-brand-strong"
      >
        {actionLabel}
      </button>
      <button
        type="button"
        aria-label="Close toast"
        onClick={() => onClose()}
        className="flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-surface"
      >
        <X aria-hidden size={20} />
      </button>
    </div>
  );
}
