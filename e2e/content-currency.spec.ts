import { expect, test } from './support/test';

// docs/product.md#amounts-in-content: amounts written in the shop's content (a banner's "from
// $19.95", a help article's "$69") follow the chosen currency at the shop's fixed rates, as prices do.

test('the home page banner’s “from” amount follows the chosen currency', async ({ page }) => {
  await page.goto('/');
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await expect(carousel).toContainText('from $19.95');
  await page.getByTestId('currency-select').selectOption({ label: 'GBP £' });
  // $19.95 × 0.8266 = £16.49
  await expect(carousel).toContainText('from £16.49');
  await expect(carousel).not.toContainText('$');
  await page.reload();
  await expect(carousel).toContainText('from £16.49');
});

test('a help article’s amounts, and the help index’s, follow the chosen currency', async ({ page }) => {
  await page.goto('/faq/free-shipping');
  const body = page.getByTestId('faq-article-body');
  await expect(body).toContainText('$69');
  await page.getByTestId('currency-select').selectOption({ label: 'EUR €' });
  // $69 × 0.9342 = €64.46
  await expect(body).toContainText('€64.46');
  await expect(body).not.toContainText('$');

  await page.goto('/faq');
  await expect(page.getByText(/free on orders of €64\.46 or more/).first()).toBeVisible();
  await expect(page.getByText(/\$69/)).toHaveCount(0);
});
