import { freePort } from '../scripts/lib/free-port.mjs';
import { startOidcProvider, type TestOidcProvider } from '../src/server/test-support/oidc-provider';
import { expectNoSeriousViolation } from './axe';
import { expect, test } from './fixtures';
import { startSecondServer, type SecondServer } from './second-server';

// A Touchline of its own with single sign-on set, beside a real OpenID provider (oidc-provider) on 127.0.0.1 whose
// own login and consent pages the browser goes through.
test.describe('single sign-on with a real OpenID provider', () => {
  // One worker, one provider and one server for the three tests.
  test.describe.configure({ mode: 'default' });
  let provider: TestOidcProvider;
  let server: SecondServer;

  test.beforeAll(async () => {
    const port = await freePort();
    provider = await startOidcProvider({ redirectUri: `http://127.0.0.1:${port}/api/auth/callback/oidc` });
    server = await startSecondServer(
      {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        OIDC_NAME: 'Club ID',
      },
      { port },
    );
  });
  test.afterAll(async () => {
    await server?.stop();
    await provider?.stop();
  });

  test("Sign in with Club ID -> the provider's login and consent -> back on Today, signed in", async ({ page }) => {
    provider.accounts.set('mia', { sub: 'mia', email: 'mia@example.com', emailVerified: true, name: 'Mia' });
    await page.goto(`${server.url}/signin`);
    const button = page.getByRole('button', { name: 'Sign in with Club ID' });
    await expect(button).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expectNoSeriousViolation(page, 'sign-in with single sign-on');

    await button.click();
    await page.locator('input[name="login"]').fill('mia');
    await page.locator('input[name="password"]').fill('any');
    await page.locator('button[type="submit"]').click();
    // The provider asks once whether Touchline may have the email and name.
    await page.locator('button[type="submit"]').click();

    await expect(page).toHaveURL(`${server.url}/journal`);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Today' })).toBeVisible();
    const session = (await (await page.request.get(`${server.url}/api/auth/get-session`)).json()) as {
      user: { email: string };
    };
    expect(session.user.email).toBe('mia@example.com');
  });

  test('an account the provider made is deleted after signing in with the provider again, without a password', async ({
    page,
  }) => {
    provider.accounts.set('leo', { sub: 'leo', email: 'leo@example.com', emailVerified: true, name: 'Leo' });
    /** Through the provider's pages as Leo, as far as it asks (it may remember the sign-in and the consent). */
    const throughProvider = async (back: RegExp) => {
      await page.waitForURL((url) => url.pathname.startsWith('/interaction/') || back.test(url.href));
      while (new URL(page.url()).pathname.startsWith('/interaction/')) {
        const login = page.locator('input[name="login"]');
        if (await login.isVisible()) {
          await login.fill('leo');
          await page.locator('input[name="password"]').fill('any');
        }
        const at = page.url();
        await page.locator('button[type="submit"]').click();
        await page.waitForURL((url) => url.href !== at);
      }
      await expect(page).toHaveURL(back);
    };
    await page.goto(`${server.url}/signin`);
    await page.getByRole('button', { name: 'Sign in with Club ID' }).click();
    await throughProvider(/\/journal$/);

    await page.goto(`${server.url}/profile`);
    // An account the provider made has no password to change: the profile says where it signs in instead.
    const password = page.getByRole('region', { name: 'Password' });
    await expect(password).toContainText('You sign in with Club ID, which keeps your password.');
    await expect(page.getByRole('heading', { name: 'Change password' })).toHaveCount(0);
    await expect(page.getByLabel('Current password')).toHaveCount(0);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('sign in with Club ID again first');
    await expect(dialog.getByLabel('Password')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Sign in with Club ID' }).click();
    await throughProvider(/\/profile\?delete-account=confirm$/);

    // Back on the profile, the dialog open to finish.
    await expect(dialog).toContainText('You signed in again: delete now, within 5 minutes.');
    await expectNoSeriousViolation(page, 'deleting an account the provider made');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();
    const session = await (await page.request.get(`${server.url}/api/auth/get-session`)).json();
    expect(session).toBeNull();
  });

  test('a sign-on refused for an unverified email says why on the sign-in page', async ({ page }) => {
    await page.goto(`${server.url}/signin?error=account_not_linked`);

    await expect(page.getByRole('alert')).toContainText('Club ID did not confirm the email is yours, or the account');
    await expectNoSeriousViolation(page, 'sign-in with a refused sign-on');
  });

  test('the sign-up page offers the provider beside the password form', async ({ page }) => {
    await page.goto(`${server.url}/signup`);

    await expect(page.getByRole('button', { name: 'Sign in with Club ID' })).toBeVisible();
    await expect(page.getByLabel('Confirm Password')).toBeVisible();
    await expectNoSeriousViolation(page, 'sign-up with single sign-on');
  });

  test('an account with a password, on this server, changes it on the profile as anywhere', async ({ page }) => {
    const account = { email: 'nia@example.com', password: 'correct horse battery', name: 'Athlete' };
    const headers = { origin: server.url };
    expect((await page.request.post(`${server.url}/api/auth/sign-up/email`, { data: account, headers })).ok()).toBe(
      true,
    );
    expect((await page.request.post(`${server.url}/api/auth/sign-in/email`, { data: account, headers })).ok()).toBe(
      true,
    );

    await page.goto(`${server.url}/profile`);
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await expect(page.getByLabel('Current password')).toBeVisible();
    await expect(page.getByText('which keeps your password')).toHaveCount(0);
  });
});
