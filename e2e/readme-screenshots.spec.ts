import { holdConsoleToken, ownerAndStaff } from './support/console';
import { paidOrder } from './support/console-orders';
import { expect, test } from './support/test';

// The README's two pictures (docs/images/shop.png and console.png), taken from the running shop so
// they show what it looks like today. `npm run docs:screenshots` runs this after `npm run build`;
// the browser suite otherwise skips it. The shop is the seeded one; the console needs an owner made
// by the command line, so it is taken on the PostgreSQL server the suite starts beside it
// (E2E_DATABASE_URL), with a few paid orders in its list.

const SIZE = { width: 1280, height: 800 };
const postgresBase = `http://127.0.0.1:${process.env.E2E_PG_PORT ?? 3101}`;

test.skip(process.env.README_SCREENSHOTS !== '1', 'pictures for the README: npm run docs:screenshots');
test.use({ viewport: SIZE });

test('the shop: the home page', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one picture, at the desktop size');
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.screenshot({ path: 'docs/images/shop.png' });
});

test("the console: an owner's orders page", async ({ page, playwright, extraHTTPHeaders }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one picture, at the desktop size');
  test.skip(!process.env.E2E_DATABASE_URL, 'the console picture needs the PostgreSQL server');
  test.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: postgresBase, extraHTTPHeaders });
  const team = await ownerAndStaff(request, 'readme');
  for (const kind of ['prescription', 'accessory', 'prescription'] as const) await paidOrder(request, kind);
  await request.dispose();

  await holdConsoleToken(page, postgresBase, team.owner.token);
  await page.goto(`${postgresBase}/admin/orders`);
  await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(4);
  await page.screenshot({ path: 'docs/images/console.png' });
});
