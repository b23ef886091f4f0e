import type { APIRequestContext } from '@playwright/test';
import { addMemberByCommand, holdConsoleToken, signInOnPage, staffEmail } from '../support/console';
import { CATALOG_PASSWORD, catalogMemberSignsIn } from '../support/console-catalog';
import { expect, test, type Page } from '../support/test';

// docs/product.md#search-words: the console's search words in the browser. A catalog member adds a
// synonym, the storefront's search follows within seconds (the synonyms table's change notice
// forgets the cached answers), the member changes and removes it; a staff member neither sees the
// page nor opens it. Every state is scanned by axe (support/test.ts).
//
// The word is one the shop's own texts do not hold ("shades" and "sunnies" are in every pair of
// sunglasses' search words already), so only the synonym can make it find sunglasses.

test.describe.configure({ mode: 'serial' });

const WORD = 'solbriller';
/** How long the storefront may take to follow a change (the change notice, then a fresh answer). */
const FOLLOWS_MS = 15_000;

let catalogToken = '';
/** What the word finds before any synonym gives it a meaning. */
let foundBefore = '';

/** What a storefront search for `keyword` finds, by kind of product ("none" when nothing). */
async function kindsFound(request: APIRequestContext, keyword: string): Promise<string> {
  const answer = await request.post('/api/goods/list', { data: { keyword, pageSize: 60 } });
  const body = (await answer.json()) as { code: number; data: { list: { type: string }[] } };
  expect(body.code).toBe(200);
  const kinds = [...new Set(body.data.list.map((card) => card.type))].sort();
  return kinds.length === 0 ? 'none' : kinds.join(', ');
}

const synonymRow = (page: Page) =>
  page
    .getByTestId('synonym-list')
    .getByRole('listitem')
    .filter({ has: page.locator(`[data-testid="synonym-words"][value="${WORD}"]`) });

test('a catalog member adds a synonym and the storefront search finds what it means', async ({
  page,
  request,
}) => {
  foundBefore = await kindsFound(request, WORD);
  expect(foundBefore).not.toMatch(/sunglasses/);
  ({ token: catalogToken } = await catalogMemberSignsIn(page));
  const nav = page.getByRole('navigation', { name: 'Console' });
  await nav.getByRole('link', { name: 'Search synonyms' }).click();
  await expect(page).toHaveURL(/\/admin\/search-words$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search synonyms' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Search synonyms' })).toHaveAttribute('aria-current', 'page');
  // the shop's own words are there from the start
  await expect(page.locator('[data-testid="synonym-words"][value="blue lite"]')).toHaveCount(1);

  const adding = page.getByTestId('synonym-form').last();
  await adding.getByLabel('Shoppers type').fill(WORD);
  await adding.getByLabel('Also find').fill('sunglasses');
  await adding.getByRole('button', { name: 'Add' }).click();
  await expect(synonymRow(page)).toHaveCount(1);
  await expect(synonymRow(page).getByLabel('Also find')).toHaveValue('sunglasses');
  await expect(adding.getByLabel('Shoppers type')).toHaveValue('');

  await expect
    .poll(() => kindsFound(request, WORD), { timeout: FOLLOWS_MS, intervals: [250] })
    .toMatch(/sunglasses/);
  await page.goto(`/search?keyword=${WORD}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${WORD}”`);
  await expect(page.getByTestId('search-no-results')).toHaveCount(0);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('the member changes the synonym, then removes it, and the storefront follows each time', async ({
  page,
  request,
  baseURL,
}) => {
  if (!catalogToken || !foundBefore) throw new Error('the synonym has not been added yet');
  await holdConsoleToken(page, baseURL, catalogToken);
  await page.goto('/admin/search-words');
  const row = synonymRow(page);
  await expect(row).toHaveCount(1);

  // now it means the retainer cords (accessories): the search stops finding sunglasses
  await row.getByLabel('Also find').fill('Retainer cord');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() => kindsFound(request, WORD), { timeout: FOLLOWS_MS, intervals: [250] })
    .toBe('accessories');
  await page.reload();
  // kept as searched: lower case
  await expect(synonymRow(page).getByLabel('Also find')).toHaveValue('retainer cord');

  await synonymRow(page)
    .getByRole('button', { name: `Remove “${WORD}”` })
    .click();
  await expect(synonymRow(page)).toHaveCount(0);
  await expect
    .poll(() => kindsFound(request, WORD), { timeout: FOLLOWS_MS, intervals: [250] })
    .toBe(foundBefore);
  await page.reload();
  await expect(synonymRow(page)).toHaveCount(0);
});

test('a staff member does not see the search words and is refused at their address', async ({ page }) => {
  const email = staffEmail('staff-words');
  await page.goto(await addMemberByCommand(email, 'staff'));
  await page.getByTestId('new-password-password').fill(CATALOG_PASSWORD);
  await page.getByTestId('new-password-repeat').fill(CATALOG_PASSWORD);
  await page.getByTestId('set-password-submit').click();
  await page.waitForURL(/\/admin\/sign-in\?welcome=1$/);
  await signInOnPage(page, email, CATALOG_PASSWORD);
  await page.waitForURL(/\/admin$/);
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Search synonyms' })).toHaveCount(0);

  await page.goto('/admin/search-words');
  await expect(page).toHaveURL(/\/admin\?denied=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search synonyms' })).toHaveCount(0);
});
