/** Sends one plain-text email through the SMTP server at smtpUrl; `headers` are added as they are. */
export async function sendMail(
  smtpUrl: string,
  from: string,
  message: { to: string; subject: string; text: string; headers?: Record<string, string> },
): Promise<void> {
  // Loaded only when mail is configured, which most self-hosters never do.
  const { createTransport } = await import('nodemailer');
  // A mail server that hangs must not hold a reminder run for minutes (nodemailer waits 10 minutes by default).
  await createTransport(smtpUrl, {
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  }).sendMail({ from, ...message });
}
