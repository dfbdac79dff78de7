import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MAX_ACCESS_TOKENS } from '../../../domain/access-tokens';
import { TabBar } from '../../components/tab-bar';
import { Screen } from '../../components/ui/screen';
import { ShownOncePanel } from '../../components/ui/shown-once-panel';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { accessTokensQuery } from '../../features/access-tokens/api';
import { CreateTokenForm } from '../../features/access-tokens/components/create-token-form';
import { TokenList } from '../../features/access-tokens/components/token-list';
import { useLoadingUnlessOffline } from '../../hooks/use-offline-view';

/** /profile/access-tokens: tokens that let a script, a watch or a bot reach the journal, and their revocation. */
export function Component() {
  const tokens = useQuery(accessTokensQuery);
  const loading = useLoadingUnlessOffline(tokens);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);

  return (
    <Screen title="Access Tokens" backTo={paths.profile} backLabel="Back to profile" footer={<TabBar />}>
      <p className="text-base text-ink">
        A token lets an app or script you trust read your journal, or add to it, without your password. It works until
        you revoke it; changing your password does not end it. At most {MAX_ACCESS_TOKENS} tokens. Tools learn the API
        from its{' '}
        <a className="font-semibold text-brand-strong underline" href={paths.apiDocument}>
          OpenAPI description
        </a>
        .
      </p>
      {created ? (
        <ShownOncePanel
          heading={`Token for ${created.name}`}
          note="Copy it now: this is the only time it is shown. Keep it like a password."
          kind="Token"
          value={created.secret}
          onDone={() => setCreated(null)}
        />
      ) : (
        <section aria-labelledby="new-token-form" className="flex flex-col gap-4 rounded-card bg-surface p-4 shadow-sm">
          <h2 id="new-token-form" className="text-lg font-bold text-ink">
            New Token
          </h2>
          <CreateTokenForm onCreated={setCreated} />
        </section>
      )}
      <section aria-labelledby="your-tokens" className="flex flex-col gap-3">
        <h2 id="your-tokens" className="text-lg font-bold text-ink">
          Your Tokens
        </h2>
        {loading ? (
          <Skeleton label="Loading your tokens..." shape="cards" count={2} />
        ) : tokens.data ? (
          <TokenList tokens={tokens.data} />
        ) : (
          <p className="text-base text-ink-soft">
            {tokens.isError ? 'Could not load your tokens.' : 'Your tokens show here once you are online.'}
          </p>
        )}
      </section>
    </Screen>
  );
}
