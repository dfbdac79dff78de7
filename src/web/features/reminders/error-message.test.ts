import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { reminderErrorMessage } from './error-message';

describe('reminderErrorMessage', () => {
  // The server's refusals of a device say what to do; the screen shows them as they are.
  it.each([
    [
      409,
      'DEVICE_TAKEN',
      'This browser already gets reminders for another Touchline account. To get them here, sign in to that account and remove this device under Profile -> Reminders first.',
    ],
    [
      422,
      'TOO_MANY_DEVICES',
      'You can get reminders on at most 10 devices. Remove one of your devices to add this one.',
    ],
  ])("shows the server's words for a %i", (status, code, message) => {
    expect(reminderErrorMessage(new ApiError(status, code, message), 'Setting up this device')).toBe(message);
  });

  it('says the server was not reached, or that it did not work, when there are no words', () => {
    expect(reminderErrorMessage(new ApiError(0, 'NETWORK', ''), 'Setting up this device')).toBe(
      'Could not reach the server. Setting up this device needs a connection.',
    );
    expect(reminderErrorMessage(new ApiError(500, 'INTERNAL', ''), 'Setting up this device')).toBe(
      'Setting up this device did not work. Try again.',
    );
  });
});
