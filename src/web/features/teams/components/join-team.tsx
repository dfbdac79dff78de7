import { useLocation } from 'wouter';
import { DEFAULT_TEAM_SCOPE } from '../../../../domain/teams/teams';
import { FormFooter } from '../../../components/ui/form-footer';
import { TextField } from '../../../components/ui/text-field';
import { OUTCOME_TOAST_MS, showToast } from '../../../components/ui/toast';
import { useForm } from '../../../components/ui/use-form';
import { paths } from '../../../config/paths';
import { failureMessage } from '../../../lib/api';
import { useJoinTeam } from '../api/join';
import type { JoinPreview } from '../api/types';
import { memberNameProblem } from './athlete-membership';
import { ScopeChoice, scopeOf } from './scope-choice';

/**
 * Joining, the consent shown before it is given: the name staff will see and, for an athlete, what they will see
 * (figures only unless chosen otherwise). Then "You joined {team}" and the team's page.
 */
export function JoinTeamForm({ token, preview }: { token: string; preview: JoinPreview }) {
  const join = useJoinTeam(token);
  const [, navigate] = useLocation();
  const athlete = preview.role === 'athlete';
  const { formProps, errors, busy, field } = useForm<'displayName'>({
    check: (form) => {
      const problem = memberNameProblem(String(form.get('displayName') ?? '').trim());
      return problem ? { displayName: problem } : null;
    },
    send: async (form) => {
      const { teamId } = await join.mutateAsync({
        displayName: String(form.get('displayName') ?? '').trim(),
        scope: scopeOf(form),
      });
      showToast('success', `You joined ${preview.team.name}`, { duration: OUTCOME_TOAST_MS });
      await navigate(paths.team(teamId), { replace: true });
      return 'leaving';
    },
    failed: (error) => ({
      form: failureMessage(
        error,
        'Could not join the team.',
        'Could not reach the server. Joining needs a connection.',
      ),
    }),
  });
  return (
    <form {...formProps} noValidate className="flex flex-col gap-5">
      <TextField label="Your name, as staff will see it" autoComplete="name" {...field('displayName')} />
      {athlete && <ScopeChoice legend="What staff will see" defaultScope={DEFAULT_TEAM_SCOPE} />}
      {athlete && (
        <p className="text-sm text-ink-soft">You can change this or leave the team at any time, from Profile.</p>
      )}
      <FormFooter error={errors.form} busy={busy} label="Join" busyLabel="Joining..." />
    </form>
  );
}
