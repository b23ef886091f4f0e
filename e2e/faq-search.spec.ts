import { expect, test } from './support/test';

// The help search answers questions in the shopper's own words, searched as the catalog is
// (docs/product.md#search-words): filler words, "shipping" for an article that says "ships".

test('the help search answers "how long shipping" with the delivery times article', async ({ page }) => {
  await page.goto('/faq');
  const input = page.getByTestId('faq-search-input');
  const results = page.getByTestId('faq-search-results');
  // typed before the island hydrates, a keyword would not search: type again until it does
  await expect(async () => {
    await input.fill('');
    await input.fill('how long shipping');
    await expect(results.getByRole('link').first()).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(results.getByRole('link', { name: 'How long will my glasses take to arrive?' })).toBeVisible();

  await input.fill('retrun policy');
  await expect(results.getByRole('link', { name: 'What is your return and exchange policy?' })).toBeVisible();
});
