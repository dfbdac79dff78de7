import { PUSH_UNAVAILABLE_MESSAGES, type PushAvailability } from '../push-availability';

/** Why reminders cannot reach this device and how to fix it, with email offered when the server can send it. */
export function PushNotice({
  availability,
  emailAvailable,
}: {
  availability: PushAvailability;
  emailAvailable: boolean;
}) {
  if (availability.available) return null;
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-line bg-canvas p-4 text-sm text-ink">
      <p className="font-semibold">Notifications cannot reach this device.</p>
      <p>{PUSH_UNAVAILABLE_MESSAGES[availability.reason]}</p>
      {emailAvailable && <p>You can get your reminders by email instead: turn on &quot;Also by email&quot; below.</p>}
    </div>
  );
}
