import { useState } from 'react';
import { useLocation } from 'wouter';
import { MEMBER_NAME_MAX, TEAM_SCOPE_WORDS, type TeamScope } from '../../../../domain/teams/teams';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormFooter } from '../../../components/ui/form-footer';
import { TextField } from '../../../components/ui/text-field';
import { OUTCOME_TOAST_MS, showToast } from '../../../components/ui/toast';
import { useForm } from '../../../components/ui/use-form';
import { paths } from '../../../config/paths';
import { failureMessage } from '../../../lib/api';
import { useChangeMembership, useLeaveTeam } from '../api/teams';
import { ScopeChoice, scopeOf } from './scope-choice';

const NEEDS_CONNECTION = 'Could not reach the server. This needs a connection.';

/** A member's name as staff see it: 1 to MEMBER_NAME_MAX characters once trimmed, or why not. */
export function memberNameProblem(name: string): string | null {
  if (!name) return 'Give the name staff will see';
  if ([...name].length > MEMBER_NAME_MAX) return `Keep the name to ${MEMBER_NAME_MAX} characters`;
  return null;
}

/** What staff see of the athlete, with Change: the two scopes to choose from, saved with Save. */
export function ScopeSetting({ teamId, teamName, scope }: { teamId: string; teamName: string; scope: TeamScope }) {
  const [changing, setChanging] = useState(false);
  const change = useChangeMembership(teamId);
  const { formProps, errors, busy } = useForm<'scope'>({
    send: async (form) => {
      const chosen = scopeOf(form);
      if (chosen !== scope) {
        await change.mutateAsync({ scope: chosen });
        showToast('success', `${teamName}'s staff now see: ${TEAM_SCOPE_WORDS[chosen].label.toLowerCase()}`, {
          duration: OUTCOME_TOAST_MS,
        });
      }
      setChanging(false);
    },
    failed: (error) => ({ form: failureMessage(error, 'Could not change what staff see.', NEEDS_CONNECTION) }),
  });
  if (changing) {
    return (
      <form {...formProps} className="flex flex-col gap-3">
        <ScopeChoice legend={`What ${teamName}'s staff see`} defaultScope={scope} />
        <FormFooter error={errors.form} busy={busy} label="Save" busyLabel="Saving..." />
        <Button variant="ghost" disabled={busy} onClick={() => setChanging(false)}>
          Cancel
        </Button>
      </form>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start justify-between gap-3">
        <p className="flex flex-col">
          <span className="text-sm font-semibold text-ink-soft">Staff see</span>
          <span className="text-base font-semibold text-ink">{TEAM_SCOPE_WORDS[scope].label}</span>
        </p>
        <Button variant="secondary" onClick={() => setChanging(true)}>
          Change<span className="sr-only"> what {teamName}&apos;s staff see</span>
        </Button>
      </div>
      <p className="text-sm text-ink-soft">{TEAM_SCOPE_WORDS[scope].explanation}</p>
    </div>
  );
}

/** The name staff see (or, for staff, the team), with Change (1 to 60 characters). */
export function DisplayNameSetting({
  teamId,
  displayName,
  label = 'The name staff see',
}: {
  teamId: string;
  displayName: string;
  label?: string;
}) {
  const [changing, setChanging] = useState(false);
  const change = useChangeMembership(teamId);
  const { formProps, errors, busy, field } = useForm<'displayName'>({
    check: (form) => {
      const problem = memberNameProblem(String(form.get('displayName') ?? '').trim());
      return problem ? { displayName: problem } : null;
    },
    send: async (form) => {
      await change.mutateAsync({ displayName: String(form.get('displayName') ?? '').trim() });
      setChanging(false);
    },
    failed: (error) => ({ form: failureMessage(error, 'Could not change the name.', NEEDS_CONNECTION) }),
  });
  if (changing) {
    return (
      <form {...formProps} noValidate className="flex flex-col gap-3">
        <TextField label={label} defaultValue={displayName} autoComplete="name" {...field('displayName')} />
        <FormFooter error={errors.form} busy={busy} label="Save" busyLabel="Saving..." />
        <Button variant="ghost" disabled={busy} onClick={() => setChanging(false)}>
          Cancel
        </Button>
      </form>
    );
  }
  return (
    <div className="flex items-start justify-between gap-3">
      <p className="flex min-w-0 flex-col">
        <span className="text-sm font-semibold text-ink-soft">{label}</span>
        <span className="text-base font-semibold break-words text-ink">{displayName}</span>
      </p>
      <Button variant="secondary" onClick={() => setChanging(true)}>
        Change<span className="sr-only"> {label.toLowerCase()}</span>
      </Button>
    </div>
  );
}

/** Leave team, asked first: staff stop seeing the journal at once. Then "You left {team}" and the teams list. */
export function LeaveTeam({ teamId, teamName, stay = false }: { teamId: string; teamName: string; stay?: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveTeam(teamId);
  const [, navigate] = useLocation();
  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Leave Team<span className="sr-only"> {teamName}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Leave ${teamName}?`}
        description="Its staff stop seeing your journal at once. Your entries stay yours. To come back, ask for a new invite link."
        confirmLabel="Leave Team"
        busy={leave.isPending}
        onOpenChange={setConfirming}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              showToast('success', `You left ${teamName}`, { duration: OUTCOME_TOAST_MS });
              if (!stay) void navigate(paths.teams, { replace: true });
            },
            onError: (error) =>
              showToast('error', failureMessage(error, 'Could not leave the team.', NEEDS_CONNECTION)),
          })
        }
      />
    </>
  );
}
