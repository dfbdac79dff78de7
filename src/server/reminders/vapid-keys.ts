import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';
import type { Config } from '../env.js';

const KEYS_FILE = 'vapid-keys.json';

/** The server's Web Push identity: the key pair push services check its messages against, and a contact. */
export interface VapidKeys {
  /** Uncompressed P-256 public key, base64url: the browser's applicationServerKey. */
  publicKey: string;
  /** The private scalar, base64url. */
  privateKey: string;
  /** A mailto: or https: contact for push services, in each message's signed claims. */
  subject: string;
}

type KeyPair = Pick<VapidKeys, 'publicKey' | 'privateKey'>;

function readKeyPair(path: string): KeyPair {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<KeyPair>;
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string') {
    throw new Error(`${path} does not hold a VAPID key pair; delete it to generate a new one`);
  }
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

/**
 * The VAPID keys from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else a pair generated on the first start and kept in
 * DATA_DIR (readable by its owner only), as the auth secret is: a browser's subscription is bound to the public key,
 * so a new pair on every start would silence every device. Servers sharing one PostgreSQL must share the pair
 * through the environment.
 */
function resolveKeyPair(config: Config): KeyPair {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  }
  mkdirSync(config.DATA_DIR, { recursive: true, mode: 0o700 });
  const path = join(config.DATA_DIR, KEYS_FILE);
  try {
    return readKeyPair(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generated = webPush.generateVAPIDKeys();
  try {
    // 'wx' fails if another process wrote it first; then that pair wins.
    writeFileSync(path, JSON.stringify(generated), { flag: 'wx', mode: 0o600 });
    return generated;
  } catch {
    return readKeyPair(path);
  }
}

/** The contact push services see: VAPID_SUBJECT, else the public https origin, else the sender address of emails. */
function defaultSubject(config: Config): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  if (config.PUBLIC_URL?.startsWith('https://')) return new URL(config.PUBLIC_URL).origin;
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(config.SMTP_FROM)?.[1] ?? config.SMTP_FROM.trim();
  return `mailto:${/^\S+@\S+$/.test(address) ? address : 'no-reply@touchline.invalid'}`;
}

/** The server's VAPID keys and subject. */
export function resolveVapidKeys(config: Config): VapidKeys {
  return { ...resolveKeyPair(config), subject: defaultSubject(config) };
}
