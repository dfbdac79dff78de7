import { createPublicKey } from 'node:crypto';
import { z } from 'zod';
import { ENDPOINT_MESSAGE, parsePushEndpoint } from '../../reminders/push-endpoint.js';

export { reminderSettingsSchema } from '../../../domain/reminders/settings.js';

const P256DH_MESSAGE = "keys.p256dh must be the browser's P-256 public key, base64url (65 bytes)";
const AUTH_MESSAGE = "keys.auth must be the subscription's auth secret, base64url (16 bytes)";
const LABEL_MESSAGE = 'Name the device in 1 to 60 characters';
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The bytes of base64url text (padding allowed, as some browsers send it), or null when it is not base64url. */
function base64urlBytes(text: string): Buffer | null {
  return BASE64URL.test(text) ? Buffer.from(text.replace(/=+$/, ''), 'base64url') : null;
}

/** Whether 65 bytes are an uncompressed point on P-256 (a key a push could be encrypted to). */
function isP256Point(bytes: Buffer): boolean {
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: bytes.subarray(1, 33).toString('base64url'),
        y: bytes.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

const p256dh = z
  .string(P256DH_MESSAGE)
  .max(100, P256DH_MESSAGE)
  .transform((text, context) => {
    const bytes = base64urlBytes(text);
    if (bytes && isP256Point(bytes)) return bytes.toString('base64url');
    context.addIssue({ code: 'custom', message: P256DH_MESSAGE });
    return z.NEVER;
  });

const auth = z
  .string(AUTH_MESSAGE)
  .max(40, AUTH_MESSAGE)
  .transform((text, context) => {
    const bytes = base64urlBytes(text);
    if (bytes?.length === 16) return bytes.toString('base64url');
    context.addIssue({ code: 'custom', message: AUTH_MESSAGE });
    return z.NEVER;
  });

/** An https URL written as push services write them, which every URL parser reads as the same place. */
const endpoint = z.string(ENDPOINT_MESSAGE).transform((text, context) => {
  const parsed = parsePushEndpoint(text);
  if (typeof parsed !== 'string') return parsed.endpoint;
  context.addIssue({ code: 'custom', message: parsed });
  return z.NEVER;
});

/** POST /api/reminders/devices: a browser's push subscription (PushSubscription.toJSON()) and a name for it. */
export const deviceBody = z.object({
  endpoint,
  keys: z.object({ p256dh, auth }, 'keys must hold p256dh and auth'),
  label: z.string(LABEL_MESSAGE).trim().min(1, LABEL_MESSAGE).max(60, LABEL_MESSAGE),
});

export type DeviceBody = z.output<typeof deviceBody>;

/** A device of the signed-in athlete, by its id. */
export const deviceIdParam = z.object({ id: z.string().min(1).max(100) });

/** A device as the settings screen lists it. */
export interface Device {
  id: string;
  endpoint: string;
  label: string;
  createdAt: string;
}
