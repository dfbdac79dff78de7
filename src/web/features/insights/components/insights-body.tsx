import { useDeferredValue, type ReactNode } from 'react';
import type { Insights } from '../../../../domain/insights/contract';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { asOf } from '../as-of';
import { AvailabilitySection } from './availability-section';
import { ConsistencySection } from './consistency-section';
import { GamePlanSection } from './game-plan-section';
import { LoadSection } from './load-section';
import { PatternsSection } from './patterns-section';
import { RatingsSection } from './ratings-section';
import { WellnessSection } from './wellness-section';

/**
 * What the screen says about where its figures come from: loading (in the room the figures will take, so nothing
 * moves when they arrive), the time of the device's copy when the server cannot be reached, or why nothing shows.
 */
export function InsightsStatus({
  hasData,
  offline,
  failed,
  loadedAt,
  onRetry,
}: {
  hasData: boolean;
  offline: boolean;
  failed: boolean;
  loadedAt: number;
  onRetry: () => void;
}) {
  if (hasData) {
    return offline || failed ? (
      <p role="status" className="text-sm font-semibold text-ink-soft">
        {asOf(loadedAt, new Date())}
        {offline ? ' (offline)' : ' (could not refresh)'}
      </p>
    ) : null;
  }
  if (offline) {
    return (
      <p role="status" className="rounded-card bg-surface p-4 text-base text-ink">
        You are offline, and these insights have not been loaded on this device yet. They appear once you are back
        online.
      </p>
    );
  }
  if (failed) {
    return <LoadFailed what="your insights" onRetry={onRetry} />;
  }
  return (
    <p role="status" aria-busy="true" className="min-h-[70dvh] rounded-card bg-surface p-4 text-base text-ink-soft">
      Loading insights...
    </p>
  );
}

/**
 * What changed, first on the screen (and in its shell, app/shells.tsx). Neutral, like the load chart: the headline
 * reports a change, it does not grade it.
 */
export function InsightsHeadline({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-card border-l-4 border-ink-soft bg-surface px-4 py-3 text-lg font-semibold text-ink shadow-sm">
      {children}
    </p>
  );
}

/**
 * The headline (what changed), then every section in the order; or, before the first entry, what will appear
 * here.
 *
 * The headline is the page's largest paint: it commits with the data. The sections under it are drawn a moment later,
 * in a render React slices and yields between (`useDeferredValue`), so the data's arrival is not one long task of
 * drawing every chart (issue 36: the query's answer renders synchronously). A later answer (another period) keeps the
 * body shown, headline and sections together, until the new one is drawn.
 */
export function InsightsBody({ insights, periodText }: { insights: Insights; periodText: string }) {
  const drawn = useDeferredValue(insights, null);
  const drawnPeriodText = useDeferredValue(periodText);
  const shown = drawn ?? insights;
  if (!shown.hasEntries) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-card bg-surface p-4">
        <p className="text-base text-ink">
          As you journal, this is where your training load, ratings, wellness, game plan and patterns appear.
        </p>
        <ButtonLink to={paths.newActivity}>New Activity</ButtonLink>
      </div>
    );
  }
  return (
    <>
      <InsightsHeadline>{shown.headline}</InsightsHeadline>
      {drawn && <InsightsSections insights={drawn} periodText={drawnPeriodText} />}
    </>
  );
}

/** Every section under the headline, in the order. */
function InsightsSections({ insights, periodText }: { insights: Insights; periodText: string }) {
  return (
    <>
      <LoadSection insights={insights} />
      <RatingsSection insights={insights} periodText={periodText} />
      <WellnessSection insights={insights} />
      <GamePlanSection insights={insights} />
      <ConsistencySection insights={insights} />
      <AvailabilitySection insights={insights} />
      <PatternsSection insights={insights} />
    </>
  );
}
