import { useQuery } from '@tanstack/react-query';
import { insightPeriodNamed, type InsightPeriod } from '../../../domain/insights/contract';
import { periodPhrase } from '../../../domain/insights/weeks';
import { TabBar } from '../../components/tab-bar';
import { Screen } from '../../components/ui/screen';
import { InsightsBody, InsightsStatus } from '../../features/insights/components/insights-body';
import { PeriodPicker } from '../../features/insights/components/period-picker';
import { insightsQuery } from '../../features/insights/api';
import { useOfflineNotice } from '../../hooks/use-offline-view';
import { askEarlyFor, queryClient } from '../../lib/query-client';
import { paths } from '../../config/paths';
import { takeFirstAnswer } from '../../lib/first-answer';
import { useSearchParams } from '../../lib/navigation';
import { localDay } from '../../../domain/dates';

// Opened at /insights, the figures are the page's own when it came with them for this period and day (its shell shows
// their headline, docs/decisions/060); else they are asked for as soon as this code loads, beside the session check, a
// round trip before the screen's query can start (its answer waits for that query, decision 063).
if (window.location.pathname === paths.insights) {
  const period = insightPeriodNamed(new URLSearchParams(window.location.search).get('period'));
  const first = takeFirstAnswer()?.insights;
  if (first?.period === period && first.today === localDay(new Date())) {
    queryClient.setQueryData(insightsQuery(period).queryKey, first.insights);
  } else {
    askEarlyFor(insightsQuery(period));
  }
}

function usePeriod(): InsightPeriod {
  return insightPeriodNamed(useSearchParams()[0].get('period'));
}

/** /insights: what the journal gives back for the chosen period, in one request. */
export function Component() {
  const period = usePeriod();
  const query = useQuery(insightsQuery(period));
  const offline = query.fetchStatus === 'paused';
  useOfflineNotice(offline);

  return (
    <Screen title="Insights" footer={<TabBar />}>
      <PeriodPicker period={period} />
      <InsightsStatus
        hasData={query.data !== undefined}
        offline={offline}
        failed={query.isError}
        loadedAt={query.dataUpdatedAt}
        onRetry={() => void query.refetch()}
      />
      {query.data && <InsightsBody insights={query.data} periodText={periodPhrase(period)} />}
    </Screen>
  );
}
