import type { Page } from '@playwright/test';
import { expect, newAthlete, signUpViaApi, test, type Athlete } from './fixtures';

/** Fills in the sign-up form and sends it. */
async function signUpViaForm(page: Page, athlete: Athlete) {
  await page.getByLabel('Email').fill(athlete.email);
  await page.getByLabel('Password', { exact: true }).fill(athlete.password);
  await page.getByLabel('Confirm Password').fill(athlete.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

test('an athlete signs up and is signed in on Today at once, signs out and signs back in', async ({ page }) => {
  const athlete = newAthlete();
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/signup');
  await signUpViaForm(page, athlete);

  await expect(page).toHaveURL('/journal');
  await expect(page.getByText('Signed up successfully! You are signed in.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Journal', level: 1 })).toBeVisible();
  await expect(page.getByText('No completed activities for today.')).toBeVisible();
  // The session is the server's: a reload keeps it.
  await page.reload();
  await expect(page).toHaveURL('/journal');
  await expect(page.getByRole('heading', { name: 'Your Journal', level: 1 })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByLabel('Email')).toHaveValue(athlete.email);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/signin');
  await expect(page.getByText('Signed out successfully!')).toBeVisible();

  // The session is gone on the server too: a guarded page sends the visitor back to sign in.
  await page.goto('/profile');
  await expect(page).toHaveURL('/signin');

  await page.getByLabel('Email').fill(athlete.email);
  await page.getByLabel('Password').fill(athlete.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText('Signed in successfully!')).toBeVisible();
  // Opening the app signed in lands on Today.
  await page.goto('/');
  await expect(page).toHaveURL('/journal');
  await expect(page.getByRole('heading', { name: 'Your Journal', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
});

test('a sign-up with an email already in use signs nobody in and says an account may exist', async ({
  page,
  baseURL,
}) => {
  const owner = newAthlete();
  await signUpViaApi(page.request, baseURL!, owner);
  const newcomer = { email: owner.email, password: 'another horse battery' };

  await page.goto('/signup');
  const signUpAnswer = page.waitForResponse('**/api/auth/sign-up/email');
  await signUpViaForm(page, newcomer);
  // The sign-up itself still answers like a new account's (decision 003).
  expect((await signUpAnswer).status()).toBe(200);

  await expect(page).toHaveURL('/signin');
  await expect(page.getByRole('alert')).toHaveText(
    'An account may already exist for this email. Sign in with its password, or use another email to sign up.',
  );
  await expect(page.getByLabel('Email')).toHaveValue(owner.email);
  await page.goto('/journal');
  await expect(page).toHaveURL('/signin');

  // The account is untouched: its own password opens it.
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/journal');
  await expect(page.getByRole('heading', { name: 'Your Journal', level: 1 })).toBeVisible();
});

test('when email must be verified, sign-up sends the athlete to sign in without signing in', async ({ page }) => {
  // The server of these tests sends no mail: its public settings are answered as a server with mail would.
  await page.route('**/api/config', (route) => route.fulfill({ json: { careUrl: null, emailVerification: true } }));
  const signIns: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/sign-in')) signIns.push(request.url());
  });
  // Asked for before the page opens: the app may ask for its settings before the page's load event.
  const config = page.waitForResponse('**/api/config');
  await page.goto('/signup');
  await config;
  await signUpViaForm(page, newAthlete());

  await expect(page).toHaveURL('/signin');
  await expect(page.getByText('Signed up successfully! Check your email for verification.')).toBeVisible();
  expect(signIns).toEqual([]);
});

test('mismatched passwords submit nothing', async ({ page }) => {
  const athlete = newAthlete();
  await page.goto('/signup');
  let submitted = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/sign-up')) submitted = true;
  });
  await page.getByLabel('Email').fill(athlete.email);
  await page.getByLabel('Password', { exact: true }).fill(athlete.password);
  await page.getByLabel('Confirm Password').fill(`${athlete.password}!`);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Passwords do not match')).toHaveCount(1);
  // Under its field, tied to it, with the cursor there; no toast.
  await expect(page.getByLabel('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
  await expect(page.getByLabel('Confirm Password')).toBeFocused();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expect(page).toHaveURL('/signup');
  expect(submitted).toBe(false);
});

test('a wrong password shows the server message once', async ({ page, baseURL }) => {
  const athlete = newAthlete();
  await signUpViaApi(page.request, baseURL!, athlete);
  await page.goto('/signin');
  await page.getByLabel('Email').fill(athlete.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password.')).toHaveCount(1);
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Invalid email or password.');
  await expect(page.getByLabel('Password')).toBeFocused();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expect(page).toHaveURL('/signin');
});

test('a sign-up the server refuses says why under the field it is about', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(newAthlete().email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('short');
  // The browser's own checks would stop a short password only with minLength; the server's word counts here.
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAccessibleDescription('Password must be at least 8 characters.');
  await expect(password).toBeFocused();
  await expect(page).toHaveURL('/signup');
});

test('a guarded page sends a visitor to sign in, then back to that page', async ({ page, baseURL }) => {
  const athlete = newAthlete();
  await signUpViaApi(page.request, baseURL!, athlete);
  await page.goto('/profile');
  await expect(page).toHaveURL('/signin');
  await page.getByLabel('Email').fill(athlete.email);
  await page.getByLabel('Password').fill(athlete.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByLabel('Email')).toHaveValue(athlete.email);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('a signed-in athlete keeps their session across a reload of a deep link', async ({ page, athlete }) => {
  await page.goto('/profile');
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue(athlete.email);
});
