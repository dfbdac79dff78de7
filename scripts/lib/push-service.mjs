// A local Web Push service on 127.0.0.1, for tests and fault checks: it checks each message's VAPID signature
// (RFC 8292) and decrypts its payload with the subscription's own keys (RFC 8291 over RFC 8188 aes128gcm), written
// here from the RFCs with node:crypto alone (not web-push's code), and answers as the test asks.
import { execFileSync } from 'node:child_process';
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messageOf } from './errors.mjs';
import { listeningPort } from './free-port.mjs';

/** @typedef {{ aud: string, exp: number, sub: string }} VapidClaims */

/**
 * A message the service received, as it answered it.
 *
 * @typedef {object} PushMessage
 * @property {string} id The subscription's id (the endpoint's last path segment).
 * @property {number} at
 * @property {number} status What the service answered: 201, a queued status, or 4xx when the message was not valid.
 * @property {number} ttl
 * @property {string | undefined} urgency
 * @property {VapidClaims} [claims]
 * @property {{ title: string, body: string, url: string, tag: string }} [payload]
 * @property {string} [error]
 */

/**
 * The local push service, as startPushService gives it.
 *
 * @typedef {object} PushService
 * @property {string} origin
 * @property {string} certificate
 * @property {Agent} agent An https agent that trusts this service's certificate.
 * @property {PushMessage[]} received
 * @property {(id?: string) => { endpoint: string, keys: { p256dh: string, auth: string } }} subscription
 * @property {(ms: number) => void} setDelay Slows every answer from now on by `ms`.
 * @property {(status: number, headers?: Record<string, string>, endpoint?: string | null) => void} answer Queues an
 *   answer for the next message (to `endpoint` only, when given); 201 when none is queued.
 * @property {(endpoint: string) => PushMessage[]} deliveredTo
 * @property {() => Promise<void>} close
 */

/**
 * A self-signed certificate for 127.0.0.1 and `hostname`, when it is a name (openssl), and its key.
 *
 * @param {string} hostname
 */
