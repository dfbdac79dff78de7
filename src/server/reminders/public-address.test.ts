import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushService, type PushService } from '../test-support/push-service.js';
import { endpointRefusal, isPublicAddress } from './public-address.js';
import { sendPush } from './push-sender.js';

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['142.250.180.10', true],
    ['172.32.0.1', true],
    ['2001:4860:4860::8888', true],
    ['::ffff:8.8.8.8', true],
    ['0.0.0.0', false],
    ['10.1.2.3', false],
    ['100.64.0.1', false],
    ['127.0.0.1', false],
    ['127.255.255.254', false],
    ['169.254.169.254', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.1.10', false],
    ['198.18.0.1', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::', false],
    ['::1', false],
    ['fd12:3456::1', false],
    ['fe80::1', false],
    ['ff02::1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:127.0.0.1', false],
    ['localhost', false],
    ['', false],
  ])('%s: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('endpointRefusal', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', null],
    ['https://8.8.8.8/push/1', null],
    ['https://127.0.0.1:8443/push/1', 'push endpoint 127.0.0.1 is not a public address'],
    ['https://[::1]:8443/push/1', 'push endpoint ::1 is not a public address'],
    ['https://10.0.0.5/push/1', 'push endpoint 10.0.0.5 is not a public address'],
  ])('%s', (endpoint, expected) => {
    expect(endpointRefusal(endpoint)).toBe(expected);
  });
});

describe('a push to an endpoint on this machine', () => {
  let push: PushService;
  const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:test@example.com' };
  const message = { title: 'Time for your journal', body: 'How did today go?', url: '/journal', tag: 'journal-x' };
  const retry = { attempts: 3, baseDelayMs: 10, maxDelayMs: 50 };

  beforeAll(async () => {
    push = await startPushService({ vapidPublicKey: vapid.publicKey });
  });
  afterAll(async () => {
    await push?.close();
  });

  it('is refused, by address or by a name that resolves to it, and never reaches the service', async () => {
    const byAddress = push.subscription('by-address');
    const byName = { ...push.subscription('by-name') };
    byName.endpoint = byName.endpoint.replace('127.0.0.1', 'localhost');
    expect(byName.endpoint).toContain('//localhost:');
    const target = (subscription: typeof byAddress) => ({ endpoint: subscription.endpoint, ...subscription.keys });

    expect(await sendPush(target(byAddress), message, { vapid, retry })).toEqual({
      result: 'failed',
      attempts: 1,
      reason: 'push endpoint 127.0.0.1 is not a public address',
    });
    const named = await sendPush(target(byName), message, { vapid, retry });
    expect(named).toMatchObject({ result: 'failed', attempts: 1 });
    expect(named.result === 'failed' && named.reason).toMatch(/^push endpoint localhost is not a public address \(/);
    expect(push.received).toEqual([]);
  });

  it('reaches the service when private addresses are allowed (a push service on your own network)', async () => {
    const subscription = push.subscription('allowed');
    const outcome = await sendPush({ endpoint: subscription.endpoint, ...subscription.keys }, message, {
      vapid,
      retry,
      privateAddresses: 'allow',
      agent: push.agent,
    });
    expect(outcome).toEqual({ result: 'sent', attempts: 1 });
    expect(push.deliveredTo(subscription.endpoint).map((sent) => sent.payload)).toEqual([message]);
  });
});
