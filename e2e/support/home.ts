import type { Locator, Page } from '@playwright/test';

/**
 * The home page's parts below the first screen fetch their content only when a shopper scrolls
 * near them: these scroll there as a shopper would, then wait for the content.
 */
export async function railCards(page: Page, railTestId: string): Promise<Locator> {
  const rail = page.getByTestId(railTestId);
  await rail.scrollIntoViewIfNeeded();
  const cards = rail.getByTestId('product-card');
  await cards.first().waitFor();
  return cards;
}

export async function photoWallEntries(page: Page): Promise<Locator> {
  const wall = page.getByTestId('photo-wall');
  await wall.scrollIntoViewIfNeeded();
  const entries = wall.getByTestId('photo-wall-entry');
  await entries.first().waitFor();
  return entries;
}
