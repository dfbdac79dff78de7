import { createECDH, randomBytes, type ECDH } from 'node:crypto';

/** A browser's side of a push subscription: the P-256 key pair and auth secret it decrypts messages with. */
export interface BrowserPushKeys {
  ecdh: ECDH;
  /** As PushSubscription.toJSON() gives them: base64url, unpadded. */
  keys: { p256dh: string; auth: string };
  authSecret: Buffer;
}

/** A new key pair and auth secret, as a browser makes them when it subscribes. */
export function newBrowserPushKeys(): BrowserPushKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    authSecret,
  };
}
