import type { BetterAuthOptions } from 'better-auth';
import { createAuth, resetPasswordLink } from '../auth.js';

/**
 * A link that sets a new password for the account with this email, or null when there is none. The
 * token is made and stored by the email flow's own endpoint, better-auth's request-password-reset
 * (valid for RESET_LINK_SECONDS, used once, kept as its SHA-256), and the link is the one the email
 * would carry; only the sending is replaced, by handing the link back.
 */
export async function makeResetLink(
  options: BetterAuthOptions,
  publicUrl: string,
  email: string,
): Promise<string | null> {
  let link: string | null = null;
  const auth = await createAuth({
    ...options,
    emailAndPassword: {
      ...options.emailAndPassword,
      enabled: true,
      sendResetPassword: async ({ token }) => {
        link = resetPasswordLink(publicUrl, token);
      },
    },
  });
  await auth.api.requestPasswordReset({ body: { email } });
  return link;
}
