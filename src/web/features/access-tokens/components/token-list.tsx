import { useState } from 'react';
import { accessTokenScopeLabel, type AccessTokenSummary } from '../../../../domain/access-tokens';
import { displayDayWithYear, localDay } from '../../../../domain/dates';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { showToast } from '../../../components/ui/toast';
import { useRevokeAccessToken } from '../api';

const dayOf = (iso: string) => displayDayWithYear(localDay(new Date(iso)));

/** One token: its name, scope, when it was made and last used, and Revoke (confirmed). */
function TokenItem({ token }: { token: AccessTokenSummary }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeAccessToken();

  return (
    <li className="flex flex-col gap-2 rounded-card bg-surface p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-bold break-words text-ink">{token.name}</h3>
        <span className="shrink-0 rounded-full bg-canvas px-3 py-1 text-sm font-semibold text-ink-soft">
          {accessTokenScopeLabel(token.scope)}
        </span>
      </div>
      <p className="text-sm text-ink-soft">
        Created {dayOf(token.createdAt)} · {token.lastUsedAt ? `Last used ${dayOf(token.lastUsedAt)}` : 'Not used yet'}
      </p>
      <Button variant="secondary" className="self-start" onClick={() => setConfirming(true)}>
        Revoke<span className="sr-only"> {token.name}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Revoke this token?"
        description={`Whatever uses ${token.name} can no longer reach your journal. This cannot be undone.`}
        confirmLabel="Revoke Token"
        busy={revoke.isPending}
        onOpenChange={setConfirming}
        onConfirm={() =>
          revoke.mutate(token.id, {
            onSuccess: () => {
              setConfirming(false);
              showToast('success', `${token.name} no longer works.`);
            },
            onError: () => showToast('error', 'Could not reach the server. Try again when you are online.'),
          })
        }
      />
    </li>
  );
}

/** Every token of the athlete, newest first. */
export function TokenList({ tokens }: { tokens: readonly AccessTokenSummary[] }) {
  if (tokens.length === 0) return <p className="text-base text-ink-soft">You have no access tokens.</p>;
  return (
    <ul className="flex flex-col gap-3">
      {tokens.map((token) => (
        <TokenItem key={token.id} token={token} />
      ))}
    </ul>
  );
}
