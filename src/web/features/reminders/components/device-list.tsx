import { useState } from 'react';
import { displayDayWithYear, localDay } from '../../../../domain/dates';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { showToast, OUTCOME_TOAST_MS } from '../../../components/ui/toast';
import { useRemoveDevice } from '../api';
import { reminderErrorMessage } from '../error-message';
import type { ReminderDevice } from '../reminder-settings';

const addedOn = (iso: string) => displayDayWithYear(localDay(new Date(iso)));

/** One device: its name and when it was added, "This device" on this one, and Remove (asked first). */
function DeviceItem({
  device,
  isThisDevice,
  disabled,
  onRemoved,
}: {
  device: ReminderDevice;
  isThisDevice: boolean;
  disabled: boolean;
  onRemoved: (device: ReminderDevice) => Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveDevice();
  const name = isThisDevice ? `${device.label} (this device)` : device.label;

  return (
    <li className="flex items-center justify-between gap-3 rounded-card bg-surface p-4 shadow-sm">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-bold break-words text-ink">{device.label}</p>
        {isThisDevice && (
          <p className="self-start rounded-full bg-brand-soft px-3 py-0.5 text-sm font-semibold text-brand-strong">
            This device
          </p>
        )}
        <p className="text-sm text-ink-soft">Added {addedOn(device.createdAt)}</p>
      </div>
      <Button variant="secondary" className="shrink-0" disabled={disabled} onClick={() => setConfirming(true)}>
        Remove<span className="sr-only"> {name}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Remove this device?"
        description={`${name} will no longer get notifications. Turning one on from it adds it again.`}
        confirmLabel="Remove Device"
        busy={remove.isPending}
        onOpenChange={setConfirming}
        onConfirm={() =>
          remove.mutate(device.id, {
            onSuccess: async () => {
              setConfirming(false);
              await onRemoved(device);
              showToast('success', `${device.label} no longer gets notifications.`, { duration: OUTCOME_TOAST_MS });
            },
            onError: (error) => showToast('error', reminderErrorMessage(error, 'Removing a device')),
          })
        }
      />
    </li>
  );
}

/** The devices notifications go to (reminders, and comments from staff), newest first, this one marked. */
export function DeviceList({
  devices,
  thisEndpoint,
  disabled,
  onRemoved,
}: {
  devices: readonly ReminderDevice[];
  thisEndpoint: string | null;
  disabled: boolean;
  onRemoved: (device: ReminderDevice) => Promise<void>;
}) {
  if (devices.length === 0) {
    return (
      <p className="text-base text-ink-soft">No device gets notifications yet. Turning one on here adds this device.</p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {devices.map((device) => (
        <DeviceItem
          key={device.id}
          device={device}
          isThisDevice={device.endpoint === thisEndpoint}
          disabled={disabled}
          onRemoved={onRemoved}
        />
      ))}
    </ul>
  );
}
