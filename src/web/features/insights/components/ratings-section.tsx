import type { Insights } from '../../../../domain/insights/contract';
import { InsightSection, Summary } from './insight-section';
import { WeeklyLinesChart } from './weekly-lines-chart';

/** Ratings: each rated type's weekly average as a line, with the last 4 weeks beside the 4 before them. */
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
      <WeeklyLinesChart
        label={`Weekly average rating of each type. ${ratings.summaries.join('. ')}`}
        caption="Weekly average rating of each type"
        weeks={weeks}
        series={ratings.series}
        min={0}
        max={10}
        ticks={[0, 5, 10]}
        valueTitle="Average rating (1-10)"
      />
    </InsightSection>
  );
}
