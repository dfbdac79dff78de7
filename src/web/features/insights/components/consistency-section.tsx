import type { Insights } from '../../../../domain/insights/contract';
import { InsightSection } from './insight-section';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** Consistency: days journaled this month, the current run and the longest. No streak alarms, no shaming. */
export function ConsistencySection({ insights }: { insights: Insights }) {
  const { daysThisMonth, currentRun, longestRun } = insights.consistency;
  return (
    <InsightSection title="Consistency">
      <ul className="flex flex-col gap-1 text-base text-ink">
        <li>Days journaled this month: {daysThisMonth}</li>
        <li>Current run: {days(currentRun)}</li>
        <li>Longest run: {days(longestRun)}</li>
      </ul>
    </InsightSection>
  );
}
