import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

// The calendar screen's frame, which its shell draws too (app/shells.tsx), so that nothing moves when the screen takes
// over.

/** Today's date and the button back to its month. */
export function TodayRow({ line, onJumpToToday }: { line: ReactNode; onJumpToToday?: () => void }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <p className="text-base font-semibold text-ink-soft">{line}</p>
      <Button variant="secondary" className="min-h-11 shrink-0 px-4 text-sm whitespace-nowrap" onClick={onJumpToToday}>
        Jump to Today
      </Button>
    </div>
  );
}

/** The card holding the month: its title and buttons, the grid and how the month's colours are loading. */
export function MonthCard({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2 rounded-card bg-surface px-2 py-3 shadow-sm">
      {children}
    </section>
  );
}
