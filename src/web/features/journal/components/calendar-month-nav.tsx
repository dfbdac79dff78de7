import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';

const arrow = 'flex h-12 w-12 items-center justify-center rounded-full text-ink hover:bg-canvas';

/** The month's title ("November 2026") between its previous and next month buttons. */
export function CalendarMonthNav({
  title,
  titleId,
  onPrevious,
  onNext,
}: {
  title: ReactNode;
  titleId: string;
  onPrevious?: () => void;
  onNext?: () => void;
}) {
  return (
    <div className="flex items-center justify-between">
      <button type="button" aria-label="Previous month" onClick={onPrevious} className={arrow}>
        <ChevronLeft aria-hidden size={26} />
      </button>
      {/* Polite live region: a screen reader hears the new month after each move. */}
      <h2 id={titleId} aria-live="polite" className="text-xl font-bold text-ink">
        {title}
      </h2>
      <button type="button" aria-label="Next month" onClick={onNext} className={arrow}>
        <ChevronRight aria-hidden size={26} />
      </button>
    </div>
  );
}