function selfSignedCertificate(hostname) {
  const dir = mkdtempSync(join(tmpdir(), 'touchline-push-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        `subjectAltName=IP:127.0.0.1${hostname === '127.0.0.1' ? '' : `,DNS:${hostname}`}`,
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * An uncompressed P-256 point as a public KeyObject.
 *
 * @param {Buffer} point
 */
function p256PublicKey(point) {
  if (point.length !== 65 || point[0] !== 4) throw new Error('not an uncompressed P-256 point');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): the key is the one expected, the JWT is ES256 signed by
 * it, its audience is the push service's origin, it expires within 24 hours and names a subject. Returns the claims;
 * throws saying what is wrong.
 *
 * @param {string | undefined} authorization
 * @param {string | null} expectedPublicKey
 * @param {string} origin
 * @returns {VapidClaims}
 */
export function verifyVapid(authorization, expectedPublicKey, origin, now = Date.now()) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no vapid authorization: ${authorization}`);
  const [, jwt = '', key = ''] = match;
  if (expectedPublicKey && key !== expectedPublicKey) throw new Error("the VAPID key is not the server's");
  const [header = '', payload = '', signature = ''] = jwt.split('.');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
  if (head.alg !== 'ES256') throw new Error(`JWT alg ${head.alg}`);
  const good = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: p256PublicKey(Buffer.from(key, 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!good) throw new Error('the VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  if (claims.aud !== origin) throw new Error(`JWT aud ${claims.aud}, expected ${origin}`);
  const seconds = now / 1000;
  if (!(claims.exp > seconds && claims.exp <= seconds + 24 * 3600 + 60)) throw new Error(`JWT exp ${claims.exp}`);
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw new Error(`JWT sub ${claims.sub}`);
  return claims;
}

/**
 * @param {Buffer} salt
 * @param {Buffer} ikm
 * @param {Buffer} info
 * @param {number} length
 */
const hkdf = (salt, ikm, info, length) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * Decrypts an aes128gcm body (RFC 8188) sent to a subscription (RFC 8291) with the browser's key pair (`ecdh`) and
 * auth secret; returns the plaintext. One record, as Web Push messages are.
 *
 * @param {Buffer} body
 * @param {import('node:crypto').ECDH} ecdh
 * @param {Buffer} authSecret
 */
export function decryptPushBody(body, ecdh, authSecret) {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid of ${idLength} bytes, expected the sender's 65-byte key`);
  if (record.length > recordSize) throw new Error('more than one record');
  const receiverPublic = ecdh.getPublicKey();
  const sharedSecret = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = hkdf(authSecret, sharedSecret, keyInfo, 32);
  const contentKey = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero or more zeros of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** A message the service refuses with `status` (400 unless it says otherwise). */
class PushRefusal extends Error {
  /**
   * @param {number} status
   * @param {string} message
   */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * Starts the push service. `subscription()` makes a browser's subscription (a real P-256 key pair and auth secret)
 * whose messages it decrypts; `answer(status, headers, endpoint?)` queues answers, to one subscription or any (201
 * when none is queued); `delayMs` slows every answer. Each message it accepts or refuses is kept in `received`.
 * `hostname` names it in endpoints and its certificate; it listens on 127.0.0.1 whatever the name, so a test resolves
 * the name to 127.0.0.1 itself.
 *
 * @param {{ vapidPublicKey?: string | null, delayMs?: number, hostname?: string }} [options]
 * @returns {Promise<PushService>}
 */
export async function startPushService({
  vapidPublicKey = null,
  delayMs: initialDelayMs = 0,
  hostname = '127.0.0.1',
} = {}) {
  let delayMs = initialDelayMs;
  const { key, cert } = selfSignedCertificate(hostname);
  /** @type {Map<string, { ecdh: import('node:crypto').ECDH, authSecret: Buffer }>} */
  const subscriptions = new Map();
  /** @type {{ id: string | null, status: number, headers: Record<string, string> }[]} */
  const queued = [];
  /** @type {PushMessage[]} */
  const received = [];
  /** @type {Set<import('node:stream').Duplex>} */
  const sockets = new Set();
  let origin = '';
  /** @param {string} endpoint an endpoint's URL or path */
  const idOf = (endpoint) => decodeURIComponent(new URL(endpoint, origin).pathname.replace(/^\/push\//, ''));
  const server = createServer({ key, cert }, (request, response) => {
    /** @type {Buffer[]} */
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', async () => {
      const urgency = request.headers.urgency;
      /** @type {PushMessage} */
      const message = {
        id: idOf(request.url ?? '/'),
        at: Date.now(),
        status: 0,
        ttl: Number(request.headers.ttl),
        urgency: Array.isArray(urgency) ? urgency.join(', ') : urgency,
      };
      try {
        const subscription = subscriptions.get(message.id);
        if (!subscription) throw new PushRefusal(404, `unknown subscription ${message.id}`);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        message.claims = verifyVapid(request.headers.authorization, vapidPublicKey, origin);
        message.payload = JSON.parse(
          decryptPushBody(Buffer.concat(chunks), subscription.ecdh, subscription.authSecret),
        );
        const index = queued.findIndex((one) => one.id === null || one.id === message.id);
        const [next = { status: 201, headers: {} }] = index >= 0 ? queued.splice(index, 1) : [];
        message.status = next.status;
        if (delayMs > 0) await new Promise((wait) => setTimeout(wait, delayMs));
        response.writeHead(next.status, next.headers).end();
      } catch (error) {
        message.status = error instanceof PushRefusal ? error.status : 400;
        message.error = messageOf(error);
        response.writeHead(message.status).end(message.error);
      }
      received.push(message);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', () => listening(undefined)));
  origin = `https://${hostname}:${listeningPort(server)}`;
  return {
    origin,
    certificate: cert,
    agent: new Agent({ ca: cert, keepAlive: true }),
    received,
    subscription(id = randomUUID()) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      subscriptions.set(id, { ecdh, authSecret });
      return {
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
      };
    },
    setDelay(ms) {
      delayMs = ms;
    },
    answer(status, headers = {}, endpoint = null) {
      queued.push({ id: endpoint === null ? null : idOf(endpoint), status, headers });
    },
    /** Messages delivered (answered 201) to the subscription with this endpoint. */
    deliveredTo(endpoint) {
      const id = idOf(endpoint);
      return received.filter((message) => message.id === id && message.status === 201);
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((closed) => server.close(() => closed()));
    },
  };
}
