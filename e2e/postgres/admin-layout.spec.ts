import { readdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, describeFindings } from '../support/accessibility-audit';
import { apiData, holdConsoleToken, ownerAndStaff, staffEmail } from '../support/console';
import { ensureColourPhoto } from '../support/console-catalog';
import {
  fieldsOutOfTheirBox,
  pageWidths,
  tablesThatScroll,
  unreachableControls,
} from '../support/console-layout';
import { guestTicket, paidOrder, requestAfterSales, shipOrder } from '../support/console-orders';
import { expect, test, type Page } from '../support/test';

// docs/operating.md#console-layout: every console page, with data on it, at a desktop's, a
// tablet's and a phone's width: the page never scrolls sideways (a wide table scrolls inside its
// own region, its actions reachable there), axe finds nothing, and the tab's icon answers.

let ownerToken = '';
let pages: string[] = [];
let orderPage = '';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface Listed {
  list: { id: number }[];
}

/** Every page under app/admin/(console), the ones of one record opened on a record made here. */
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const { owner, staff } = await ownerAndStaff(request, 'layout');
  ownerToken = owner.token;
  const asOwner = bearer(owner.token);
  const prescription = await paidOrder(request, 'prescription');
  const returned = await paidOrder(request, 'accessory');
  await shipOrder(request, returned, staff.token);
  await requestAfterSales(request, returned, 'return');
  const ticket = await guestTicket(request, staffEmail('layout-guest'));
  // a staff reply: its date is drawn on the reply's own background
  await apiData(
    request,
    '/api/admin/tickets/reply',
    { ticketNumber: ticket, message: 'Yes: the Aviator comes in a 52 mm size as well.' },
    bearer(staff.token),
  );
  const coupon = await apiData<{ id: number }>(
    request,
    '/api/admin/coupons/create',
    {
      code: `FIT${Date.now().toString(36).toUpperCase()}`,
      title: 'Ten percent off for a screen test',
      kind: 'percent',
      value: 10,
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    },
    asOwner,
  );
  const first = async (path: string, data: object) => {
    const { list } = await apiData<Listed>(request, path, data, asOwner);
    if (!list[0]) throw new Error(`${path} listed nothing`);
    return list[0].id;
  };
  const customer = await first('/api/admin/customers/list', { search: prescription.email });
  const afterSales = await first('/api/admin/afterSales/list', { search: returned.orderNumber });
  const product = await first('/api/admin/products/list', {});
  // the photos page is laid out with a photo on it (its buttons once made a phone's page 480 px wide)
  await ensureColourPhoto(request, product, owner.token);
  orderPage = `/admin/orders/${prescription.orderNumber}`;
  pages = [
    '/admin',
    '/admin/account',
    '/admin/after-sales',
    `/admin/after-sales/${afterSales}`,
    '/admin/audit',
    '/admin/chats',
    '/admin/content',
    '/admin/coupons',
    '/admin/coupons/new',
    `/admin/coupons/${coupon.id}`,
    '/admin/customers',
    `/admin/customers/${customer}`,
    '/admin/lens-options',
    '/admin/lens-rules',
    '/admin/orders',
    orderPage,
    '/admin/products',
    '/admin/products/new',
    '/admin/products/import',
    `/admin/products/${product}`,
    `/admin/products/${product}/photos`,
    `/admin/products/${product}/preview`,
    '/admin/promotions',
    '/admin/reports',
    '/admin/reviews',
    '/admin/search-words',
    '/admin/settings',
    '/admin/shipping',
    '/admin/staff',
    '/admin/taxes',
    '/admin/taxes/report',
    '/admin/tickets',
    `/admin/tickets/${ticket}`,
    '/admin/no-such-page',
  ];
});

/** Each page file under app/admin/(console) as a pattern of its address ([id] matches one segment). */
function consolePagePatterns(): { file: string; pattern: RegExp }[] {
  const root = path.join(process.cwd(), 'app', 'admin', '(console)');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|[\\/])page\.tsx$/.test(file))
    .map((file) => {
      const route = path
        .dirname(file)
        .split(path.sep)
        .filter((segment) => segment !== '.' && !segment.startsWith('('))
        .map((segment) =>
          segment.startsWith('[') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/');
      return { file, pattern: new RegExp(`^/admin${route ? `/${route}` : ''}$`) };
    });
}

