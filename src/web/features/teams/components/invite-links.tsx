import { useEffect, useRef, useState } from 'react';
import { displayDayWithYear, localDay } from '../../../../domain/dates';
import { TEAM_INVITE_DAYS, type TeamRole } from '../../../../domain/teams/teams';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CopyLinkField } from '../../../components/ui/copy-link-field';
import { OUTCOME_TOAST_MS, showToast } from '../../../components/ui/toast';
import { failureMessage } from '../../../lib/api';
import { useMakeInvite, useRevokeInvite } from '../api/teams';

const NEEDS_CONNECTION = 'Could not reach the server. This needs a connection.';
const dayOf = (iso: string) => displayDayWithYear(localDay(new Date(iso)));

const WORDS = {
  athlete: {
    heading: 'Invite Athletes',
    about: `Anyone with this link can join as an athlete for ${TEAM_INVITE_DAYS} days. They choose what you see.`,
  },
  staff: {
    heading: 'Invite Staff',
    about: `Anyone with this link can join as staff for ${TEAM_INVITE_DAYS} days and see the squad.`,
  },
} as const satisfies Record<TeamRole, { heading: string; about: string }>;

/** The link just made, shown this once with Copy: the server keeps only its hash and cannot show it again. */
function NewInvite({ url, expiresAt, onDone }: { url: string; expiresAt: string; onDone: () => void }) {
  const headingRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col gap-3 rounded-card border border-brand bg-brand-soft p-4">
      <p ref={headingRef} tabIndex={-1} className="text-base font-semibold text-ink outline-none">
        Copy it now: this is the only time it is shown. It stops working on {dayOf(expiresAt)}.
      </p>
      <CopyLinkField label="Invite link" value={url} onDone={onDone} />
    </div>
  );
}

/**
 * One role's invite link: Make Link (shown once with Copy), its expiry while one is active, Revoke, and Make a New
 * One (which revokes the old).
 */
export function InviteLink({
  teamId,
  role,
  activeUntil,
}: {
  teamId: string;
  role: TeamRole;
  /** When the active link of this role stops working, or null without one. */
  activeUntil: string | null;
}) {
  const [made, setMade] = useState<{ url: string; expiresAt: string } | null>(null);
  const [revoking, setRevoking] = useState(false);
  const make = useMakeInvite(teamId);
  const revoke = useRevokeInvite(teamId);
  const words = WORDS[role];
  const headingId = `invite-${role}`;
  const failed = (error: unknown) =>
    showToast('error', failureMessage(error, 'Could not change the link.', NEEDS_CONNECTION));
  const makeLink = () => make.mutate(role, { onSuccess: setMade, onError: failed });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-sm">
      <h3 id={headingId} className="text-lg font-bold text-ink">
        {words.heading}
      </h3>
      <p className="text-sm text-ink-soft">{words.about}</p>
      {made ? (
        <NewInvite url={made.url} expiresAt={made.expiresAt} onDone={() => setMade(null)} />
      ) : activeUntil ? (
        <>
          <p className="text-base text-ink">A link is active until {dayOf(activeUntil)}.</p>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" disabled={make.isPending} onClick={makeLink}>
              {make.isPending ? 'Making...' : 'Make a New One'}
            </Button>
            <Button variant="secondary" onClick={() => setRevoking(true)}>
              Revoke<span className="sr-only"> the {role} invite link</span>
            </Button>
          </div>
        </>
      ) : (
        <Button className="self-start" disabled={make.isPending} onClick={makeLink}>
          {make.isPending ? 'Making...' : 'Make Link'}
        </Button>
      )}
      <ConfirmDialog
        open={revoking}
        title="Revoke this link?"
        description="Whoever has it can no longer join with it. Members already in the team stay."
        confirmLabel="Revoke Link"
        busy={revoke.isPending}
        onOpenChange={setRevoking}
        onConfirm={() =>
          revoke.mutate(role, {
            onSuccess: () => {
              setRevoking(false);
              showToast('success', 'The link no longer opens.', { duration: OUTCOME_TOAST_MS });
            },
            onError: failed,
          })
        }
      />
    </section>
  );
}
