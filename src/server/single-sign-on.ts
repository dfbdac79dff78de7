import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { BetterAuthOptions } from 'better-auth';
import type { OidcConfig } from './env.js';

/** better-auth's id for the one OpenID provider: its callback is /api/auth/callback/oidc. */
export const SIGN_ON_PROVIDER_ID = 'oidc';

/**
 * Sign-in with the OpenID provider (decision 051) through better-auth's generic OAuth plugin: discovery from the
 * issuer, the authorization code flow with PKCE, state and nonce, and the ID token's signature (the provider's
 * published keys), issuer, audience, expiry and nonce checked by better-auth. A provider that cannot be reached at
 * start is looked up again at the next sign-in, so the server starts without it.
 */
export function signOnOptions(oidc: OidcConfig | null): Pick<BetterAuthOptions, 'plugins' | 'account'> {
  if (!oidc) return {};
  return {
    plugins: [
      genericOAuth({
        config: [
          {
            providerId: SIGN_ON_PROVIDER_ID,
            name: oidc.name,
            discoveryUrl: `${oidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
            clientId: oidc.clientId,
            clientSecret: oidc.clientSecret,
            scopes: oidc.scopes,
            pkce: true,
            // Without the provider's issuer and keys, no ID token could be checked: better-auth then skips it.
            requireIdTokenVerification: true,
          },
        ],
      }),
    ],
    account: {
      accountLinking: {
        enabled: true,
        // No provider is trusted by its name alone: an existing account is linked only when the provider says the
        // email is verified.
        trustedProviders: [],
        // And only when the account's own email was verified here (its verification email with SMTP_URL, or a
        // password reset): without SMTP_URL anyone may sign up with another's address, and linking that account would
        // leave them a password to it once its real owner came in through the provider.
        requireLocalEmailVerified: true,
        // Linking never copies the provider's name or picture over what the athlete chose.
        updateUserInfoOnLink: false,
      },
    },
  };
}