// a page added to the console without being added above would never be measured
test('the list above holds every page of the console', () => {
  const missing = consolePagePatterns()
    .filter(({ pattern }) => !pages.some((page) => pattern.test(page)))
    .map(({ file }) => file);
  expect(missing).toEqual([]);
});

async function axeFindings(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    page: where,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

for (const width of [1440, 768, 390]) {
  test(`every console page at ${width} px: no sideways scroll, controls reachable, axe clean`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await holdConsoleToken(page, baseURL, ownerToken);
    for (const path of pages) {
      const where = `${path} at ${width} px`;
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), where).toBeVisible();
      // every check of every page is said, so one run shows all that does not fit
      const widths = await pageWidths(page);
      expect
        .soft(widths.scroll, `${where} is ${widths.scroll} px wide: ${widths.widest.join('; ')}`)
        .toBeLessThanOrEqual(widths.client);
      expect.soft(await unreachableControls(page), `${where}: controls out of reach`).toEqual([]);
      expect.soft(await fieldsOutOfTheirBox(page), `${where}: fields over their neighbours`).toEqual([]);
      // on a desktop every column, the actions' too, is in view without scrolling the table
      if (width >= 1440) expect.soft(await tablesThatScroll(page), `${where}: tables cut off`).toEqual([]);
      const findings = await axeFindings(page, where);
      expect.soft(findings, describeFindings(findings)).toEqual([]);
    }
  });
}

test('a console page names a tab icon, and the icon answers', async ({ page, baseURL, request }) => {
  await holdConsoleToken(page, baseURL, ownerToken);
  for (const path of ['/admin', orderPage]) {
    await page.goto(path);
    const icons = await page
      .locator('head link[rel~="icon"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(icons.length, `${path} names no icon`).toBeGreaterThan(0);
    for (const icon of icons) {
      const answer = await request.get(icon);
      expect(answer.status(), icon).toBe(200);
    }
  }
});

test('the sign-in page names the same tab icon', async ({ page, request }) => {
  await page.goto('/admin/sign-in');
  const icons = await page
    .locator('head link[rel~="icon"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(icons.length, 'the sign-in page names no icon').toBeGreaterThan(0);
  for (const icon of icons) expect((await request.get(icon)).status(), icon).toBe(200);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the areas hide behind a Menu button; Escape closes it and focus goes back', async ({
    page,
    baseURL,
  }) => {
    await holdConsoleToken(page, baseURL, ownerToken);
    await page.goto('/admin/orders');
    const nav = page.getByRole('navigation', { name: 'Console' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Orders' })).toBeHidden();
    const list = page.locator(`#${await menu.getAttribute('aria-controls')}`);
    await expect(list).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Customers' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(list).toBeHidden();

    // a link opens its page and the menu folds away
    await menu.click();
    await nav.getByRole('link', { name: 'Customers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('dialogs fit the screen and scroll inside', async ({ page, baseURL }) => {
    await holdConsoleToken(page, baseURL, ownerToken);
    const opens = [
      { path: orderPage, button: 'order-action-checkPrescription' },
      { path: '/admin/staff', button: /^staff-manage-/ },
    ];
    for (const { path, button } of opens) {
      await page.goto(path);
      await page.getByTestId(button).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, `${path}: the dialog is off the screen`).toBe(
        true,
      );
      const widths = await pageWidths(page);
      expect(widths.scroll, `${path} with its dialog: ${widths.widest.join('; ')}`).toBeLessThanOrEqual(
        widths.client,
      );
      const findings = await axeFindings(page, `${path}'s dialog at 390 px`);
      expect(findings, describeFindings(findings)).toEqual([]);
    }
  });
});

// the menu's state comes from the stylesheet, so the page a script has not run on yet is laid out
// as the page after: nothing moves when the script arrives
for (const width of [390, 1440]) {
  test(`at ${width} px the page starts where it will stay, before and after the script`, async ({
    browser,
    baseURL,
  }) => {
    const mainTop = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
      const page = await context.newPage();
      await holdConsoleToken(page, baseURL, ownerToken);
      await page.goto('/admin/orders');
      await page.waitForLoadState('networkidle');
      const top = await page.locator('#console-main').evaluate((main) => main.getBoundingClientRect().top);
      await context.close();
      return top;
    };
    expect(await mainTop(true)).toBe(await mainTop(false));
  });
}
