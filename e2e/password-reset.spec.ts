import { startMailSink, type MailSink } from '../src/server/test-support/mail-sink';
import { expect, newAthlete, test } from './fixtures';
import { startSecondServer, type SecondServer } from './second-server';

const NEW_PASSWORD = 'a brand new password';

/** The first link in an email's text that starts with `prefix`. */
function linkIn(text: string, prefix: string): string {
  const link = text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`No ${prefix} link in: ${text}`);
  return link;
}

test.describe('with email (a server of its own, sending to a real SMTP server on 127.0.0.1)', () => {
  let mail: MailSink;
  let server: SecondServer;
  let url: string;

  test.beforeAll(async () => {
    mail = await startMailSink();
    server = await startSecondServer({ SMTP_URL: mail.url });
    url = server.url;
  });

  test.afterAll(async () => {
    await server?.stop();
    await mail?.close();
  });

  test('Forgot password? -> the emailed link -> a new password -> signed in; the old password fails', async ({
    page,
  }) => {
    const athlete = newAthlete();
    const headers = { Origin: url };
    const signUp = await page.request.post(`${url}/api/auth/sign-up/email`, {
      data: { ...athlete, name: 'Athlete', callbackURL: '/signin' },
      headers,
    });
    expect(signUp.ok()).toBe(true);
    // The athlete confirms their address from the sign-up email first.
    await page.goto(linkIn((await mail.next(athlete.email)).text, `${url}/api/auth/verify-email`));

    await page.goto(`${url}/signin`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await page.getByLabel('Email').fill(athlete.email);
    await page.getByRole('button', { name: 'Send Link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'If an account exists for that email, we sent a link to reset its password.',
    );

    const email = await mail.next(athlete.email);
    expect(email.subject).toBe('Reset your Touchline password');
    await page.goto(linkIn(email.text, `${url}/reset-password?token=`));
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set New Password' }).click();

    await expect(page).toHaveURL(`${url}/journal`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Journal' })).toBeVisible();
    expect((await mail.next(athlete.email)).subject).toBe('Your Touchline password was changed');
    const oldPassword = await page.request.post(`${url}/api/auth/sign-in/email`, {
      data: { email: athlete.email, password: athlete.password },
      headers,
    });
    expect(oldPassword.status()).toBe(401);

    // The link worked once: opened again, it says so and offers a new one.
    await page.goto(linkIn(email.text, `${url}/reset-password?token=`));
    await page.getByLabel('New Password', { exact: true }).fill('yet another password');
    await page.getByLabel('Confirm New Password').fill('yet another password');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('This link has expired. Ask for a new one.');
    await page.getByRole('link', { name: 'Ask for a New Link' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  });
});

test('without email, Forgot password? says who can make a reset link and how', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByText('This Touchline does not send email, so it cannot send you a reset link.')).toBeVisible();
  await expect(page.getByText('npm run admin -- reset-password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Link' })).toHaveCount(0);
});

test('a reset page without a token, or with an unknown one, says the link has expired', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toHaveText('This link has expired. Ask for a new one.');
  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This link has expired. Ask for a new one.');
});
