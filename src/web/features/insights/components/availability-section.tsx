import type { Insights } from '../../../../domain/insights/contract';
import { InsightSection } from './insight-section';

/** Days available over the period, from the injury and illness entries: a count of days, never a risk. */
export function AvailabilitySection({ insights }: { insights: Insights }) {
  return (
    <InsightSection title="Days available">
      <p className="text-base text-ink">{insights.availability.summary}</p>
    </InsightSection>
  );
}
