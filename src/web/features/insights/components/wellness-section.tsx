import type { Insights } from '../../../../domain/insights/contract';
import { displayDay } from '../../../../domain/dates';
import { InsightSection, Summary } from './insight-section';
import { SmallMultiplesChart } from './small-multiples-chart';

/**
 * Wellness: the five items week by week (one small chart each, on the one 1-5 scale the check-in asks, so that a
 * low item is not hidden among four lines), the latest check-in item by item, and what is unusual for the athlete. */
export function WellnessSection({ insights }: { insights: Insights }) {
  const { wellness, weeks } = insights;
  const hasWeeks = wellness.series.some((line) => line.values.some((value) => value !== null));
  return (
    <InsightSection title="Wellness" summary={<Summary>{wellness.summary}</Summary>}>
      {hasWeeks && (
        <SmallMultiplesChart
          what="weekly average"
          scale="1 to 5, 5 is best"
          caption="Weekly average of each wellness item (1 to 5, 5 is best)"
          weeks={weeks}
          series={wellness.series}
          min={1}
          max={5}
          ticks={[1, 3, 5]}
        />
      )}
      {wellness.latest && (
        <div className="flex flex-col gap-1">
          <h3 className="text-base font-semibold text-ink">Latest Check-in, {displayDay(wellness.latest.day)}</h3>
          <ul className="flex flex-col gap-0.5 text-base text-ink">
            {wellness.latest.items.map((item) => (
              <li key={item.key}>
                {item.label}: {item.value} ({item.word})
              </li>
            ))}
            {wellness.latest.sleepHours !== null && <li>Hours slept: {wellness.latest.sleepHours}</li>}
          </ul>
        </div>
      )}
      {wellness.unusual.length > 0 && (
        <ul className="flex flex-col gap-1 rounded-xl border border-line bg-canvas p-3 text-base text-ink">
          {wellness.unusual.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {wellness.unusualNote && <p className="text-sm text-ink-soft">{wellness.unusualNote}</p>}
    </InsightSection>
  );
}
