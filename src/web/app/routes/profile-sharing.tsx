import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TabBar } from '../../components/tab-bar';
import { Screen } from '../../components/ui/screen';
import { ShownOncePanel } from '../../components/ui/shown-once-panel';
import { shareLinksQuery, shareUrl } from '../../features/sharing/api';
import { CreateShareForm } from '../../features/sharing/components/create-share-form';
import { ShareLinkList } from '../../features/sharing/components/share-link-list';
import { useLoadingUnlessOffline } from '../../hooks/use-offline-view';
import { paths } from '../../config/paths';
import { Skeleton } from '../../components/ui/skeleton';

/** /profile/sharing: share part of the journal with a coach or care provider, and manage the links made. */
export function Component() {
  const links = useQuery(shareLinksQuery);
  const loading = useLoadingUnlessOffline(links);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);

  return (
    <Screen title="Share Your Journal" backTo={paths.profile} backLabel="Back to profile" footer={<TabBar />}>
      <p className="text-base text-ink">
        A link shows the days and kinds of entries you choose to anyone who has it, without an account, until it expires
        or you revoke it. Changing your password does not revoke links: they are separate from your sign-in.
      </p>
      {created ? (
        <ShownOncePanel
          heading={`Link for ${created.name}`}
          note="Copy it now: this is the only time it is shown."
          kind="Link"
          value={shareUrl(created.token)}
          onDone={() => setCreated(null)}
        />
      ) : (
        <section aria-labelledby="new-share" className="flex flex-col gap-4 rounded-card bg-surface p-4 shadow-sm">
          <h2 id="new-share" className="text-lg font-bold text-ink">
            New Link
          </h2>
          <CreateShareForm
            // Made afresh once the links arrive, so the name last shown is filled in.
            key={links.data?.[0]?.displayName ?? ''}
            lastDisplayName={links.data?.[0]?.displayName ?? ''}
            onCreated={setCreated}
          />
        </section>
      )}
      <section aria-labelledby="your-links" className="flex flex-col gap-3">
        <h2 id="your-links" className="text-lg font-bold text-ink">
          Your Links
        </h2>
        {loading ? (
          <Skeleton label="Loading your links..." shape="cards" count={2} />
        ) : links.data ? (
          <ShareLinkList links={links.data} />
        ) : (
          <p className="text-base text-ink-soft">
            {links.isError ? 'Could not load your links.' : 'Your links show here once you are online.'}
          </p>
        )}
      </section>
    </Screen>
  );
}
