import { expect, type Page } from './test';

// The listing's filters as a shopper reaches them: on a phone in a sheet behind the Filters button,
// on a desktop beside the results (docs/product.md#catalog).

export async function listingReady(page: Page) {
  await expect(page.getByTestId('listing-results')).toHaveAttribute('data-ready', 'true');
}

/** Opens the filters where the layout keeps them and waits until they can be used. */
export async function openFilters(page: Page, isMobile: boolean) {
  await listingReady(page);
  if (isMobile) await page.getByTestId('filters-open').click();
  await expect(page.getByTestId('listing-filters')).toBeVisible();
}

/** On a phone, closes the sheet with "Show N results" so the cards are in view again. */
export async function showResults(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByTestId('filters-show-results').click();
  await listingReady(page);
}
