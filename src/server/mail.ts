/** Sends one plain-text email through the SMTP server at smtpUrl. */
export async function sendMail(
  smtpUrl: string,
  from: string,
  message: { to: string; subject: string; text: string },
): Promise<void> {
  // Loaded only when mail is configured, which most self-hosters never do.
  const { createTransport } = await import('nodemailer');
  await createTransport(smtpUrl).sendMail({ from, ...message });
}
