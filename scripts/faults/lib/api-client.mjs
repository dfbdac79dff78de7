// A small client for Touchline's API over node:http: one browser's cookie jar, the Origin header
// the server requires, a chosen source address (rate limits count per address) and a timeout.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';

export const PASSWORD = 'fault-check-password-1';
const REQUEST_TIMEOUT_MS = 15_000;

/** An email no other run has used. */
export const uniqueEmail = (label) => `${label}-${randomUUID().slice(0, 8)}@faults.touchline.local`;

/**
 * One answer: status and parsed JSON body. Network failures (refused, reset, timeout) do not throw;
 * they come back as status 0 with `error` set, so a check can count them. A request that finds its
 * kept-alive connection closed by the server meanwhile is sent once more on a new one, as browsers
 * do (the server had not read it); its time counts from the first attempt (a server that held its
 * thread past the idle timeout closes the connection the request waited on, and the retry is quick).
 */
function send(url, options, firstSentAt = undefined) {
  const { method, headers, body, agent, localAddress, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  return new Promise((resolve) => {
    const started = firstSentAt ?? performance.now();
    const done = (status, text, error, setCookies = []) => {
      let json = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = { raw: text.slice(0, 200) };
      }
      resolve({ status, body: json, error, setCookies, ms: performance.now() - started });
    };
    const req = request(url, { method, headers, agent, localAddress, timeout: timeoutMs }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => done(res.statusCode, text, undefined, res.headers['set-cookie'] ?? []));
      res.on('error', (error) => done(0, '', error.code ?? error.message));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error) => {
      // Reset, or (a large body still being written) a broken pipe: the server had closed the idle connection.
      const closedIdle = error.code === 'ECONNRESET' || error.code === 'EPIPE';
      if (req.reusedSocket && closedIdle && firstSentAt === undefined) resolve(send(url, options, started));
      else done(0, '', error.code ?? error.message);
    });
    req.end(body);
  });
}

/** One athlete's browser against one or more servers (sessions are meant to work on each). */
export class ApiClient {
  cookies = new Map();

  /**
   * `localAddress`: a 127.x.y.z address to send from, so rate limits see a separate client. `timeoutMs`: how long a
   * request may go without a byte back (15 s unless given).
   */
  constructor(baseUrl, { localAddress, timeoutMs } = {}) {
    this.baseUrl = baseUrl;
    this.localAddress = localAddress;
    this.timeoutMs = timeoutMs;
    this.agent = new Agent({ keepAlive: true, maxSockets: 4 });
  }

  /**
   * A request to `path` on `baseUrl` (this client's server unless given). `json` is sent as JSON, or as it is when it
   * is a Buffer already (a large body made before a measurement, so that making it does not stall this process).
   */
  async request(method, path, json, baseUrl = this.baseUrl) {
    const headers = { origin: baseUrl };
    if (json !== undefined) headers['content-type'] = 'application/json';
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
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
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), value);
    }
    return answer;
  }

  signUp(email, baseUrl) {
    return this.request(
      'POST',
      '/api/auth/sign-up/email',
      { name: 'Fault Athlete', email, password: PASSWORD },
      baseUrl,
    );
  }

  signIn(email, password = PASSWORD, baseUrl) {
    return this.request('POST', '/api/auth/sign-in/email', { email, password }, baseUrl);
  }

  signOut(baseUrl) {
    return this.request('POST', '/api/auth/sign-out', {}, baseUrl);
  }

  /** Every entry of the signed-in athlete, following history's cursor; throws on any non-200. */
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

/** Signs an existing athlete in; throws when that fails. */
export async function signedIn(baseUrl, email, password = PASSWORD) {
  const client = new ApiClient(baseUrl);
  const answer = await client.signIn(email, password);
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { client, email };
}

/** Signs up and signs in a new athlete; throws when either fails. */
export async function newAthlete(baseUrl, label, options) {
  const client = new ApiClient(baseUrl, options);
  const email = uniqueEmail(label);
  const signUp = await client.signUp(email);
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${JSON.stringify(signUp.body)}`);
  const signIn = await client.signIn(email);
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${JSON.stringify(signIn.body)}`);
  return { client, email };
}
