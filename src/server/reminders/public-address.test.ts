import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { createServer, type Server } from 'node:net';
import webPush from 'web-push';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolverOf, TWO_READINGS } from '../test-support/push-endpoints.js';
import { newBrowserPushKeys } from '../test-support/push-keys.js';
import { startPushService, type PushService } from '../test-support/push-service.js';
import { isPublicAddress, registrationRefusal } from './public-address.js';
import { parsePushEndpoint } from './push-endpoint.js';
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
    // Unassigned, documentation and relay networks: no push service there either.
    ['192.0.2.1', false],
    ['192.88.99.1', false],
    ['198.51.100.7', false],
    ['203.0.113.9', false],
    ['240.0.0.1', false],
  ])('%s: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  // IPv6 addresses that carry an IPv4 one, in the forms a URL's host can take them (WHATWG writes [::127.0.0.1] as
  // [::7f00:1]): judged by the IPv4 address where the packet goes to it, refused where no push service can be.
  it.each([
    ['::ffff:7f00:1', false], // IPv4-mapped 127.0.0.1, as the URL parser writes it
    ['::ffff:a9fe:a9fe', false], // 169.254.169.254
    ['::ffff:808:808', true],
    ['::127.0.0.1', false], // IPv4-compatible (deprecated): refused whatever it carries
    ['::7f00:1', false],
    ['::808:808', false],
    ['::ffff:0:7f00:1', false], // IPv4-translated (SIIT, ::ffff:0:a.b.c.d)
    ['::ffff:0:808:808', false],
    ['64:ff9b::7f00:1', false], // NAT64 (RFC 6052): the gateway connects to 127.0.0.1
    ['64:ff9b::127.0.0.1', false],
    ['64:ff9b::a00:5', false],
    ['64:ff9b::a9fe:a9fe', false],
    ['64:ff9b::808:808', true], // 8.8.8.8 through NAT64: how an IPv6-only server reaches the internet
    ['64:ff9b:1::7f00:1', false], // local-use NAT64 (RFC 8215): the IPv4 address could sit anywhere in it
    ['64:ff9b:1::808:808', false],
    ['2002:7f00:1::1', false], // 6to4 (deprecated, RFC 7526) of 127.0.0.1
    ['2002:a00:5::1', false],
    ['2002:808:808::1', false],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false], // Teredo: its relays reach the IPv4 address inside
    ['2001:2::1', false], // benchmarking
    ['2001:db8::1', false], // documentation
    ['3fff::1', false],
    ['100::1', false], // discard-only
    ['fec0::1', false], // site-local
    ['5f00::1', false], // SRv6
    ['fe80::1%eth0', false],
    ['2606:4700:4700::1111', true],
    ['2a00:1450:4001:82b::200e', true],
  ])('%s: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('parsePushEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/dXk1bN2:APA91bH-x_yZ',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk-x_Y=',
    'https://web.push.apple.com/QGx0Y-_z09',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB%2bx%3d%3d&v=1',
    'https://127.0.0.1:8443/push/1',
    'https://[2001:4860::8888]/p',
  ])('takes %s, as one reading', (endpoint) => {
    const parsed = parsePushEndpoint(endpoint);
    expect(typeof parsed).toBe('object');
    const url = new URL(endpoint);
    expect(parsed).toEqual({
      endpoint,
      hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: Number(url.port || 443),
      path: `${url.pathname}${url.search}`,
    });
  });

  it.each([
    ...TWO_READINGS,
    'https://127.0.0.1\\x.example.com/p',
    'https://push.example.com\\@127.0.0.1/p',
    'https://user:secret@push.example.com/p',
    'https://push.example.com@127.0.0.1/p',
    'https://push.example.com/p#x',
    'https://push.example.com/p q',
    'https://push.example.com/p\n',
    'https://push.example.com/p;x',
    "https://push.example.com/p'x",
    'https://push.example.com/%zz',
    'https://push example.com/p',
    'https://bücher.example/p',
    'https://127.1/p', // WHATWG reads 127.0.0.1, legacy url.parse a name
    'https://2130706433/p',
    'https://0x7f.0.0.1/p',
    'https://017700000001/p',
    'https://[::127.0.0.1]/p', // not as the URL parser writes it: [::7f00:1]
    'https://PUSH.example.com/p',
    'https://push.example.com:443/p',
    'https://push.example.com/a/../p',
    'https://push.example.com',
    'https://-push.example.com/p',
    'http://push.example.com/p',
    'wss://push.example.com/p',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(typeof parsePushEndpoint(endpoint)).toBe('string');
  });
});

