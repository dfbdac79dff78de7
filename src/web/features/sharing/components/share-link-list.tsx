import { useState } from 'react';
import { displayDayWithYear, localDay } from '../../../../domain/dates';
import { describeShareScope, shareStatus, type ShareLinkSummary } from '../../../../domain/share-links';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { showToast } from '../../../components/ui/toast';
import { useDeleteShareLink, useRevokeShareLink } from '../api';

const STATUS_TEXT = { active: 'Active', revoked: 'Revoked', expired: 'Expired' } as const;
const dayOf = (iso: string) => displayDayWithYear(localDay(new Date(iso)));
const views = (count: number) => `${count} ${count === 1 ? 'view' : 'views'}`;

/** One link: its name, status, scope and dates, how often it was opened; Revoke while active, else Delete. */
function ShareLinkItem({ link }: { link: ShareLinkSummary }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeShareLink();
  const remove = useDeleteShareLink();
  const status = shareStatus(link, new Date());
  const failed = () => showToast('error', 'Could not reach the server. Try again when you are online.');

  return (
    <li className="flex flex-col gap-2 rounded-card bg-surface p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-bold break-words text-ink">{link.name}</h3>
        <span
          className={`shrink-0 rounded-full px-3 py-1 text-sm font-semibold ${status === 'active' ? 'bg-brand-soft text-brand-strong' : 'bg-canvas text-ink-soft'}`}
        >
          {STATUS_TEXT[status]}
        </span>
      </div>
      <p className="text-sm text-ink">{describeShareScope(link)}</p>
      <p className="text-sm text-ink-soft">
        Shown as {link.displayName} · Created {dayOf(link.createdAt)} ·{' '}
        {status === 'revoked'
          ? `Revoked ${dayOf(link.revokedAt!)}`
          : `${status === 'expired' ? 'Expired' : 'Expires'} ${dayOf(link.expiresAt)}`}
      </p>
      <p className="text-sm text-ink-soft">
        {link.lastViewedAt ? `Last viewed ${dayOf(link.lastViewedAt)} · ${views(link.viewCount)}` : 'Not viewed yet'}
      </p>
      {status === 'active' ? (
        <Button variant="secondary" className="self-start" onClick={() => setConfirming(true)}>
          Revoke<span className="sr-only"> {link.name}</span>
        </Button>
      ) : (
        <Button
          variant="secondary"
          className="self-start"
          disabled={remove.isPending}
          onClick={() => remove.mutate(link.id, { onError: failed })}
        >
          Delete<span className="sr-only"> {link.name}</span>
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title="Revoke this link?"
        description={`Whoever has the link for ${link.name} can no longer open it. This cannot be undone.`}
        confirmLabel="Revoke Link"
        busy={revoke.isPending}
        onOpenChange={setConfirming}
        onConfirm={() =>
          revoke.mutate(link.id, {
            onSuccess: () => {
              setConfirming(false);
              showToast('success', `The link for ${link.name} no longer opens.`);
            },
            onError: failed,
          })
        }
      />
    </li>
  );
}

/** Every link the athlete made, newest first; revoked and expired ones stay, marked, until deleted. */
export function ShareLinkList({ links }: { links: readonly ShareLinkSummary[] }) {
  if (links.length === 0) return <p className="text-base text-ink-soft">You have not shared your journal yet.</p>;
  return (
    <ul className="flex flex-col gap-3">
      {links.map((link) => (
        <ShareLinkItem key={link.id} link={link} />
      ))}
    </ul>
  );
}
