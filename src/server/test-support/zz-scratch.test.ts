import { test } from 'vitest';
import { startTestServer, uniqueEmail } from './test-server.js';
test('explore', async () => {
  const t = await startTestServer({ rateLimit: 'on' });
  const b = t.browser();
  const email = uniqueEmail();
  let r = await b.signUp(email, 'password-123');
  r = await b.signIn(email, 'password-124');
  console.log('wrong', r.status, await r.text());
  r = await b.signIn(uniqueEmail(), 'password-123');
  console.log('unknown', r.status, await r.text());
  r = await b.request('/api/nope');
  console.log('404', r.status, await r.text());
  r = await b.request('/api/auth/sign-in/email', {
    body: 'email=a',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  console.log('form', r.status, await r.text());
  r = await b.request('/api/auth/sign-in/email', { json: {}, headers: { origin: 'https://evil.example' } });
  console.log('foreign', r.status, await r.text());
  r = await b.signIn(email, 'password-123');
  const old = new Map(b.cookies);
  r = await b.signOut();
  console.log('signout', r.status, await r.text(), r.headers.getSetCookie(), b.cookies);
  const c = t.browser();
  for (const [k, v] of old) c.cookies.set(k, v);
  console.log('replay', await c.session());
  for (let i = 0; i < 12; i++) {
    r = await b.signIn(email, 'password-124');
    console.log('rl', i, r.status, await r.text(), r.headers.get('x-retry-after'));
  }
  r = await b.request('/api/auth/sign-in/email', {
    json: { email, password: 'x' },
    headers: { 'x-forwarded-for': '10.1.2.3', 'x-touchline-client-ip': '10.9.9.9' },
  });
  console.log('forged', r.status, await r.text());
  r = await b.request('/api/auth/sign-up/email', {
    json: { email: uniqueEmail(), password: 'password-123', name: 'x' },
  });
  console.log('signup after', r.status, await r.text());
  await t.cleanup();
});
