import { createHmac } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../env.js';
import { freshDatabase } from '../test-support/fresh-database.js';
import { tempDirPerTest } from '../test-support/temp-dir.js';
import { startTestServer, uniqueEmail } from '../test-support/test-server.js';
import {
  signReportUnsubscribeToken,
  signUnsubscribeToken,
  unsubscribeKey,
  verifyUnsubscribeToken,
} from './unsubscribe-token.js';
import { resolveVapidKeys } from './vapid-keys.js';

const tempDir = tempDirPerTest('vapid');

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR, readable by the owner only, and the same on every later start', () => {
    const dataDir = tempDir();
    const first = resolveVapidKeys(loadConfig({ DATA_DIR: dataDir }));
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(statSync(join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(resolveVapidKeys(loadConfig({ DATA_DIR: dataDir }))).toEqual(first);
    expect(resolveVapidKeys(loadConfig({ DATA_DIR: tempDir() })).publicKey).not.toBe(first.publicKey);
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, with VAPID_SUBJECT', () => {
    const keys = webPush.generateVAPIDKeys();
    const config = loadConfig({
      DATA_DIR: tempDir(),
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:admin@example.com',
    });
    expect(resolveVapidKeys(config)).toEqual({ ...keys, subject: 'mailto:admin@example.com' });
  });

  it.each([
    [{}, 'mailto:no-reply@localhost'],
    [{ SMTP_FROM: 'Coach Bot <coach@club.example>' }, 'mailto:coach@club.example'],
    [{ PUBLIC_URL: 'https://journal.example.com/app' }, 'https://journal.example.com'],
    [{ PUBLIC_URL: 'http://192.168.1.5:3000' }, 'mailto:no-reply@localhost'],
  ])('default subject with %j: %s', (env, subject) => {
    expect(resolveVapidKeys(loadConfig({ DATA_DIR: tempDir(), ...env })).subject).toBe(subject);
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: webPush.generateVAPIDKeys().publicKey }, 'Invalid VAPID_PRIVATE_KEY: set both'],
    [{ VAPID_PRIVATE_KEY: webPush.generateVAPIDKeys().privateKey }, 'Invalid VAPID_PRIVATE_KEY: set both'],
    [{ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: 'def' }, 'Invalid VAPID_PUBLIC_KEY: must be a P-256 public key'],
    [{ VAPID_SUBJECT: 'http://example.com' }, 'Invalid VAPID_SUBJECT: must be a mailto: address or an https:// URL'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('are the same after a restart on the same DATA_DIR (devices keep working)', async () => {
    const database = await freshDatabase();
    const keyOf = async () => {
      const app = await startTestServer({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
      try {
        const browser = app.browser();
        const email = uniqueEmail('vapid');
        expect((await browser.signUp(email, 'vapid-pass-123')).status).toBe(200);
        expect((await browser.signIn(email, 'vapid-pass-123')).status).toBe(200);
        return ((await (await browser.request('/api/reminders')).json()) as { pushPublicKey: string }).pushPublicKey;
      } finally {
        await app.stop();
      }
    };
    try {
      expect(await keyOf()).toBe(await keyOf());
    } finally {
      await database.remove();
    }
  });
});

describe('unsubscribe tokens', () => {
  const key = unsubscribeKey('a'.repeat(43));
  const sentAt = new Date('2026-11-26T10:00:00.000Z');
  const DAY = 24 * 60 * 60_000;
  const at = (ms: number) => new Date(sentAt.getTime() + ms);
  const invalid = { result: 'invalid' };

  it('name the athlete and when they were sent, verify with the key alone, and fail when changed or signed with another key', () => {
    const token = signUnsubscribeToken(key, 'user-1', sentAt);
    expect(verifyUnsubscribeToken(key, token, at(1000))).toEqual({
      result: 'valid',
      userId: 'user-1',
      sentAt,
      teamId: null,
    });
    expect(verifyUnsubscribeToken(unsubscribeKey('b'.repeat(43)), token, at(1000))).toEqual(invalid);
    const [payload, signature] = token.split('.') as [string, string];
    const otherPayload = Buffer.from(
      JSON.stringify({ u: 'user-2', p: 'reminder-email-off', t: sentAt.getTime() }),
    ).toString('base64url');
    expect(verifyUnsubscribeToken(key, `${otherPayload}.${signature}`, at(1000))).toEqual(invalid);
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(verifyUnsubscribeToken(key, `${payload}.${flipped}`, at(1000))).toEqual(invalid);
    // The last of 43 characters carries 4 bits of the signature and 2 spare ones a decoder ignores: a link whose
    // last character was changed, to any other, is refused all the same.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (const last of alphabet.replace(signature.at(-1)!, '')) {
      expect(verifyUnsubscribeToken(key, `${payload}.${signature.slice(0, -1)}${last}`, at(1000))).toEqual(invalid);
    }
    for (const junk of [undefined, '', '.', 'x'.repeat(1000), `${payload}`, `${payload}.${signature}.x`]) {
      expect(verifyUnsubscribeToken(key, junk, at(1000))).toEqual(invalid);
    }
  });

  it("of a squad report name the team too; a reminder's purpose with a team, or a report's without one, is not valid", () => {
    const token = signReportUnsubscribeToken(key, 'user-1', 'team-1', sentAt);
    expect(verifyUnsubscribeToken(key, token, at(1000))).toEqual({
      result: 'valid',
      userId: 'user-1',
      sentAt,
      teamId: 'team-1',
    });
    const sign = (claims: object) => {
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
    };
    const t = sentAt.getTime();
    expect(verifyUnsubscribeToken(key, sign({ u: 'user-1', p: 'report-email-off', t }), at(1000))).toEqual(invalid);
    expect(verifyUnsubscribeToken(key, sign({ u: 'user-1', p: 'report-email-off', team: '', t }), at(1000))).toEqual(
      invalid,
    );
    expect(verifyUnsubscribeToken(key, sign({ u: 'user-1', p: 'report-email-off', team: 7, t }), at(1000))).toEqual(
      invalid,
    );
    // A reminder link never carries a team: one that did would still only turn reminder emails off.
    expect(
      verifyUnsubscribeToken(key, sign({ u: 'user-1', p: 'reminder-email-off', team: 'team-1', t }), at(1000)),
    ).toMatchObject({ result: 'valid', teamId: null });
    expect(verifyUnsubscribeToken(key, sign({ u: 'user-1', p: 'other', team: 'team-1', t }), at(1000))).toEqual(
      invalid,
    );
  });

  it('end 90 days after they were sent; one from far in the future (a clock gone wrong) is not valid', () => {
    const token = signUnsubscribeToken(key, 'user-1', sentAt);
    expect(verifyUnsubscribeToken(key, token, at(90 * DAY)).result).toBe('valid');
    expect(verifyUnsubscribeToken(key, token, at(90 * DAY + 1)).result).toBe('expired');
    expect(verifyUnsubscribeToken(key, token, at(-4 * 60_000)).result).toBe('valid');
    expect(verifyUnsubscribeToken(key, token, at(-6 * 60_000)).result).toBe('invalid');
  });
});
