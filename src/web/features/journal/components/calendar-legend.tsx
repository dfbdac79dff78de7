import { RATING_LEGEND, type RatingBand } from '../../../../domain/rating';
import { BAND_CLASS } from '../../../components/ui/rating-colors';

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
