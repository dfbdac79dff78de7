import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import {
  isAddedDevice,
  isReminders,
  isSavedSettings,
  type ReminderDevice,
  type ReminderSettings,
  type Reminders,
} from './reminder-settings';

/** The server's answer, checked: a screen never reads a shape it does not know. */
function checked<T>(isExpected: (value: unknown) => value is T) {
  return (answer: unknown): T => {
    if (!isExpected(answer))
      throw new Error('The server answered with reminders this version of Touchline cannot read.');
    return answer;
  };
}

/** The athlete's reminder settings, their devices, the push key and whether email can be sent. */
export const remindersQuery = queryOptions({
  queryKey: ['reminders'],
  queryFn: ({ signal }) => apiFetch<unknown>('/reminders', { signal }).then(checked(isReminders)),
});

/** Saves the settings whole; the screen shows the server's copy afterwards. Needs a connection. */
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    // One save at a time, in the order made: the last choice is the one the server keeps.
    scope: { id: 'reminder-settings' },
    mutationFn: (settings: ReminderSettings) =>
      apiFetch<unknown>('/reminders/settings', { method: 'PUT', body: settings }).then(checked(isSavedSettings)),
    onSuccess: ({ settings }) =>
      queryClient.setQueryData<Reminders>(remindersQuery.queryKey, (old) => old && { ...old, settings }),
  });
}

/** A push subscription as the server keeps it, with the name the Devices list shows. */
export interface NewDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  label: string;
}

/** Tells the server about this device's push subscription (the same endpoint again replaces it). */
export function useAddDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (device: NewDevice): Promise<{ device: ReminderDevice }> =>
      apiFetch<unknown>('/reminders/devices', { method: 'POST', body: device }).then(checked(isAddedDevice)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remindersQuery.queryKey }),
  });
}

/** Stops reminders to a device. */
export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<unknown>(`/reminders/devices/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remindersQuery.queryKey }),
  });
}

/** Turns email reminders off for the account an emailed link was for (no sign-in: the token says who). */
export function useUnsubscribeFromEmail() {
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<unknown>(`/reminders/unsubscribe?${new URLSearchParams({ token }).toString()}`, { method: 'POST' }),
  });
}
