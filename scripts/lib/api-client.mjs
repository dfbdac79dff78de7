// A small client for Touchline's API over node:http: one browser's cookie jar, the Origin header the server requires,
// a chosen source address (rate limits count per address) and a timeout. The benchmarks and the fault checks sign
// their athletes up and in with it.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';

/** The password of every athlete the scripts make (the seeded ones too). */
export const PASSWORD = 'script-athlete-password-1';
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * An email no other run has used.
 *
 * @param {string} label
 */
export const uniqueEmail = (label) => `${label}-${randomUUID().slice(0, 8)}@scripts.touchline.local`;

/**
 * The server's answer. `body` is the parsed JSON (the API's contracts type it; a check reads what it asserts). A
 * network failure is status 0 with `error` set.
 *
 * @typedef {object} Answer
 * @property {number} status
 * @property {any} body
 * @property {string} [error]
 * @property {string[]} setCookies
 * @property {number} ms
 */

/**
 * @typedef {object} SendOptions
 * @property {string} method
 * @property {Record<string, string>} headers
 * @property {string | Buffer} [body]
 * @property {Agent} agent
 * @property {string} [localAddress]
 * @property {number} [timeoutMs] how long a request may go without a byte back (15 s unless given)
 */

/**
 * One answer: status and parsed JSON body. Network failures (refused, reset, timeout) do not throw;
 * they come back as status 0 with `error` set, so a check can count them. A request that finds its
 * kept-alive connection closed by the server meanwhile is sent once more on a new one, as browsers
 * do (the server had not read it); its time counts from the first attempt (a server that held its
 * thread past the idle timeout closes the connection the request waited on, and the retry is quick).
 *
 * @param {URL} url
 * @param {SendOptions} options
 * @param {number} [firstSentAt] when the first attempt of a request sent again was sent
 * @returns {Promise<Answer>}
 */
function send(url, options, firstSentAt = undefined) {
  const { method, headers, body, agent, localAddress, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  return new Promise((resolve) => {
    const started = firstSentAt ?? performance.now();
    /**
     * @param {number} status
     * @param {string} text
     * @param {string} [error]
     * @param {string[]} [setCookies]
     */
    const done = (status, text, error, setCookies = []) => {
      let json = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = { raw: text.slice(0, 200) };
      }
      resolve({ status, body: json, error, setCookies, ms: performance.now() - started });
    };
    /** @param {NodeJS.ErrnoException} error */
    const reason = (error) => error.code ?? error.message;
    const req = request(url, { method, headers, agent, localAddress, timeout: timeoutMs }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => done(res.statusCode ?? 0, text, undefined, res.headers['set-cookie'] ?? []));
      res.on('error', (error) => done(0, '', reason(error)));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      // Reset, or (a large body still being written) a broken pipe: the server had closed the idle connection.
      const closedIdle = error.code === 'ECONNRESET' || error.code === 'EPIPE';
      if (req.reusedSocket && closedIdle && firstSentAt === undefined) resolve(send(url, options, started));
      else done(0, '', reason(error));
    });
    req.end(body);
  });
}

/** One athlete's browser against one or more servers (sessions are meant to work on each). */
export class ApiClient {
  /** @type {Map<string, string>} */
  cookies = new Map();

  /**
   * @param {string} baseUrl
   * @param {{ localAddress?: string, timeoutMs?: number }} [options] `localAddress`: a 127.x.y.z address to send
   *   from, so rate limits see a separate client. `timeoutMs`: how long a request may go without a byte back (15 s
   *   unless given).
   */
  constructor(baseUrl, { localAddress, timeoutMs } = {}) {
    this.baseUrl = baseUrl;
    this.localAddress = localAddress;
    this.timeoutMs = timeoutMs;
    this.agent = new Agent({ keepAlive: true, maxSockets: 4 });
  }

  /** The Cookie header this browser sends (for a load generator that sends requests of its own). */
  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /**
   * A request to `path` on `baseUrl` (this client's server unless given). `json` is sent as JSON, or as it is when it
   * is a Buffer already (a large body made before a measurement, so that making it does not stall this process).
   *
   * @param {string} method
   * @param {string} path
   * @param {unknown} [json]
   * @returns {Promise<Answer>}
   */
  async request(method, path, json, baseUrl = this.baseUrl) {
    /** @type {Record<string, string>} */
    const headers = { origin: baseUrl };
    if (json !== undefined) headers['content-type'] = 'application/json';
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    const body = json === undefined || Buffer.isBuffer(json) ? json : JSON.stringify(json);
    const answer = await send(new URL(path, baseUrl), {
      method,
      headers,
      body,
      agent: this.agent,
      localAddress: this.localAddress,
      timeoutMs: this.timeoutMs,
    });
    for (const line of answer.setCookies) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), value);
    }
    return answer;
  }

  /**
   * @param {string} email
   * @param {{ name?: string, baseUrl?: string }} [options]
   */
  signUp(email, { name = 'Test Athlete', baseUrl } = {}) {
    return this.request('POST', '/api/auth/sign-up/email', { name, email, password: PASSWORD }, baseUrl);
  }

  /**
   * @param {string} email
   * @param {string} [baseUrl]
   */
  signIn(email, password = PASSWORD, baseUrl) {
    return this.request('POST', '/api/auth/sign-in/email', { email, password }, baseUrl);
  }

  /** @param {string} [baseUrl] */
  signOut(baseUrl) {
    return this.request('POST', '/api/auth/sign-out', {}, baseUrl);
  }

  /**
   * Every entry of the signed-in athlete, following history's cursor; throws on any non-200.
   *
   * @param {string} [baseUrl]
   * @returns {Promise<import('../../src/domain/entry-content.js').JournalEntry[]>}
   */
  async allEntries(baseUrl) {
    const entries = [];
    let cursor = null;
    do {
      const query = `limit=100${cursor ? `&cursor=${cursor}` : ''}`;
      const answer = await this.request('GET', `/api/entries/history?${query}`, undefined, baseUrl);
      if (answer.status !== 200) throw new Error(`history answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      entries.push(...answer.body.entries);
      cursor = answer.body.nextCursor;
    } while (cursor);
    return entries;
  }

  close() {
    this.agent.destroy();
  }
}

/**
 * @typedef {object} Athlete An athlete signed in, with the browser it signed in with.
 * @property {ApiClient} client
 * @property {string} email
 */

/**
 * Signs an existing athlete in; throws when that fails.
 *
 * @param {string} baseUrl
 * @param {string} email
 * @returns {Promise<Athlete>}
 */
export async function signedIn(baseUrl, email, password = PASSWORD) {
  const client = new ApiClient(baseUrl);
  const answer = await client.signIn(email, password);
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { client, email };
}

/**
 * Signs up and signs in a new athlete; throws when either fails.
 *
 * @param {string} baseUrl
 * @param {string} label what the email starts with
 * @param {{ localAddress?: string, timeoutMs?: number }} [options]
 * @returns {Promise<Athlete>}
 */
export async function newAthlete(baseUrl, label, options) {
  const client = new ApiClient(baseUrl, options);
  const email = uniqueEmail(label);
  const signUp = await client.signUp(email);
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${JSON.stringify(signUp.body)}`);
  const signIn = await client.signIn(email);
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${JSON.stringify(signIn.body)}`);
  return { client, email };
}