describe('registrationRefusal', () => {
  const resolve = resolverOf({
    'fcm.googleapis.com': ['142.250.180.10', '2a00:1450:4001:82b::200e'],
    'rebind.example.test': ['142.250.180.10', '10.0.0.5'],
    'nat64.example.test': ['64:ff9b::7f00:1'],
  });

  it.each([
    ['8.8.8.8', null],
    ['2001:4860:4860::8888', null],
    ['fcm.googleapis.com', null],
    ['push.example.test', null], // not resolvable now: each push resolves and checks it again
    ['127.0.0.1', 'The push endpoint 127.0.0.1 is not on the public internet'],
    ['10.0.0.5', 'The push endpoint 10.0.0.5 is not on the public internet'],
    ['::1', 'The push endpoint ::1 is not on the public internet'],
    ['::7f00:1', 'The push endpoint ::7f00:1 is not on the public internet'],
    ['64:ff9b::a9fe:a9fe', 'The push endpoint 64:ff9b::a9fe:a9fe is not on the public internet'],
    ['localhost', 'The push endpoint localhost is not on the public internet'],
    ['push.localhost', 'The push endpoint push.localhost is not on the public internet'],
    ['printer', 'The push endpoint printer is not on the public internet'],
    ['rebind.example.test', 'The push endpoint rebind.example.test is not on the public internet'],
    ['nat64.example.test', 'The push endpoint nat64.example.test is not on the public internet'],
  ])('%s: %s', async (hostname, expected) => {
    expect(await registrationRefusal(hostname, resolve)).toBe(expected);
  });

  it('takes a name whose resolution does not answer within 2 seconds (each push checks it again)', async () => {
    const started = Date.now();
    expect(await registrationRefusal('slow.example.test', () => new Promise(() => undefined))).toBeNull();
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('a push to an endpoint two URL parsers read differently', () => {
  const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:test@example.com' };
  const message = { title: 'Time for your journal', body: 'How did today go?', url: '/journal', tag: 'journal-x' };
  const keys = newBrowserPushKeys().keys;
  let requestsStarted = 0;
  const countRequest = () => (requestsStarted += 1);
  // Where legacy url.parse sends these: 127.0.0.1, port 443. Bound when this process may (as root); the count of
  // requests started proves nothing was contacted either way.
  let port443: Server | null = null;
  let connections = 0;

  beforeAll(async () => {
    subscribe('http.client.request.start', countRequest);
    const server = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    port443 = await new Promise<Server | null>((resolve) => {
      server.once('error', () => resolve(null));
      server.listen(443, '127.0.0.1', () => resolve(server));
    });
  });
  afterEach(() => {
    requestsStarted = 0;
    connections = 0;
  });
  afterAll(async () => {
    unsubscribe('http.client.request.start', countRequest);
    await new Promise((resolve) => (port443 ? port443.close(resolve) : resolve(undefined)));
  });

  it.each(TWO_READINGS.flatMap((endpoint) => [[endpoint, 'refuse'] as const, [endpoint, 'allow'] as const]))(
    '%s is refused (private addresses: %s) and nothing is contacted',
    async (endpoint, privateAddresses) => {
      const outcome = await sendPush({ endpoint, ...keys }, message, {
        vapid,
        retry: { attempts: 3, baseDelayMs: 10, maxDelayMs: 50 },
        privateAddresses,
      });
      // Let a connection that was opened reach the listener before counting.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect({ requestsStarted, connections }).toEqual({ requestsStarted: 0, connections: 0 });
      expect(outcome).toMatchObject({ result: 'failed', attempts: 1 });
    },
  );
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

describe('a push to a name', () => {
  // Both listen on 127.0.0.1; `named` has a certificate for push.example.test, `addressOnly` one for 127.0.0.1 alone.
  let named: PushService;
  let addressOnly: PushService;
  const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:test@example.com' };
  const message = { title: 'Morning check-in', body: 'How did you sleep?', url: '/check-in', tag: 'check-in-x' };
  const retry = { attempts: 3, baseDelayMs: 10, maxDelayMs: 50 };
  /** The name's one address, 127.0.0.1, with each question kept. */
  function resolver() {
    const resolve = resolverOf({ 'push.example.test': ['127.0.0.1'] });
    return { asked: resolve.asked, resolve };
  }

  beforeAll(async () => {
    named = await startPushService({ vapidPublicKey: vapid.publicKey, hostname: 'push.example.test' });
    addressOnly = await startPushService({ vapidPublicKey: vapid.publicKey });
  });
  afterAll(async () => {
    await named?.close();
    await addressOnly?.close();
  });

  it('resolves it once, sends every try to that address and checks the certificate against the name', async () => {
    const subscription = named.subscription('pinned');
    expect(subscription.endpoint).toMatch(/^https:\/\/push\.example\.test:\d+\/push\/pinned$/);
    const { asked, resolve } = resolver();
    named.answer(503, {}, subscription.endpoint);
    named.answer(503, {}, subscription.endpoint);
    const outcome = await sendPush({ endpoint: subscription.endpoint, ...subscription.keys }, message, {
      vapid,
      retry,
      privateAddresses: 'allow',
      agent: named.agent,
      resolve,
    });
    expect(outcome).toEqual({ result: 'sent', attempts: 3 });
    expect(asked).toEqual(['push.example.test']);
    expect(named.deliveredTo(subscription.endpoint).map((sent) => [sent.payload, sent.claims?.aud])).toEqual([
      [message, named.origin],
    ]);
  });

  it('is refused when the name resolves to this machine, before any request', async () => {
    const subscription = named.subscription('private-name');
    const { asked, resolve } = resolver();
    const outcome = await sendPush({ endpoint: subscription.endpoint, ...subscription.keys }, message, {
      vapid,
      retry,
      resolve,
    });
    expect(outcome).toEqual({
      result: 'failed',
      attempts: 1,
      reason: 'push endpoint push.example.test is not a public address (127.0.0.1)',
    });
    expect(asked).toEqual(['push.example.test']);
    expect(named.received.filter((sent) => sent.id === 'private-name')).toEqual([]);
  });

  it('fails on a certificate for the address alone: TLS checks the name the endpoint gives', async () => {
    const subscription = addressOnly.subscription('wrong-name');
    const endpoint = subscription.endpoint.replace('//127.0.0.1:', '//push.example.test:');
    const outcome = await sendPush({ endpoint, ...subscription.keys }, message, {
      vapid,
      retry,
      privateAddresses: 'allow',
      agent: addressOnly.agent,
      resolve: resolver().resolve,
    });
    expect(outcome).toMatchObject({ result: 'failed', attempts: 3 });
    expect(outcome.result === 'failed' && outcome.reason).toMatch(/altnames/);
    expect(addressOnly.received).toEqual([]);
  });
});
