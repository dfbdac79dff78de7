import { Link } from 'wouter';
import { INSIGHT_PERIOD_DETAILS, INSIGHT_PERIODS, type InsightPeriod } from '../../../../domain/insights/contract';
import { paths } from '../../../config/paths';

/**
 * The periods Insights covers, as links (`?period=4w`), so that a reload, Back and a shared link keep the choice.
 * `linkTo` gives a period's address where the insights are not the athlete's own (a team's athlete, seen by staff).
 */
export function PeriodPicker({
  period,
  linkTo = paths.insightsFor,
}: {
  period: InsightPeriod;
  linkTo?: (period: InsightPeriod) => string;
}) {
  return (
    <nav aria-label="Period">
      <ul className="flex rounded-xl border border-line bg-surface p-1">
        {INSIGHT_PERIODS.map((choice) => (
          <li key={choice} className="flex flex-1">
            <Link
              to={linkTo(choice)}
              aria-current={choice === period ? 'true' : undefined}
              className="flex min-h-11 flex-1 items-center justify-center rounded-lg text-base font-semibold text-ink-soft hover:bg-canvas aria-[current=true]:bg-brand-soft aria-[current=true]:text-brand-strong"
            >
              {INSIGHT_PERIOD_DETAILS[choice].label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
