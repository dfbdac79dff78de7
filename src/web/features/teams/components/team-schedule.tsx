import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TeamSettings } from '../../../../domain/teams/team-settings';
import { SettingSwitch } from '../../../components/setting-switch';
import { TimeZoneLine } from '../../../components/time-zone-line';
import { FormError } from '../../../components/ui/form-error';
import { FormFooter } from '../../../components/ui/form-footer';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { useForm } from '../../../components/ui/use-form';
import { WeekdayButtons } from '../../../components/weekday-buttons';
import { failureMessage } from '../../../lib/api';
import { usePublicConfig } from '../../../lib/public-config';
import { browserTimeZone } from '../../../lib/time-zone';
import { teamSettingsQuery, useSaveReportChoice, useSaveTeamSettings } from '../api/settings';

const NEEDS_CONNECTION = 'Could not reach the server. This needs a connection.';
const NO_REPORT_DAY = 'Choose at least one day for the squad report.';
const NO_REQUEST_DAY = 'Choose at least one day for the check-in request.';

type ScheduleField = 'reportTime' | 'byTime' | 'reportDays' | 'requestDays';

/** A staff member's own squad report choice. */
type Choice = { enabled: boolean; email: boolean };

const card = 'flex flex-col gap-4 rounded-card bg-surface p-4 shadow-sm';

/** The caller's own squad report: on or off, and by email too when the server sends email. */
function MyReport({ teamId, settings, report }: { teamId: string; settings: TeamSettings; report: Choice }) {
  const save = useSaveReportChoice(teamId);
  const saveSettings = useSaveTeamSettings(teamId);
  const { data: config } = usePublicConfig();
  const [shown, setShown] = useState(report);
  const busy = save.isPending || saveSettings.isPending;

  /** A report needs the team's zone: the first one turned on gives it this device's, as a reminder does. */
  async function choose(next: Choice) {
    setShown(next);
    if (next.enabled && settings.timeZone === null) {
      await saveSettings.mutateAsync({ ...settings, timeZone: browserTimeZone() });
    }
    await save.mutateAsync(next);
  }

  const problem = save.error ?? saveSettings.error;
  return (
    <section aria-labelledby="my-report" className={card}>
      <h3 id="my-report" className="text-lg font-bold text-ink">
        Your squad report
      </h3>
      <SettingSwitch
        label="Send me the squad report"
        hint={`At ${settings.report.time} on the team's report days: how many checked in and who needs a look, with why.`}
        checked={shown.enabled}
        disabled={busy}
        onChange={(enabled) => void choose({ ...shown, enabled }).catch(() => setShown(report))}
      />
      {config?.emailVerification && (
        <SettingSwitch
          label="Also by email"
          hint="The report also comes to your account's email address."
          checked={shown.email}
          disabled={busy || !shown.enabled}
          onChange={(email) => void choose({ ...shown, email }).catch(() => setShown(report))}
        />
      )}
      <FormError
        message={problem ? failureMessage(problem, 'Could not save your squad report.', NEEDS_CONNECTION) : undefined}
      />
    </section>
  );
}

/**
 * The team's schedule, any staff member's to change: the squad report's time and days, and the check-in request (by
 * when, on which days). Saved with its button: it reaches the whole squad.
 */
function ScheduleForm({ teamId, settings }: { teamId: string; settings: TeamSettings }) {
  const save = useSaveTeamSettings(teamId);
  const [timeZone, setTimeZone] = useState(settings.timeZone);
  const [reportDays, setReportDays] = useState(settings.report.weekdays);
  const [asking, setAsking] = useState(settings.checkInRequest.enabled);
  const [requestDays, setRequestDays] = useState(settings.checkInRequest.weekdays);
  const [saved, setSaved] = useState(false);
  const { formProps, errors, busy, field } = useForm<ScheduleField>({
    check: () => {
      const refused: Partial<Record<ScheduleField, string>> = {};
      if (reportDays.length === 0) refused.reportDays = NO_REPORT_DAY;
      if (asking && requestDays.length === 0) refused.requestDays = NO_REQUEST_DAY;
      return Object.keys(refused).length > 0 ? refused : null;
    },
    send: async (form) => {
      setSaved(false);
      await save.mutateAsync({
        timeZone: timeZone ?? browserTimeZone(),
        report: { time: String(form.get('reportTime')), weekdays: reportDays },
        checkInRequest: { enabled: asking, byTime: String(form.get('byTime')), weekdays: requestDays },
      });
      setSaved(true);
    },
    failed: (error) => ({ form: failureMessage(error, "Could not save the team's schedule.", NEEDS_CONNECTION) }),
  });

  return (
    <form {...formProps} noValidate aria-labelledby="team-schedule" className={card}>
      <h3 id="team-schedule" className="text-lg font-bold text-ink">
        Team schedule
      </h3>
      <TimeZoneLine
        timeZone={timeZone}
        unset={`Times will be in this device's time zone, ${browserTimeZone()}, once you save.`}
        disabled={busy}
        onChange={setTimeZone}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-semibold text-ink">Squad report</legend>
        <TextField
          label="Report time"
          type="time"
          required
          defaultValue={settings.report.time}
          className="w-40"
          {...field('reportTime')}
        />
        <WeekdayButtons weekdays={reportDays} disabled={busy} error={errors.reportDays} onChange={setReportDays} />
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-semibold text-ink">Check-in request</legend>
        <SettingSwitch
          label="Ask athletes to check in"
          hint="Each athlete gets a reminder an hour before, unless they have checked in or turned it off."
          checked={asking}
          disabled={busy}
          onChange={setAsking}
        />
        {asking && (
          <>
            <TextField
              label="Check in by"
              type="time"
              required
              defaultValue={settings.checkInRequest.byTime}
              className="w-40"
              {...field('byTime')}
            />
            <WeekdayButtons
              weekdays={requestDays}
              disabled={busy}
              error={errors.requestDays}
              onChange={setRequestDays}
            />
          </>
        )}
      </fieldset>
      <FormFooter
        error={errors.form}
        busy={busy}
        label="Save Schedule"
        busyLabel="Saving..."
        variant="secondary"
        className="self-start"
      >
        {/* A live region from the start (so the words are read when they come), taking no room while it is silent. */}
        <p role="status" className={saved && !busy ? 'text-sm font-semibold text-ink-soft' : 'sr-only'}>
          {saved && !busy ? 'Schedule saved.' : ''}
        </p>
      </FormFooter>
    </form>
  );
}

/** Staff's part of the report and the check-in request: their own report, then the team's schedule. */
export function TeamSchedule({ teamId }: { teamId: string }) {
  const answer = useQuery(teamSettingsQuery(teamId));
  return (
    <section aria-labelledby="report-and-check-ins" className="flex flex-col gap-4">
      <h2 id="report-and-check-ins" className="text-lg font-bold text-ink">
        Squad report and check-ins
      </h2>
      {answer.data ? (
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <MyReport teamId={teamId} settings={answer.data.settings} report={answer.data.me.report} />
          {/* Anew when the zone changes elsewhere (the first report turned on gives the team this device's). */}
          <ScheduleForm key={answer.data.settings.timeZone} teamId={teamId} settings={answer.data.settings} />
        </div>
      ) : answer.isError ? (
        <FormError message={failureMessage(answer.error, "Could not load the team's schedule.", NEEDS_CONNECTION)} />
      ) : (
        <Skeleton label="Loading the team's schedule..." shape="cards" count={1} />
      )}
    </section>
  );
}
