import type { ReactNode } from 'react';
import { ratingClass } from './rating-colors';

const chip =
  'inline-flex shrink-0 items-center gap-1.5 rounded-full border border-line bg-canvas px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap text-ink';

/** A card's one figure, quiet: small, on the page's neutral tint, so the title leads. */
export function Chip({ children }: { children: ReactNode }) {
  return <span className={chip}>{children}</span>;
}

/**
 * A rating as cards show it: 'N/10' in a quiet chip, read as "Rating N/10", with a dot in its band's colour (the
 * calendar's scale) that ties it to the calendar without shouting.
 */
export function RatingPill({ rating }: { rating: number }) {
  return (
    <span className={chip}>
      <span aria-hidden data-band-dot="" className={`h-2.5 w-2.5 rounded-full ${ratingClass(rating)}`} />
      <span className="sr-only">Rating </span>
      {rating}/10
    </span>
  );
}
