import { RATING_LEGEND, type RatingBand } from '../../../../domain/rating';

/** The colour of each calendar band; dark text on every one keeps day numbers readable (WCAG AA). */
export const BAND_CLASS = {
  green: 'bg-green-500 text-ink',
  yellow: 'bg-yellow-300 text-ink',
  orange: 'bg-orange-400 text-ink',
  red: 'bg-red-500 text-ink',
  blue: 'bg-sky-400 text-ink',
  grey: 'bg-slate-200 text-ink',
} as const satisfies Record<RatingBand, string>;

const BAND_NAME = {
  green: 'Green',
  yellow: 'Yellow',
  orange: 'Orange',
  red: 'Red',
  blue: 'Blue',
  grey: 'Grey',
} as const satisfies Record<RatingBand, string>;

/** What each calendar colour means (specification section 9). */
export function CalendarLegend() {
  return (
    <section aria-labelledby="calendar-legend-title" className="rounded-card bg-surface p-4">
      <h2 id="calendar-legend-title" className="text-sm font-semibold text-ink-soft">
        Average rating
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm text-ink">
        {RATING_LEGEND.map(({ band, label }) => (
          <li key={band} className="flex items-center gap-2" data-band={band}>
            <span aria-hidden className={`h-4 w-4 shrink-0 rounded-full ${BAND_CLASS[band]}`} />
            <span className="sr-only">{`${BAND_NAME[band]}: `}</span>
            {label}
          </li>
        ))}
      </ul>
    </section>
  );
}
