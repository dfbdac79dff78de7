import { SettingSwitch } from '../../../components/setting-switch';
import { FormError } from '../../../components/ui/form-error';
import { weekdaysText } from '../../../components/weekdays';
import { useSetTeamRequest } from '../api';
import { reminderErrorMessage } from '../error-message';
import type { TeamRequest } from '../reminder-settings';

/**
 * The teams that ask the athlete to check in by a time: each one's switch, on from joining, the athlete's to turn off.
 * However many teams ask, and with the athlete's own morning check-in reminder, one nudge comes a day at most.
 */
export function TeamRequests({ requests, disabled }: { requests: readonly TeamRequest[]; disabled: boolean }) {
  const change = useSetTeamRequest();
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="team-requests" className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-sm">
      <h2 id="team-requests" className="text-lg font-bold text-ink">
        Check-in requests
      </h2>
      {requests.map((request) => (
        <SettingSwitch
          key={request.teamId}
          label={`Requested by ${request.teamName}`}
          hint={`Check in by ${request.byTime} ${weekdaysText(request.weekdays)}, in the team's time zone. A reminder comes an hour before, unless today's check-in exists.`}
          checked={change.isPending && change.variables.teamId === request.teamId ? change.variables.on : request.on}
          disabled={disabled || change.isPending}
          onChange={(on) => change.mutate({ teamId: request.teamId, on })}
        />
      ))}
      <FormError message={change.error ? reminderErrorMessage(change.error, 'Saving the request') : undefined} />
    </section>
  );
}
