import type { Insights } from '../../../../domain/insights/contract';
import { Figure, InsightSection, Summary } from './insight-section';
import { WeeklyLoadChart } from './weekly-load-chart';
import { formatNumber } from '../../../../domain/number-format';

/** A dash for a figure that is undefined (monotony without variation): never infinity, never 0. */
const figure = (value: number | null, digits: number) => (value === null ? '—' : formatNumber(value, digits, digits));

/**
 * Training load: the weeks' load beside their 4-week average, and the last 7 days' monotony and strain. Neutral
 * colours and no acute:chronic ratio or risk words (shared/spec/INSIGHTS.md).
 */
export function LoadSection({ insights }: { insights: Insights }) {
  const { load, weeks } = insights;
  return (
    <InsightSection title="Training Load" summary={<Summary>{load.summary}</Summary>}>
      <WeeklyLoadChart label={`Weekly training load. ${load.summary}`} weeks={weeks} load={load} />
      <p className="text-sm text-ink-soft">
        Load is each session&apos;s effort (0 to 10) x its minutes, in AU (arbitrary units: effort x minutes).
      </p>
      <dl className="grid grid-cols-2 gap-4">
        <Figure
          name="Monotony"
          value={figure(load.monotony, 1)}
          meaning="How alike the last 7 days' loads were: higher when every day was much the same."
        />
        <Figure
          name="Strain"
          value={figure(load.strain, 0)}
          meaning="The last 7 days' load x monotony: higher when those days were heavy and alike."
        />
      </dl>
    </InsightSection>
  );
}
