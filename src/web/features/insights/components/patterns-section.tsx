import type { Insights } from '../../../../domain/insights/contract';
import { InsightSection, Summary } from './insight-section';

/**
 * Patterns: two groups of days compared, each shown only once both hold enough days; until then, how many there
 * are. Associations, never causes (the sentences are the domain's).
 */
export function PatternsSection({ insights }: { insights: Insights }) {
  return (
    <InsightSection
      title="Patterns"
      summary={
        <Summary>
          Ratings on two kinds of days side by side, once each kind has 10 days. They show what went together, not why.
        </Summary>
      }
    >
      <ul className="flex flex-col gap-3">
        {insights.patterns.map((pattern) => (
          <li key={pattern.id} className="flex flex-col gap-0.5">
            <h3 className="text-base font-semibold text-ink">{pattern.title}</h3>
            <p className="text-base text-ink">{pattern.text}</p>
          </li>
        ))}
      </ul>
    </InsightSection>
  );
}
