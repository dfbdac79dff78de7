import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

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
