import { useInfiniteQuery } from '@tanstack/react-query';
import { SearchLink } from '../../components/search-link';
import { TabBar } from '../../components/tab-bar';
import { Screen } from '../../components/ui/screen';
import { historyQuery } from '../../entries/api/entries';
import { DeleteAllOfType } from '../../features/journal/components/delete-all-of-type';
import { HistoryList } from '../../features/journal/components/history-list';
import { HistoryTypeFilter } from '../../features/journal/components/history-type-filter';
import { SeasonLine } from '../../features/journal/components/season-line';
import { useGameSeason } from '../../features/journal/hooks/use-game-season';
import { useLoadingUnlessOffline } from '../../hooks/use-offline-view';
import { problemGroups } from '../../../domain/availability';
import { entryTypeFromSlug, entryTypeSlug, type EntryType } from '../../../domain/entry-types';
import { paths } from '../../config/paths';
import { usePlace, useSearchParams } from '../../lib/navigation';

const TYPE_PATH = /^\/([a-z]+)-journal-entries\/?$/;

/** The type a `/{slug}-journal-entries` path is about; null on `/journal-entries` (every type). */
function typeOfPath(pathname: string): EntryType | null {
  const slug = TYPE_PATH.exec(pathname)?.[1];
  return slug ? entryTypeFromSlug(slug) : null;
}

/** On /journal-entries the type filter lives in the URL (`?type=game`), so reload and Back keep it. */
function useTypeFilter(): [EntryType | null, (type: EntryType | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = entryTypeFromSlug(searchParams.get('type') ?? '');
  return [filter, (type) => setSearchParams(type ? { type: entryTypeSlug(type) } : {}, { replace: true })];
}

/** A type's history's title: "Training Journal"; an injury's or illness's, by what it lists. */
const historyTitle = (type: EntryType) => (type === 'Health' ? 'Injuries and illnesses' : `${type} Journal`);

/**
 * /{type}-journal-entries and /journal-entries: the athlete's past entries, newest first; the Health history lists
 * each problem's entries under its name ("Hamstring (left)").
 */
export function Component() {
  const pathType = typeOfPath(usePlace().pathname);
  const [filter, setFilter] = useTypeFilter();
  const type = pathType ?? filter;
  const history = useInfiniteQuery(historyQuery(type));
  const loading = useLoadingUnlessOffline(history);
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];
  const total = history.data?.pages[0]?.total;
  const season = useGameSeason(type === 'Game', entries);

  return (
    // A type's history sits under All Entries, which is the History tab itself.
    <Screen
      title={pathType ? historyTitle(pathType) : 'All Entries'}
      backTo={pathType ? paths.allEntries : undefined}
      backLabel="Back to all entries"
      action={<SearchLink />}
      footer={<TabBar />}
    >
      {!pathType && <HistoryTypeFilter value={filter} onChange={setFilter} />}
      {season.line && entries.length > 0 && <SeasonLine line={season.line} />}
      <HistoryList
        entries={entries}
        groupsOf={pathType === 'Health' ? problemGroups : undefined}
        emptyText={
          type === 'Health'
            ? 'No injury or illness entries yet'
            : type
              ? `No ${type} journal entries yet`
              : 'No journal entries yet'
        }
        isPending={loading}
        isError={history.isError}
        hasNextPage={history.hasNextPage}
        isFetchingNextPage={history.isFetchingNextPage}
        onLoadMore={() => void history.fetchNextPage()}
        onRetry={() => void history.refetch()}
        lastMeeting={season.lastMeeting}
      />
      {pathType && entries.length > 0 && <DeleteAllOfType type={pathType} total={total} />}
    </Screen>
  );
}
