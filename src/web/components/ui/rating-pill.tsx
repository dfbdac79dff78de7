import { ratingClass } from './rating-colors';

/** A rating as cards show it: 'N/10' on its band's colour (the calendar's scale), read as "Rating N/10". */
export function RatingPill({ rating, large = false }: { rating: number; large?: boolean }) {
  const size = large ? 'px-4 py-1.5 text-2xl' : 'px-3 py-1 text-sm';
  return (
    <span className={`inline-block shrink-0 rounded-full font-bold ${size} ${ratingClass(rating)}`}>
      <span className="sr-only">Rating </span>
      {rating}/10
    </span>
  );
}
