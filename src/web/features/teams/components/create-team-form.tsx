import { useLocation } from 'wouter';
import { TEAM_NAME_MAX } from '../../../../domain/teams/teams';
import { FormFooter } from '../../../components/ui/form-footer';
import { TextField } from '../../../components/ui/text-field';
import { showToast } from '../../../components/ui/toast';
import { useForm } from '../../../components/ui/use-form';
import { paths } from '../../../config/paths';
import { failureMessage } from '../../../lib/api';
import { useCreateTeam } from '../api/teams';

/** A team's name: 1 to TEAM_NAME_MAX characters once trimmed, or why not. */
export function teamNameProblem(name: string): string | null {
  if (!name) return 'Give the team a name';
  if ([...name].length > TEAM_NAME_MAX) return `Keep the name to ${TEAM_NAME_MAX} characters`;
  return null;
}

/** "Create a team": a name; the account becomes its owner, and its page opens. */
export function CreateTeamForm() {
  const create = useCreateTeam();
  const [, navigate] = useLocation();
  const { formProps, errors, busy, field } = useForm<'name'>({
    check: (form) => {
      const problem = teamNameProblem(String(form.get('name') ?? '').trim());
      return problem ? { name: problem } : null;
    },
    send: async (form) => {
      const team = await create.mutateAsync(String(form.get('name') ?? '').trim());
      showToast('success', `You created ${team.name}`);
      await navigate(paths.team(team.id));
      return 'leaving';
    },
    failed: (error) => ({
      form: failureMessage(
        error,
        'Could not create the team.',
        'Could not reach the server. Creating a team needs a connection.',
      ),
    }),
  });
  return (
    <form {...formProps} noValidate className="flex flex-col gap-4">
      <TextField label="Team name" placeholder="e.g. Riverside FC U18" autoComplete="off" {...field('name')} />
      <FormFooter error={errors.form} busy={busy} label="Create Team" busyLabel="Creating..." />
    </form>
  );
}
