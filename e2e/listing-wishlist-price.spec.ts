import { expect, test, type Page } from './support/test';

// docs/product.md#listing-filters: a listing card's heart saves the frame without leaving the
// listing; on a desktop the price filter sits at the top of the filters, beside the first results,
// which stay in view when it is applied.

async function ready(page: Page) {
  await expect(page.getByTestId('listing-results')).toHaveAttribute('data-ready', 'true');
}

test('a listing card’s heart saves the frame to the wishlist, and shows it after a reload', async ({
  page,
  isMobile,
}) => {
  await page.goto('/eyeglasses');
  await ready(page);
  const card = page.getByTestId('product-card').nth(1);
  const name = (await card.getByRole('heading').textContent()) ?? '';
  const heart = card.getByRole('button', { name: `Save ${name} to your wishlist` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/eyeglasses$/);
  if (!isMobile) await expect(page.getByTestId('wishlist-count')).toHaveText('1');

  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('product-card').first().getByTestId('card-wishlist')).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  // The product page's heart agrees; taking it out there shows on the card too.
  await card.getByRole('link').first().click();
  await expect(page.getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('wishlist-toggle').click();
  await expect(page.getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'false');
  await page.goBack();
  await ready(page);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('on a desktop the price filter is on the first screen and applying it keeps the results in view', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'on a phone the filters open in a sheet');
  await page.goto('/eyeglasses');
  await ready(page);
  const min = page.getByTestId('filter-price-min');
  await expect(min).toBeInViewport();
  const box = await page.getByTestId('filter-price').boundingBox();
  expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
  await min.fill('60');
  await expect(page).toHaveURL(/price=60-$/);
  await expect(page.getByTestId('price-chip')).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeInViewport();
  await expect(min).toBeInViewport();
});
