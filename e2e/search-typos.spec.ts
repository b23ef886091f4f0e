import { expect, test } from './support/test';

// What shoppers type on the search page (docs/product.md#search-words): the shop's own words,
// misspellings said out loud with the way back to the words as typed, and "did you mean".

test('the words shoppers use find frames: reading glasses, blue lite, tortise, ray ban', async ({ page }) => {
  for (const keyword of ['reading glasses', 'blue lite', 'tortise', 'ray ban']) {
    await page.goto(`/search?keyword=${encodeURIComponent(keyword)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${keyword}”`);
    await expect(page.getByTestId('search-no-results')).toHaveCount(0);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  }
});

test('a misspelt search says which words it searched, and searches the words as typed on request', async ({
  page,
}) => {
  await page.goto('/search?keyword=aviater');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “aviator”');
  const correction = page.getByTestId('search-correction');
  await expect(correction).toContainText('Showing results for aviator.');
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await correction.getByRole('link', { name: 'Search for “aviater” instead' }).click();
  await expect(page).toHaveURL(/\/search\?keyword=%22aviater%22$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “aviater”');
  await expect(page.getByTestId('search-correction')).toHaveCount(0);
});

test('a search that finds nothing offers a word that does', async ({ page }) => {
  await page.goto('/search?keyword=ovel');
  const nothing = page.getByTestId('search-no-results');
  await expect(nothing).toContainText('We found nothing for “ovel”.');
  const offer = page.getByTestId('search-did-you-mean');
  await expect(offer).toHaveText('Did you mean oval?');
  await offer.getByRole('link', { name: 'oval' }).click();
  await expect(page).toHaveURL(/\/search\?keyword=oval$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “oval”');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});
