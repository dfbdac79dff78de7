import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, done, ok } from '../../lib/api-client';
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
  queryFn: ({ signal }) => ok(api.reminders.$get(undefined, { init: { signal } })).then(checked(isReminders)),
  // A copy the browser kept is checked here, where it is read (stored-reminders.ts): a damaged one reads as none.
  select: (reminders: Reminders): Reminders | null => (isReminders(reminders) ? reminders : null),
});

/** Saves the settings whole; the screen shows the server's copy afterwards. Needs a connection. */
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    // One save at a time, in the order made: the last choice is the one the server keeps.
    scope: { id: 'reminder-settings' },
    mutationFn: (settings: ReminderSettings) =>
      ok(api.reminders.settings.$put({ json: settings })).then(checked(isSavedSettings)),
    onSuccess: ({ settings }) =>
      queryClient.setQueryData<Reminders>(remindersQuery.queryKey, (old) => old && { ...old, settings }),
  });
}

/** Turns one team's check-in requests on or off for the athlete (their membership's switch). Needs a connection. */
export function useSetTeamRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, on }: { teamId: string; on: boolean }) =>
      ok(api.teams[':teamId'].membership.$patch({ param: { teamId }, json: { checkInRequest: on } })),
    onSuccess: (_answer, { teamId, on }) =>
      queryClient.setQueryData<Reminders>(
        remindersQuery.queryKey,
        (old) =>
          old && {
            ...old,
            teamRequests: old.teamRequests.map((request) => (request.teamId === teamId ? { ...request, on } : request)),
          },
      ),
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
      ok(api.reminders.devices.$post({ json: device })).then(checked(isAddedDevice)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remindersQuery.queryKey }),
  });
}

/** Stops reminders to a device. */
export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    // 204 and no body when it worked: only an error answer has words to read.
    mutationFn: (id: string) => done(api.reminders.devices[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remindersQuery.queryKey }),
  });
}
