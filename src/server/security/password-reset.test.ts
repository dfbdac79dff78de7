import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { RESET_EMAIL_LIMIT } from '../sign-in-limit.js';
import { advanceClock } from '../test-support/clock.js';
import { confirmedAthlete, serverWithMailForSuite } from '../test-support/mail-sink.js';
import { rawRequest } from '../test-support/raw-http.js';
import { uniqueEmail, type TestBrowser, serverForSuite } from '../test-support/test-server.js';

const PASSWORD = 'the-old-password-1';
const NEW_PASSWORD = 'the-new-password-2';
const GENERIC = { status: true, message: 'If this email exists in our system, check your email for the reset link' };

/** The forgot-password timing test's figures (see the test). */
const TIMING = { pairs: 60, warmUpPairs: 3, requestsPerSample: 3, maxRounds: 3, settleMs: 10, maxGapMs: 0.2 };
type Kind = 'known' | 'unknown';
const KINDS: readonly Kind[] = ['known', 'unknown'];

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The values in a random order (Fisher-Yates). */
function shuffled<T>(values: readonly T[]): T[] {
  const order = [...values];
  for (let index = order.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  return order;
}

afterEach(() => {
  vi.useRealTimers();
});

/** The token of the reset link in an email's text. */
function tokenIn(text: string, origin: string): string {
  const match = new RegExp(`${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/reset-password\\?token=([\\w-]+)`).exec(
    text,
  );
  if (!match) throw new Error(`No reset link in: ${text}`);
  return match[1]!;
}

describe('password reset by email', () => {
  const { app, mail } = serverWithMailForSuite({ rateLimit: 'off' });

  /** An athlete whose address is confirmed, signed in on a browser. */
  async function athlete(): Promise<{ email: string; browser: TestBrowser }> {
    const email = uniqueEmail('reset');
    return { email, browser: await confirmedAthlete(app, mail, email, PASSWORD) };
  }

  const requestReset = (browser: TestBrowser, email: string) =>
    browser.request('/api/auth/request-password-reset', { json: { email } });
  const reset = (browser: TestBrowser, token: string, newPassword = NEW_PASSWORD) =>
    browser.request('/api/auth/reset-password', { json: { token, newPassword } });

  it('emails a link that sets a new password once, ends every session, signs in here and says so by email', async () => {
    const { email, browser: phone } = await athlete();
    const laptop = app.browser();
    expect((await laptop.signIn(email, PASSWORD)).status).toBe(200);

    const asked = await requestReset(app.browser(), email);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual(GENERIC);
    const message = await mail.next(email);
    expect(message.subject).toBe('Reset your Touchline password');
    const token = tokenIn(message.text, app.url);
    // Only a hash of the token is stored.
    const stored = await sql<{ identifier: string }>`select identifier from verification`.execute(
      app.server.database.db,
    );
    expect(stored.rows.map((row) => row.identifier).join(' ')).not.toContain(token);

    const here = app.browser();
    const done = await reset(here, token);
    expect(done.status).toBe(200);
    const { user } = (await done.json()) as { user: { email: string } };
    expect(user.email).toBe(email);
    expect((await here.session())?.user.email).toBe(email);
    expect(await phone.session()).toBeNull();
    expect(await laptop.session()).toBeNull();
    expect((await app.browser().signIn(email, PASSWORD)).status).toBe(401);
    expect((await app.browser().signIn(email, NEW_PASSWORD)).status).toBe(200);
    expect((await mail.next(email)).subject).toBe('Your Touchline password was changed');

    const again = await reset(app.browser(), token, 'a-third-password-3');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error: { code: 'INVALID_TOKEN', message: 'This link has expired. Ask for a new one.' },
    });
    expect((await app.browser().signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  /** The tokens of `count` reset links emailed to this address, oldest first. */
  async function links(email: string, count: number): Promise<string[]> {
    const tokens: string[] = [];
    for (let link = 0; link < count; link++) {
      expect((await requestReset(app.browser(), email)).status).toBe(200);
      tokens.push(tokenIn((await mail.next(email)).text, app.url));
    }
    return tokens;
  }

  const INVALID_TOKEN = { error: { code: 'INVALID_TOKEN', message: 'This link has expired. Ask for a new one.' } };
  /** Each token, tried with a password of its own, is refused as a link that no longer works. */
  async function expectRefused(tokens: string[]): Promise<void> {
    for (const [index, token] of tokens.entries()) {
      const answer = await reset(app.browser(), token, `not-set-by-link-${index}`);
      expect([token, answer.status, await answer.json()]).toEqual([token, 400, INVALID_TOKEN]);
    }
  }

  it('a link works for an hour, and not after', async () => {
    const early = await athlete();
    const late = await athlete();
    const [earlyToken] = await links(early.email, 1);
    const [lateToken] = await links(late.email, 1);

    advanceClock(59 * 60);
    expect((await reset(app.browser(), earlyToken!)).status).toBe(200);
    advanceClock(2 * 60);
    await expectRefused([lateToken!]);
    expect((await app.browser().signIn(late.email, PASSWORD)).status).toBe(200);
  });

  it('using the newest of five links ends the other four', async () => {
    const { email } = await athlete();
    const tokens = await links(email, 5);
    expect((await reset(app.browser(), tokens[4]!)).status).toBe(200);
    await expectRefused(tokens.slice(0, 4));
    expect((await app.browser().signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('using an older link ends the newer ones too', async () => {
    const { email } = await athlete();
    const tokens = await links(email, 3);
    expect((await reset(app.browser(), tokens[0]!)).status).toBe(200);
    await expectRefused(tokens.slice(1));
  });

  it('changing the password ends every reset link, and another account keeps its own', async () => {
    const { email, browser } = await athlete();
    const other = await athlete();
    const tokens = await links(email, 2);
    const [othersToken] = await links(other.email, 1);
    const changed = await browser.request('/api/auth/change-password', {
      json: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    await expectRefused(tokens);
    expect((await app.browser().signIn(email, NEW_PASSWORD)).status).toBe(200);
    expect((await reset(app.browser(), othersToken!)).status).toBe(200);
  });

  it('a sign-in with the password ends every reset link: whoever signs in knows it', async () => {
    const { email, browser } = await athlete();
    const changed = await browser.request('/api/auth/change-password', {
      json: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    const tokens = await links(email, 2);
    // A wrong password ends nothing.
    expect((await app.browser().signIn(email, PASSWORD)).status).toBe(401);
    const signedIn = app.browser();
    expect((await signedIn.signIn(email, NEW_PASSWORD)).status).toBe(200);
    await expectRefused(tokens);
    expect((await app.browser().signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('a wrong password at sign-in leaves the links working', async () => {
    const { email } = await athlete();
    const [token] = await links(email, 1);
    expect((await app.browser().signIn(email, 'not-the-password-9')).status).toBe(401);
    expect((await reset(app.browser(), token!)).status).toBe(200);
  });

  it('answers an unknown email exactly as a known one, and sends it nothing', async () => {
    const { email } = await athlete();
    const nobody = uniqueEmail('nobody');
    const [known, unknown] = [await requestReset(app.browser(), email), await requestReset(app.browser(), nobody)];
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await unknown.json()).toEqual(await known.json());
    await mail.next(email);
    await new Promise((wait) => setTimeout(wait, 200));
    expect(mail.received.some((message) => message.to === nobody)).toBe(false);
  });

  it(`answers a known and an unknown email in the same time (medians of ${TIMING.pairs} each, interleaved, within ${TIMING.maxGapMs} ms)`, async () => {
    const email = uniqueEmail('timing');
    expect((await app.browser().signUp(email, PASSWORD)).status).toBe(200);
    // The sign-up's confirmation, so that every later message to this address is a reset link's.
    await mail.next(email);
    // Timed from a process of its own, over one kept-alive connection: see timed-request-process.mjs.
    const client = fork(fileURLToPath(new URL('../test-support/timed-request-process.mjs', import.meta.url)));
    onTestFinished(() => void client.kill());
    const timed = (target: string) =>
      new Promise<number>((resolve, reject) => {
        client.once('message', (answer: { status?: number; elapsed?: number; error?: string }) =>
          answer.status === 200 ? resolve(answer.elapsed!) : reject(new Error(JSON.stringify(answer))),
        );
        client.send({
          url: `${app.url}/api/auth/request-password-reset`,
          headers: { origin: app.url, 'content-type': 'application/json' },
          body: JSON.stringify({ email: target }),
        });
      });
    const sentTo = () => mail.received.filter((message) => message.to === email).length;
    /**
     * One request, timed, and then the server's work after it waited out, so that each request meets a server with
     * nothing left to do: a known email's look-up, stored token and message (its arrival in the sink shows all three
     * done; the sink greets a connection after 100 ms), then a pause for an unknown email's look-ups and the SMTP
     * connection's close. Without this, a known email's work after answering lands in the time of the request after it.
     */
    const timedRequest = async (kind: Kind): Promise<number> => {
      const before = sentTo();
      const elapsed = await timed(kind === 'known' ? email : uniqueEmail('nobody'));
      if (kind === 'known') await vi.waitFor(() => expect(sentTo()).toBe(before + 1), { interval: 2, timeout: 5000 });
      await new Promise((settle) => setTimeout(settle, TIMING.settleMs));
      return elapsed;
    };
    /**
     * A pair of samples, one of each kind: three requests of each, interleaved in a random order, so that a moment when
     * another process on this shared machine holds the processor (a request then takes 5 to 9 ms instead of 2 to 3)
     * falls on both kinds alike; each kind's sample is its fastest of three, which drops such moments.
     */
    const pair = async (): Promise<Record<Kind, number>> => {
      const times: Record<Kind, number[]> = { known: [], unknown: [] };
      for (const kind of shuffled(KINDS.flatMap((one) => Array<Kind>(TIMING.requestsPerSample).fill(one)))) {
        times[kind].push(await timedRequest(kind));
      }
      return { known: Math.min(...times.known), unknown: Math.min(...times.unknown) };
    };
    // About 40 s a round here; the timeout leaves room for three rounds on a machine twice as slow.
    for (let warmUp = 0; warmUp < TIMING.warmUpPairs; warmUp++) await pair();
    // The server has its limits off: their counts are the same work for every email (a row keyed by the email's hash,
    // no account looked up), and their disk writes would drown a 0.2 ms difference. Up to three rounds of pairs run on a
    // busy machine, each compared with every sample so far, so that a later round adds evidence rather than a new
    // chance: a real difference stays in the medians of all of them.
    const samples: Record<Kind, number[]> = { known: [], unknown: [] };
    const medians: { known: number; unknown: number }[] = [];
    for (let round = 0; round < TIMING.maxRounds; round++) {
      for (let index = 0; index < TIMING.pairs; index++) {
        const { known, unknown } = await pair();
        samples.known.push(known);
        samples.unknown.push(unknown);
      }
      medians.push({ known: median(samples.known), unknown: median(samples.unknown) });
      if (Math.abs(medians.at(-1)!.known - medians.at(-1)!.unknown) < TIMING.maxGapMs) break;
    }
    const last = medians.at(-1)!;
    expect(Math.abs(last.known - last.unknown), JSON.stringify(medians)).toBeLessThan(TIMING.maxGapMs);
  }, 360_000);

  it('refuses an unknown token, a missing one and a short new password', async () => {
    const browser = app.browser();
    expect((await reset(browser, 'not-a-token')).status).toBe(400);
    expect((await browser.request('/api/auth/reset-password', { json: { newPassword: NEW_PASSWORD } })).status).toBe(
      400,
    );
    const { email } = await athlete();
    expect((await requestReset(app.browser(), email)).status).toBe(200);
    const token = tokenIn((await mail.next(email)).text, app.url);
    const short = await reset(browser, token, 'short');
    expect(short.status).toBe(400);
    // The link still works after a refused password.
    expect((await reset(browser, token)).status).toBe(200);
  });
});

describe('password reset timing and limits', () => {
  // Reset links are sent only by a server that can mail them.
  const { app } = serverWithMailForSuite({ rateLimit: 'on' });

  let nextAddress = 2;
  const freshAddress = () => `127.1.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
  const requestFrom = (address: string, email: string) =>
    rawRequest(`${app.url}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: { origin: app.url, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
      localAddress: address,
    });

  it(`sends one address at most ${RESET_EMAIL_LIMIT.attempts} links in ${RESET_EMAIL_LIMIT.windowSeconds / 60} minutes, from any client`, async () => {
    const email = uniqueEmail('limited');
    expect((await app.browser().signUp(email, PASSWORD)).status).toBe(200);
    for (let attempt = 1; attempt <= RESET_EMAIL_LIMIT.attempts; attempt++) {
      expect((await requestFrom(freshAddress(), email)).status).toBe(200);
    }
    const refused = await requestFrom(freshAddress(), email);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).error.message).toBe('Too many attempts. Try again in 15 minutes.');
    // An unknown address is counted alike: the limit tells nothing about who has an account.
    const nobody = uniqueEmail('nobody');
    for (let attempt = 1; attempt <= RESET_EMAIL_LIMIT.attempts; attempt++) await requestFrom(freshAddress(), nobody);
    expect((await requestFrom(freshAddress(), nobody)).status).toBe(429);
    // Sign-in is not slowed by reset requests.
    expect((await app.browser().signIn(email, PASSWORD)).status).not.toBe(429);
  });

  it('limits one client to 5 requests a minute, whatever the email', async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await requestFrom(address, uniqueEmail('spread'))).status).toBe(200);
    }
    expect((await requestFrom(address, uniqueEmail('spread'))).status).toBe(429);
  });
});

describe('password reset without email', () => {
  const app = serverForSuite({ rateLimit: 'off' });

  it('says that the person who runs Touchline can make a reset link', async () => {
    const response = await app.browser().request('/api/auth/request-password-reset', {
      json: { email: uniqueEmail('nomail') },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'RESET_PASSWORD_DISABLED',
        message:
          'This Touchline does not send email. The person who runs it can make you a reset link with `npm run admin -- reset-password`.',
      },
    });
  });
});
