import { useQueryClient } from '@tanstack/react-query';
import { TabBar } from '../../components/tab-bar';
import { Screen } from '../../components/ui/screen';
import { cachedEntries } from '../../entries/api/entry-cache';
import { SearchView } from '../../features/search/components/search-view';

/** /search?q=...: the athlete's whole journal searched; offline, the entries this device keeps. */
export function Component() {
  const queryClient = useQueryClient();
  return (
    <Screen title="Search" footer={<TabBar />}>
      <SearchView deviceEntries={() => cachedEntries(queryClient)} />
    </Screen>
  );
}
