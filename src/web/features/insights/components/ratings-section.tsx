import type { Insights } from '../../../../domain/insights/contract';
import { InsightSection, Summary } from './insight-section';
import { SmallMultiplesChart } from './small-multiples-chart';

/**
 * Ratings: each rated type's weekly average as its own small chart on the whole 1-10 scale (types are rated on
 * different days and often cross, so one chart of up to five lines hid them), with the last 4 weeks beside the 4
 * before them.
 */
export function RatingsSection({ insights, periodText }: { insights: Insights; periodText: string }) {
  const { ratings, weeks } = insights;
  if (ratings.series.length === 0) {
    return <InsightSection title="Ratings" summary={<Summary>No rated entries in {periodText} yet.</Summary>} />;
  }
  return (
    <InsightSection
      title="Ratings"
      summary={
        <ul className="flex flex-col gap-1 text-base text-ink">
          {ratings.summaries.map((summary) => (
            <li key={summary}>{summary}</li>
          ))}
        </ul>
      }
    >
      <SmallMultiplesChart
        what="weekly average rating"
        scale="1 to 10"
        caption="Weekly average rating of each type"
        weeks={weeks}
        series={ratings.series}
        min={1}
        max={10}
        ticks={[1, 5, 10]}
      />
    </InsightSection>
  );
}
