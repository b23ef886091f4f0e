import { expect, test, type Page } from './support/test';
import { firstArticleSlug, firstProductCode, registerShopper, signInBrowser } from './support/shop-data';

// docs/product.md#routes: "The page title is: stylish eyeglasses online and affordable prescription
// glasses". Every route's <title> carries it after the page's own name ("Eyeglasses | Oculo –
// stylish …").

const TAGLINE = 'stylish eyeglasses online and affordable prescription glasses';
const SHOP_TITLE = `Oculo – ${TAGLINE}`;

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A page's own name, then the shop's name and its tagline. */
const NAMED_PAGE = new RegExp(`^\\S.* \\| ${escaped(SHOP_TITLE)}$`);

async function expectTitled(page: Page, path: string, name?: string): Promise<void> {
  // The title is in the HTML's head: no need to wait for the page's pictures and scripts.
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(response?.status(), path).toBeLessThan(500);
  if (name === undefined) await expect(page, path).toHaveTitle(NAMED_PAGE);
  else await expect(page, path).toHaveTitle(`${name} | ${SHOP_TITLE}`);
}

test('the home page is titled with the shop name and its tagline', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(SHOP_TITLE);
});

test('every catalog page carries the tagline after its own name', async ({ page }) => {
  const pages: Array<[string, string?]> = [
    ['/eyeglasses', 'Eyeglasses'],
    ['/sunglasses', 'Sunglasses'],
    ['/new-arrivals'],
    ['/flash-sale'],
    ['/best-sellers'],
    ['/accessories', 'Accessories'],
    ['/product'],
    ['/eyeglasses?page=2'],
  ];
  for (const [path, name] of pages) await expectTitled(page, path, name);
});

test('every product, search and cart page carries the tagline after its own name', async ({
  page,
  request,
}) => {
  const product = await firstProductCode(request);
  const accessory = await firstProductCode(request, 'accessories');
  const pages: Array<[string, string?]> = [
    ['/details'],
    [`/details/${product}`],
    [`/details/${accessory}`],
    [`/details/${product}/lenses`, 'Select lenses'],
    ['/search', 'Search'],
    ['/search/accessories'],
    ['/search/eyeglasses?keyword=round'],
    ['/shoppingCart', 'Shopping cart'],
    ['/payment', 'Checkout'],
    ['/payment-success', 'Thank you'],
  ];
  for (const [path, name] of pages) await expectTitled(page, path, name);
});

test('every help and menu page carries the tagline after its own name', async ({ page, request }) => {
  const article = await firstArticleSlug(request);
  const pages: Array<[string, string?]> = [
    ['/about-us', 'About us'],
    ['/why-choose-oculo', 'Why choose Oculo'],
    ['/contact-us', 'Contact us'],
    ['/faq', 'Help and FAQ'],
    [`/faq/${article}`],
    ['/control', 'Menu'],
    ['/control/language', 'Language and currency'],
    ['/control/search', 'Search'],
    ['/control/eyeglasses', 'Eyeglasses menu'],
  ];
  for (const [path, name] of pages) await expectTitled(page, path, name);
});

test('the 404 pages carry the tagline', async ({ page }) => {
  for (const path of ['/not-a-category', '/no-such/page/here', '/details/OC0000', '/faq/no-such-article'])
    await expectTitled(page, path, 'Page not found');
});

const ACCOUNT_PAGES: ReadonlyArray<readonly [string, string]> = [
  ['account', 'My account'],
  ['order/after-sales', 'Returns and exchanges'],
  ['order/order', 'My orders'],
  ['order/order-detail', 'Order details'],
  ['order/template', 'Invoice'],
  ['personalization/wishlist', 'Wishlist'],
  ['settings/address', 'Addresses'],
  ['settings/Info', 'Profile'],
  ['settings/password', 'Password'],
  ['settings/prescription', 'Prescriptions'],
  ['settings/subscription', 'E-mail preferences'],
  ['tickets/my-tickets', 'My tickets'],
  ['tickets/tickets-history', 'Ticket history'],
  ['wallet/coupons', 'Coupons'],
  ['wallet/wallet', 'Wallet'],
];

// the account area in two halves, each a signed-in shopper of its own (a test stays within its time)
for (const [half, pages] of [
  ['first', ACCOUNT_PAGES.slice(0, 8)],
  ['second', ACCOUNT_PAGES.slice(8)],
] as const) {
  test(`every account page carries the tagline after its own name (${half} half)`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await signInBrowser(context, baseURL ?? '', await registerShopper(request, `titles-${half}`));
    for (const [child, name] of pages) {
      await expectTitled(page, `/centerMain/${child}`, name);
      await expect(page).toHaveURL(new RegExp(`/centerMain/${escaped(child)}`));
    }
    if (half === 'first') await expectTitled(page, '/centerMain', 'My account');
  });
}
