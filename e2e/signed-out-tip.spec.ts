import { expect, test } from './support/test';
import { registerShopper, signInBrowser } from './support/shop-data';

// docs/product.md#errors: "HTTP 200 with body code 3: a tip 'Login status has expired.' is shown
// and the user is logged out". The logout reloads the page (docs/product.md#accounts), so the tip
// must be seen after the reload.

test('a revoked sign-in logs the shopper out and the tip "Login status has expired." is seen after the reload', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const token = await registerShopper(request, 'expired');
  await signInBrowser(context, baseURL ?? '', token);
  // the session ends on the server (another device signed out) while this browser still holds it
  const revoked = await request.post('/api/user/logout', { headers: { authorization: `Bearer ${token}` } });
  expect((await revoked.json()).code).toBe(200);

  let pageLoads = 0;
  page.on('load', () => {
    pageLoads += 1;
  });
  // the start-up user info call answers code 3: tip, logout, reload
  await page.goto('/about-us');
  await expect.poll(() => pageLoads, { timeout: 15_000 }).toBe(2);

  await expect(page.getByTestId('snackbar')).toContainText('Login status has expired.');
  await expect(page.getByTestId('account-entry').first()).toHaveAttribute('aria-label', 'Sign in');
  expect((await context.cookies()).some((cookie) => cookie.name === 'oculo_token')).toBe(false);
  // seen once: a later page load shows no tip
  // the shop has started once its start-up count call is answered: a tip carried over would show by then
  await Promise.all([page.waitForResponse('**/api/cart/count'), page.reload()]);
  await expect(page.getByTestId('account-entry').first()).toHaveAttribute('aria-label', 'Sign in');
  await expect(page.getByTestId('snackbar')).not.toContainText('Login status has expired.');
});
