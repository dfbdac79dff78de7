import { apiFetch } from './api';

/**
 * Starts a sign-in with the server's OpenID provider: the server answers the provider's address (and sets the
 * sign-in's state cookie), and the browser goes there; the provider sends it back to `returnTo`, signed in, or to
 * the sign-in page with `?error=`.
 */
export async function startSignOn(returnTo: string): Promise<void> {
  const { url } = await apiFetch<{ url: string }>('/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'oidc', callbackURL: returnTo },
  });
  window.location.assign(url);
}
