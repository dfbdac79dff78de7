import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { rawRequest, type RawResponse } from './raw-http.js';
import { startTestServer, type TestBrowser, type TestServer, type TestServerOptions } from './test-server.js';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  headers: Map<string, unknown>;
  /** Each header as it was sent ("List-Unsubscribe: <...>"), by its lower-case name. */
  headerLines: Map<string, string>;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, for tests that send mail. */
export interface MailSink {
  url: string;
  received: ReceivedMail[];
  /** The next message to `to` not yet taken, waiting up to `timeoutMs` for it. */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startMailSink(): Promise<MailSink> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The client is this machine: asking DNS for its name only delays each message (tests that wait for one).
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = [mail.to ?? []].flat().flatMap((address) => address.value.map((one) => one.address ?? ''));
          for (const address of to) {
            received.push({
              to: address,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              headers: mail.headers,
              headerLines: new Map(mail.headerLines.map((line) => [line.key, line.line])),
            });
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async next(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((one) => one.to === to.toLowerCase() && !taken.has(one));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`No email to ${to} within ${timeoutMs} ms`);
        await new Promise((wait) => setTimeout(wait, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A mail sink and a test server that sends its mail there, for the enclosing describe block (as serverForSuite): both
 * started before its first test, closed after its last. The objects are filled in when they start.
 */
export function serverWithMailForSuite(options: Omit<TestServerOptions, 'smtpUrl'> = {}): {
  app: TestServer;
  mail: MailSink;
} {
  const suite = { app: {} as TestServer, mail: {} as MailSink };
  beforeAll(async () => {
    Object.assign(suite.mail, await startMailSink());
    Object.assign(suite.app, await startTestServer({ ...options, smtpUrl: suite.mail.url }));
  });
  afterAll(async () => {
    await suite.app.cleanup?.();
    await suite.mail.close?.();
  });
  return suite;
}

/**
 * A new browser signed in to a new account whose address is confirmed, as a click on the sign-up email does: the
 * sign-up's email is taken from `mail`, so that the next one a test waits for is its own.
 */
export async function confirmedAthlete(
  app: TestServer,
  mail: MailSink,
  email: string,
  password: string,
): Promise<TestBrowser> {
  const browser = app.browser();
  expect((await browser.signUp(email, password)).status).toBe(200);
  await mail.next(email);
  const { db, dialect } = app.server.database;
  await sql`update "user" set "emailVerified" = ${dialect === 'postgres' ? true : 1} where email = ${email}`.execute(
    db,
  );
  expect((await browser.signIn(email, password)).status).toBe(200);
  return browser;
}

/** The one-click unsubscribe address of a letter (RFC 8058: both headers there), checked as a mail app reads it. */
export function oneClickUnsubscribeUrl(letter: ReceivedMail): string {
  expect(letter.headerLines.get('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const header = letter.headerLines.get('list-unsubscribe')!.replace(/\r?\n\s+/g, '');
  return /^List-Unsubscribe:\s*<([^>]+)>$/.exec(header)![1]!;
}

/** The POST a mail provider sends for one click (RFC 8058): from its own servers, a form, no Origin, no cookie. */
export function postOneClick(url: string): Promise<RawResponse> {
  return rawRequest(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
}
