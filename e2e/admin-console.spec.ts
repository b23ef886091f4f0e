import { expect, test } from './support/test';

// The operator console's doors, on the default (PGlite) server. Nobody is an operator here (the
// first owner comes from the command line, which needs the database to itself); the signed-in
// console is tested in e2e/postgres/admin-console.spec.ts.

test('a console page without the console cookie sends the visitor to sign-in, and back after', async ({
  page,
}) => {
  const answer = await page.goto('/admin/orders?status=1');
  expect(new URL(page.url()).pathname).toBe('/admin/sign-in');
  expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/orders?status=1');
  expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex, nofollow/);
  await expect(page).toHaveTitle('Sign in · Oculo console');
  // the console's own frame: none of the shop's header, footer or search
  await expect(page.getByRole('search')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('the sign-in form works from the keyboard alone and says what went wrong', async ({ page }) => {
  await page.goto('/admin/sign-in');
  // the skip link first, then the form's fields in order
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('sign-in-email')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
  await expect(page.getByTestId('sign-in-email')).toBeFocused();

  await page.keyboard.type(`nobody-${Date.now().toString(36)}@oculo.test`);
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('sign-in-password')).toBeFocused();
  await page.keyboard.type('not the password at all');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('sign-in-error')).toHaveText('The e-mail or password is not right.');
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'oculo_operator')).toBe(false);
});

test('a set-password link that does not work says so and leads to sign-in', async ({ page }) => {
  await page.goto('/admin/set-password?token=not-a-real-link');
  await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
});

test('robots.txt keeps crawlers out of the console', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Disallow: \/admin$/m);
});
