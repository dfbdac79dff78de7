import { Button } from '../../../components/ui/button';
import { SettingSwitch } from '../../../components/setting-switch';
import { TimeZoneLine } from '../../../components/time-zone-line';
import { FormError } from '../../../components/ui/form-error';
import { WeekdayButtons } from '../../../components/weekday-buttons';
import { browserTimeZone } from '../../../lib/time-zone';
import { usePushDevice } from '../hooks/use-push-device';
import { useReminderDraft } from '../hooks/use-reminder-draft';
import {
  sendsToDevices,
  withReminderEnabled,
  type ReminderKind,
  type ReminderSettings,
  type Reminders,
} from '../reminder-settings';
import { DeviceList } from './device-list';
import { PushNotice } from './push-notice';
import { ReminderRow } from './reminder-row';
import { TeamRequests } from './team-requests';

/**
 * The reminders the athlete chose, where they are sent, and this device's part in it. Every change is saved at once;
 * offline (`online` false) everything shows as last loaded and nothing can be changed.
 */
export function RemindersPanel({ reminders, online }: { reminders: Reminders; online: boolean }) {
  const { draft, edit, commit, commitIfChanged, weekdayError, saving, saved, error } = useReminderDraft(
    reminders.settings,
  );
  const push = usePushDevice(reminders);
  const disabled = !online;

  /** Turning on what reaches devices sets this one up first: the browser asks permission only on a click. */
  async function turnOn(next: ReminderSettings) {
    edit(next);
    await push.setUp();
    commit(next);
  }

  const setEnabled = (kind: ReminderKind, enabled: boolean) => {
    const next = withReminderEnabled(draft, kind, enabled, browserTimeZone());
    return enabled ? turnOn(next) : commit(next);
  };

  const setComments = (comments: boolean) =>
    comments && reminders.athleteOfATeam ? turnOn({ ...draft, comments }) : commit({ ...draft, comments });

  const row = (kind: ReminderKind) => ({
    reminder: draft[kind],
    disabled,
    onEnabledChange: (enabled: boolean) => void setEnabled(kind, enabled),
    onTimeChange: (time: string) => edit({ ...draft, [kind]: { ...draft[kind], time } }),
    onTimeDone: commitIfChanged,
  });

  return (
    <div className="flex flex-col gap-4" aria-busy={saving || push.settingUp}>
      <TimeZoneLine
        timeZone={draft.timeZone}
        unset={`Times will be in this device's time zone, ${browserTimeZone()}, once you turn a reminder on.`}
        disabled={disabled}
        onChange={(timeZone) => commit({ ...draft, timeZone })}
      />
      <PushNotice availability={push.availability} emailAvailable={reminders.emailAvailable} />
      <ReminderRow
        title="Daily journal reminder"
        hint="Not sent on a day that already has an entry."
        {...row('journal')}
      >
        <WeekdayButtons
          weekdays={draft.journal.weekdays}
          disabled={disabled}
          error={weekdayError}
          onChange={(weekdays) => commit({ ...draft, journal: { ...draft.journal, weekdays } })}
        />
      </ReminderRow>
      <ReminderRow title="Morning check-in" hint="Not sent once today's check-in exists." {...row('checkIn')} />
      <TeamRequests requests={reminders.teamRequests} disabled={disabled} />
      <ReminderRow
        title="Finish your game"
        hint="In the evening of a game day, when the game has a pregame but no postgame yet."
        {...row('finishGame')}
      />
      <SettingSwitch
        label="Comments from staff"
        hint="When staff of your teams comment on one of your entries, you are told on your devices (by email when you have none)."
        checked={draft.comments}
        disabled={disabled}
        onChange={(comments) => void setComments(comments)}
      />
      {reminders.emailAvailable && (
        <SettingSwitch
          label="Also by email"
          hint="Each reminder that is on also comes to your account's email address, with a link to stop them."
          checked={draft.email}
          disabled={disabled}
          onChange={(email) => commit({ ...draft, email })}
        />
      )}
      <FormError message={push.problem} />
      <FormError message={error} />
      <p role="status" className="text-sm font-semibold text-ink-soft">
        {saving ? 'Saving...' : saved && !error ? 'Reminders saved.' : ''}
      </p>
      <section aria-labelledby="reminder-devices" className="flex flex-col gap-3">
        <h2 id="reminder-devices" className="text-lg font-bold text-ink">
          Devices
        </h2>
        <DeviceList
          devices={reminders.devices}
          thisEndpoint={push.thisEndpoint}
          disabled={disabled}
          onRemoved={(device) => push.forget(device.endpoint)}
        />
        {/* What was turned on elsewhere (another phone), teams' requests and staff's comments reach it once added. */}
        {push.availability.available && !push.registered && sendsToDevices(draft, reminders) && (
          <Button variant="secondary" disabled={disabled || push.settingUp} onClick={() => void push.setUp()}>
            Get reminders on this device
          </Button>
        )}
      </section>
    </div>
  );
}
