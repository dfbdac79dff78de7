import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import Provider from 'oidc-provider';

/** A person the provider knows: `sub` is what they type at its login form. */
export interface ProviderAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
  name?: string;
}

/**
 * What the provider does to the ID token it answers the code with, as an attacker in the middle (or a provider
 * for another client) would: a claim changed after signing, or signed right for another audience, already
 * expired, or for another sign-in's nonce.
 */
export type IdTokenFault = 'none' | 'tampered' | 'wrong-audience' | 'expired' | 'wrong-nonce';

/** A real OpenID provider (the `oidc-provider` package) on 127.0.0.1, with one confidential client. */
export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The people who can sign in, by sub; tests add and change them as they go. */
  accounts: Map<string, ProviderAccount>;
  /** Set before a sign-in to have its ID token spoiled. */
  idTokenFault: IdTokenFault;
  stop(): Promise<void>;
}

/** Starts a provider whose one client (`touchline`) may return to `redirectUri` (Touchline's callback). */
export async function startOidcProvider({ redirectUri }: { redirectUri: string }): Promise<TestOidcProvider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey: JWK = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, ProviderAccount>();
  const state: Pick<TestOidcProvider, 'idTokenFault'> = { idTokenFault: 'none' };
  const clientId = 'touchline';
  const clientSecret = `secret-${randomUUID()}`;

  // The provider needs its issuer (the port) before it exists, so the server hands requests on once it does.
  const route: { handle?: (req: IncomingMessage, res: ServerResponse) => void } = {};
  const server: Server = createServer((req, res) => {
    if (req.method === 'POST' && req.url?.startsWith('/token') && state.idTokenFault !== 'none') {
      spoilIdToken(res, state.idTokenFault, signingKey);
    }
    route.handle!(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [signingKey] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    cookies: { keys: [randomUUID()] },
    features: { devInteractions: { enabled: true } },
    findAccount: (_context: unknown, sub: string) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: account.emailVerified, name: account.name }),
      };
    },
  });
  // Its own log lines would only clutter a test's output; its answers say what went wrong.
  provider.on('server_error', () => {});
  route.handle = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    get idTokenFault() {
      return state.idTokenFault;
    },
    set idTokenFault(fault: IdTokenFault) {
      state.idTokenFault = fault;
    },
    stop: () => {
      if (!server.listening) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}

/** Rewrites the ID token in the token endpoint's JSON answer, which the provider writes with one `res.end`. */
function spoilIdToken(res: ServerResponse, fault: IdTokenFault, signingKey: JWK): void {
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
  res.end = ((chunk?: unknown) => {
    if (chunk === undefined || res.statusCode !== 200) return end(chunk);
    const answer = JSON.parse(String(chunk)) as { id_token?: string };
    if (!answer.id_token) return end(chunk);
    void spoiled(answer.id_token, fault, signingKey).then((idToken) => {
      const body = JSON.stringify({ ...answer, id_token: idToken });
      res.setHeader('content-length', Buffer.byteLength(body));
      end(body);
    });
    return res;
  }) as typeof res.end;
}

async function spoiled(idToken: string, fault: IdTokenFault, signingKey: JWK): Promise<string> {
  const claims = decodeJwt(idToken);
  if (fault === 'tampered') {
    const [header, , signature] = idToken.split('.');
    const payload = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    return `${header}.${payload}.${signature}`;
  }
  const now = Math.floor(Date.now() / 1000);
  const changed =
    fault === 'wrong-audience'
      ? { aud: 'another-client' }
      : fault === 'expired'
        ? { iat: now - 7200, exp: now - 3600 }
        : { nonce: 'another-sign-in' };
  return new SignJWT({ ...claims, ...changed })
    .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid! })
    .sign(await importJWK(signingKey, 'RS256'));
}

/**
 * Follows a sign-in through the provider as a browser would, logging in as `sub` at its login form and agreeing at
 * its consent form, and answers the address it sends the browser back to (Touchline's callback with code and state).
 */
export async function passThroughProvider(authorizationUrl: string, sub: string): Promise<URL> {
  const jar = new Map<string, string>();
  const origin = new URL(authorizationUrl).origin;
  let next: { url: string; form?: URLSearchParams } = { url: authorizationUrl };
  for (let step = 0; step < 12; step++) {
    const response = await fetch(next.url, {
      method: next.form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(next.form && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      body: next.form?.toString(),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (target.origin !== origin) return target;
      next = { url: target.href };
      continue;
    }
    const page = await response.text();
    if (response.status !== 200) throw new Error(`the provider answered ${response.status}: ${page.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`the provider showed no form: ${page.slice(0, 300)}`);
    const isLogin = /name="login"/.test(page);
    const form = new URLSearchParams(
      isLogin ? { prompt: 'login', login: sub, password: 'any' } : { prompt: 'consent' },
    );
    next = { url: new URL(action, next.url).href, form };
  }
  throw new Error('the provider never sent the browser back');
}
