import { bandOfRating, type RatingBand } from '../../../domain/rating';

/**
 * The one rating colour scale: each band's colour, with dark text that stays readable on every one (at least 4.7:1,
 * WCAG AA). The calendar's days, its legend, the rating picker and every rating pill use it.
 */
export const BAND_CLASS = {
  green: 'bg-green-500 text-ink',
  yellow: 'bg-yellow-300 text-ink',
  orange: 'bg-orange-400 text-ink',
  red: 'bg-red-500 text-ink',
  blue: 'bg-sky-400 text-ink',
  grey: 'bg-slate-200 text-ink',
} as const satisfies Record<RatingBand, string>;

/** The colour classes of one rating (1-10). */
export function ratingClass(rating: number): string {
  return BAND_CLASS[bandOfRating(rating)];
}
