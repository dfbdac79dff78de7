import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormFooter } from '../../../components/ui/form-footer';
import { TextField } from '../../../components/ui/text-field';
import { OUTCOME_TOAST_MS, showToast } from '../../../components/ui/toast';
import { useForm } from '../../../components/ui/use-form';
import { paths } from '../../../config/paths';
import { failureMessage } from '../../../lib/api';
import { useDeleteTeam, useRemoveMember, useRenameTeam } from '../api/teams';
import type { TeamDetail } from '../api/types';
import { DisplayNameSetting, LeaveTeam } from './athlete-membership';
import { teamNameProblem } from './create-team-form';
import { InviteLink } from './invite-links';

const NEEDS_CONNECTION = 'Could not reach the server. This needs a connection.';

/** Removes a member of the team, asked first (an athlete by staff, a staff member by the owner). */
export function RemoveMember({
  teamId,
  memberId,
  name,
  role,
  onRemoved,
}: {
  teamId: string;
  memberId: string;
  name: string;
  role: 'athlete' | 'staff';
  onRemoved?: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveMember(teamId);
  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Remove<span className="sr-only"> {name}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Remove ${name}?`}
        description={
          role === 'athlete'
            ? `Staff stop seeing ${name}'s journal at once. ${name} can join again with a new invite link.`
            : `${name} stops seeing the squad at once.`
        }
        confirmLabel="Remove"
        busy={remove.isPending}
        onOpenChange={setConfirming}
        onConfirm={() =>
          remove.mutate(memberId, {
            onSuccess: () => {
              setConfirming(false);
              showToast('success', `${name} is no longer in the team`, { duration: OUTCOME_TOAST_MS });
              onRemoved?.();
            },
            onError: (error) => showToast('error', failureMessage(error, 'Could not remove them.', NEEDS_CONNECTION)),
          })
        }
      />
    </>
  );
}

function RenameTeam({ teamId, name }: { teamId: string; name: string }) {
  const rename = useRenameTeam(teamId);
  const { formProps, errors, busy, field } = useForm<'name'>({
    check: (form) => {
      const problem = teamNameProblem(String(form.get('name') ?? '').trim());
      return problem ? { name: problem } : null;
    },
    send: async (form) => {
      await rename.mutateAsync(String(form.get('name') ?? '').trim());
      showToast('success', 'Team renamed', { duration: OUTCOME_TOAST_MS });
    },
    failed: (error) => ({ form: failureMessage(error, 'Could not rename the team.', NEEDS_CONNECTION) }),
  });
  return (
    <form {...formProps} noValidate className="flex flex-col gap-3">
      <TextField label="Team name" defaultValue={name} autoComplete="off" {...field('name')} />
      <FormFooter
        error={errors.form}
        busy={busy}
        label="Rename"
        busyLabel="Renaming..."
        variant="secondary"
        className="self-start"
      />
    </form>
  );
}

function DeleteTeam({ teamId, name }: { teamId: string; name: string }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteTeam(teamId);
  const [, navigate] = useLocation();
  return (
    <>
      <Button variant="danger" className="self-start" onClick={() => setConfirming(true)}>
        Delete Team
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${name}?`}
        description="Every member leaves it and its invite links stop working. The athletes' journals stay theirs. This cannot be undone."
        confirmLabel="Delete Team"
        busy={remove.isPending}
        onOpenChange={setConfirming}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              showToast('success', `${name} is deleted`, { duration: OUTCOME_TOAST_MS });
              void navigate(paths.teams, { replace: true });
            },
            onError: (error) =>
              showToast('error', failureMessage(error, 'Could not delete the team.', NEEDS_CONNECTION)),
          })
        }
      />
    </>
  );
}

/**
 * The team's admin, below the squad: the invite links (the staff one for the owner), the staff, and for the owner
 * Rename and Delete; other staff may leave.
 */
export function TeamAdmin({ detail }: { detail: TeamDetail }) {
  const { team, me, staff, invites } = detail;
  const activeUntil = (role: 'athlete' | 'staff') => invites.find((invite) => invite.role === role)?.expiresAt ?? null;
  return (
    <section aria-labelledby="team-admin" className="flex flex-col gap-4">
      <h2 id="team-admin" className="text-lg font-bold text-ink">
        Team
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <InviteLink teamId={team.id} role="athlete" activeUntil={activeUntil('athlete')} />
        {me.isOwner && <InviteLink teamId={team.id} role="staff" activeUntil={activeUntil('staff')} />}
      </div>
      <section aria-labelledby="team-staff" className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-sm">
        <h3 id="team-staff" className="text-lg font-bold text-ink">
          Staff
        </h3>
        <ul className="flex flex-col">
          {staff.map((member) => (
            <li
              key={member.memberId}
              className="flex min-h-12 items-center justify-between gap-3 border-b border-line py-2 last:border-b-0"
            >
              <span className="text-base break-words text-ink">
                {member.name}
                {member.isOwner && <span className="text-ink-soft"> (owner)</span>}
                {member.memberId === me.memberId && <span className="text-ink-soft"> (you)</span>}
              </span>
              {me.isOwner && !member.isOwner && (
                <RemoveMember teamId={team.id} memberId={member.memberId} name={member.name} role="staff" />
              )}
            </li>
          ))}
        </ul>
        <DisplayNameSetting teamId={team.id} displayName={me.displayName} label="Your name in this team" />
      </section>
      {me.isOwner ? (
        <section aria-labelledby="team-settings" className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-sm">
          <h3 id="team-settings" className="text-lg font-bold text-ink">
            Name and Deletion
          </h3>
          <RenameTeam teamId={team.id} name={team.name} />
          <hr className="border-line" />
          <p className="text-sm text-ink-soft">Deleting the team ends every membership and its links.</p>
          <DeleteTeam teamId={team.id} name={team.name} />
        </section>
      ) : (
        <div className="flex">
          <LeaveTeam teamId={team.id} teamName={team.name} />
        </div>
      )}
    </section>
  );
}
