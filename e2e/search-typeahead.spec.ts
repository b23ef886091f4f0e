import { expect, test, type Page } from './support/test';

// The header search suggests as the shopper types (docs/product.md#search-typeahead): a WAI-ARIA
// combobox with products (thumbnail, name, price), categories and help articles.

/** Types into the header search until the page has hydrated and the suggestions answer. */
async function typeSearch(page: Page, text: string) {
  const input = page.getByRole('combobox', { name: 'Search frames and sunglasses' });
  await expect(async () => {
    await input.fill('');
    await input.fill(text);
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  return input;
}

test('suggests frames with photo, name and price, and the categories, from two characters', async ({
  page,
}) => {
  await page.goto('/');
  const input = await typeSearch(page, 'avia');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
  const products = listbox.getByRole('group', { name: 'Frames and more' }).getByRole('option');
  const count = await products.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(6);
  await expect(products.first().locator('img')).toBeVisible();
  await expect(products.first()).toContainText('$');
  await expect(listbox.getByRole('group', { name: 'Categories' }).getByRole('option')).toContainText([
    'Aviator eyeglasses',
  ]);
  await expect(page.getByTestId('search-suggestions-status')).toContainText('suggested');

  // One character is not enough: the suggestions go, the popular searches come back.
  await input.fill('a');
  await expect(listbox).toHaveCount(0);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
});

test('waits for the shopper to pause before asking, once', async ({ page }) => {
  await page.goto('/');
  await typeSearch(page, 'ro');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/search/suggest')) asked.push(request.url());
  });
  const input = page.getByRole('combobox', { name: 'Search frames and sunglasses' });
  await input.pressSequentially('und', { delay: 50 });
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
  await expect(page.getByRole('option', { name: /Round eyeglasses/ })).toBeVisible();
  // Three keystrokes 50 ms apart, then the pause: one request, for the whole word.
  expect(asked).toHaveLength(1);
  await expect(page.getByTestId('search-suggestions-status')).toContainText('suggested');
});

test('the arrow keys choose a suggestion and Enter opens it; Escape closes the list', async ({ page }) => {
  await page.goto('/');
  const input = await typeSearch(page, 'round');
  const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
  const first = options.first();
  const name = ((await first.textContent()) ?? '').trim();

  await input.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await expect(input).toBeFocused();

  await input.press('Escape');
  await expect(input).toHaveAttribute('aria-expanded', 'false');

  await input.press('ArrowDown');
  await input.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/details\/[A-Z0-9]+/);
  expect(name.length).toBeGreaterThan(0);
});

test('suggests help articles, and says when it corrected a misspelling', async ({ page }) => {
  await page.goto('/');
  await typeSearch(page, 'shipping');
  const articles = page.getByRole('group', { name: 'Help articles' }).getByRole('option');
  await expect(articles.first()).toBeVisible();
  await articles.filter({ hasText: 'Do you offer free shipping?' }).click();
  await expect(page).toHaveURL(/\/faq\/free-shipping$/);

  await typeSearch(page, 'aviater');
  await expect(page.getByTestId('search-suggestions')).toContainText('Showing suggestions for aviator');
  await page.getByRole('option', { name: /See all results for “aviater”/ }).click();
  await expect(page).toHaveURL(/\/search\?keyword=aviater$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “aviator”');
});
