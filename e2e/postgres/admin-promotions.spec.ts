import { cardsOf, expectNoSidewaysScroll, useKnownDevice } from '../checkout-helpers';
import { expectAxeClean } from '../support/page-checks';
import { catalogMemberSignsIn } from '../support/console-catalog';
import { apiData, holdConsoleToken, ownerAndStaff } from '../support/console';
import { expect, test, type Page } from '../support/test';

// docs/operating.md#promotions: the owner changes the second-frame offer in the console and the
// shop follows it at once, with no restart: a two-frame cart names and takes the new percentage,
// and the terms every page advertises (the strip under the header, the footer) name it or drop
// it. The page is readable with every assistive technology axe checks for, fits the screen at a
// desktop's, a tablet's and a phone's width, and the catalog team may open it too.

test.describe.configure({ mode: 'serial' });

const DEFAULT_OFFER = {
  enabled: true,
  percent: 50,
  categories: ['eyeglasses', 'sunglasses'],
  lensesDiscounted: false,
};

let ownerToken = '';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test.beforeAll(async ({ request }) => {
  ownerToken = (await ownerAndStaff(request, 'promotions')).owner.token;
});

// the other tests on this server price carts with the default offer: it is given back
test.afterAll(async ({ request }) => {
  await apiData(request, '/api/admin/promotions/update', { frameOffer: DEFAULT_OFFER }, bearer(ownerToken));
});

/** Saves the offer through the console's form, as the owner does. */
async function saveOffer(page: Page, change: { on?: boolean; percent?: string }): Promise<void> {
  await page.goto('/admin/promotions');
  await expect(page.getByTestId('frame-offer')).toBeVisible();
  if (change.on !== undefined) await page.getByLabel('The offer is on').setChecked(change.on);
  if (change.percent !== undefined)
    await page.getByLabel('Percent off every other frame (1–100)').fill(change.percent);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('frame-offer').getByRole('status')).toContainText('Saved');
}

/**
 * The shop's page at `path` as a shopper sees it once the change has reached this server (the
 * change notice drops its cached render a moment after the save): `check` holds after a reload.
 */
async function shopPageFollows(page: Page, path: string, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 15_000 });
}

const footerTerms = (page: Page) => page.getByRole('list', { name: 'Our promise' });

test('the owner turns the offer to 30 %, off and back: the cart and every page’s terms follow', async ({
  page,
  baseURL,
  request,
}) => {
  // a guest's cart of two frames (without lenses: the offer counts frames)
  const deviceId = await useKnownDevice(page);
  const frames = (await cardsOf(request, 'eyeglasses')).slice(0, 2);
  expect(frames).toHaveLength(2);
  for (const frame of frames)
    await apiData(request, '/api/cart/add', { code: frame.code, quantity: 1 }, { 'x-device-id': deviceId });

  // a page rendered and kept before the change: today's terms
  await page.goto('/faq');
  await expect(page.getByTestId('term-extra-frame-discount')).toHaveText('Buy one, get 50% off');
  await expect(footerTerms(page)).toContainText('Buy one, get 50% off');
  await page.goto('/shoppingCart');
  await expect(page.getByTestId('cart-totals')).toContainText('Second frame 50% off');

  await holdConsoleToken(page, baseURL, ownerToken);
  await saveOffer(page, { percent: '30' });
  await expect(page.getByTestId('frame-offer')).toContainText('Second frame 30% off');

  await shopPageFollows(page, '/shoppingCart', async () => {
    await expect(page.getByTestId('cart-totals')).toContainText('Second frame 30% off', { timeout: 3_000 });
    await expect(page.getByTestId('line-frame-discount')).toContainText('Second frame 30% off');
    await expect(page.getByTestId('term-extra-frame-discount')).toHaveText('Buy one, get 30% off');
    await expect(footerTerms(page)).toContainText(
      'Buy one frame and get all other frames in the same order 30% off.',
    );
  });
  await shopPageFollows(page, '/faq', async () => {
    await expect(page.getByTestId('term-extra-frame-discount')).toHaveText('Buy one, get 30% off', {
      timeout: 3_000,
    });
  });

  await saveOffer(page, { on: false });
  await shopPageFollows(page, '/shoppingCart', async () => {
    await expect(page.getByTestId('cart-totals')).toBeVisible({ timeout: 3_000 });
    await expect(page.getByTestId('cart-frame-discount')).toHaveCount(0);
    await expect(page.getByTestId('line-frame-discount')).toHaveCount(0);
    await expect(page.getByTestId('term-extra-frame-discount')).toHaveCount(0);
    await expect(footerTerms(page)).not.toContainText('Buy one');
  });
  // the other terms stay
  await expect(page.getByTestId('term-free-shipping')).toBeVisible();

  await saveOffer(page, { on: true, percent: '50' });
  await shopPageFollows(page, '/shoppingCart', async () => {
    await expect(page.getByTestId('cart-totals')).toContainText('Second frame 50% off', { timeout: 3_000 });
    await expect(page.getByTestId('term-extra-frame-discount')).toHaveText('Buy one, get 50% off');
    await expect(footerTerms(page)).toContainText('Buy one, get 50% off');
  });
});

test('the catalog team opens Promotions from its navigation', async ({ page }) => {
  await catalogMemberSignsIn(page);
  const link = page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Promotions' });
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Percent off every other frame (1–100)')).toHaveValue('50');
});

for (const width of [1440, 768, 390]) {
  test(`the promotions page at ${width} px: axe finds nothing, and nothing scrolls sideways`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await holdConsoleToken(page, baseURL, ownerToken);
    await page.goto('/admin/promotions');
    await expect(page.getByTestId('frame-offer')).toBeVisible();
    await expectAxeClean(page, `/admin/promotions at ${width} px`);
    await expectNoSidewaysScroll(page);
    // with a field's message shown too (nothing is saved)
    await page.getByLabel('Percent off every other frame (1–100)').fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    // the form's own alert: Next.js's route announcer is an alert too
    await expect(page.getByTestId('frame-offer').getByRole('alert')).toBeVisible();
    await expectAxeClean(page, `/admin/promotions at ${width} px, with a message`);
    await expectNoSidewaysScroll(page);
  });
}
