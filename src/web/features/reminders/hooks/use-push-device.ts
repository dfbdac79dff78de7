import { useEffect, useState } from 'react';
import { useAddDevice } from '../api';
import { currentSubscription, readPushEnvironment, subscribeThisDevice, unsubscribeThisDevice } from '../browser-push';
import { deviceLabel } from '../device-label';
import { reminderErrorMessage } from '../error-message';
import { pushAvailability } from '../push-availability';
import type { Reminders } from '../reminder-settings';

/**
 * This device and push reminders: whether it can get them (and if not, why), its subscription's endpoint (to mark
 * "This device" in the list), and the way to set it up from the athlete's click.
 */
export function usePushDevice({ devices, pushPublicKey }: Pick<Reminders, 'devices' | 'pushPublicKey'>) {
  const [environment, setEnvironment] = useState(readPushEnvironment);
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [problem, setProblem] = useState<string>();
  const addDevice = useAddDevice();
  const availability = pushAvailability(environment);
  const registered = endpoint !== null && devices.some((device) => device.endpoint === endpoint);

  useEffect(() => {
    let current = true;
    currentSubscription().then(
      (subscription) => current && setEndpoint(subscription?.endpoint ?? null),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  /**
   * Subscribes this device and tells the server, unless it already gets reminders or cannot. Call it straight from
   * the click that turns a reminder on: the browser asks for permission only then. Settles either way; a problem is
   * kept to show.
   */
  async function setUp(): Promise<void> {
    if (!availability.available || registered) return;
    setProblem(undefined);
    try {
      const subscription = await subscribeThisDevice(pushPublicKey);
      await addDevice.mutateAsync({
        ...subscription,
        label: deviceLabel(navigator.userAgent, navigator.maxTouchPoints),
      });
      setEndpoint(subscription.endpoint);
    } catch (error) {
      const now = readPushEnvironment();
      // A refusal shows as the screen's "blocked" notice, with how to undo it.
      if (pushAvailability(now).available) setProblem(reminderErrorMessage(error, 'Setting up this device'));
    } finally {
      setEnvironment(readPushEnvironment());
    }
  }

  /** Ends this device's own subscription once the server has forgotten it. */
  async function forget(removedEndpoint: string): Promise<void> {
    await unsubscribeThisDevice(removedEndpoint).catch(() => undefined);
    if (removedEndpoint === endpoint) setEndpoint(null);
  }

  return { availability, thisEndpoint: endpoint, registered, problem, settingUp: addDevice.isPending, setUp, forget };
}
