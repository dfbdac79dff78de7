import { expect, newAthlete, signUpViaApi, test } from './fixtures';

test('an athlete signs up, signs in, sees their profile and signs out', async ({ page }) => {
  const athlete = newAthlete();
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/signup');
  await page.getByLabel('Email').fill(athlete.email);
  await page.getByLabel('Password', { exact: true }).fill(athlete.password);
  await page.getByLabel('Confirm Password').fill(athlete.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL('/signin');
  await expect(page.getByText('Signed up successfully! You can sign in now.')).toBeVisible();
  await page.getByLabel('Email').fill(athlete.email);
  await page.getByLabel('Password').fill(athlete.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByText('Signed in successfully!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your Journal' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);

  await page.goto('/profile');
  await expect(page.getByLabel('Email')).toHaveValue(athlete.email);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/signin');
  await expect(page.getByText('Signed out successfully!')).toBeVisible();

  // The session is gone on the server too: a guarded page sends the visitor back to sign in.
  await page.goto('/profile');
  await expect(page).toHaveURL('/signin');
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
  await expect(page).toHaveURL('/signin');
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
