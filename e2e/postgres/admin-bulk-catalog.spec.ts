import type { APIRequestContext } from '@playwright/test';
import { SAMPLE_FRAME } from '../../__tests__/support/sample-frame';
import { uniqueProductCode } from '../support/console-catalog';
import { apiData, holdConsoleToken, ownerAndStaff } from '../support/console';
import { deviceId } from '../support/console-orders';
import { expectAxeClean, expectNoSidewaysScroll } from '../support/page-checks';
import { shopSql } from '../support/shop-database';
import { expect, test, type Page } from '../support/test';

// docs/operating.md#bulk-catalog: a member ticks products on the console's list and moves their
// prices by a percentage, archives then publishes them; hides two reviews together; assigns then
// closes two tickets together. The product list shows each product's picture small, and the
// product form's Save stays in view at the foot of the screen. The spec makes its own products,
// reviews and tickets (names unique to the run), so it changes nothing another spec reads.

type Info = { id: number; code: string; name: string; priceCents: number; status: string };

let ownerToken = '';
let staffName = '';
let staffId = 0;
let prefix = '';
let made: Info[] = [];

const bearer = () => ({ authorization: `Bearer ${ownerToken}` });

function draft(code: string, priceCents: number, flashSalePriceCents: number | null) {
  return {
    code,
    name: `Bulk frame ${code}`,
    type: 'eyeglasses',
    accessoryKind: null,
    summary: 'A frame for the selection test.',
    description: 'Made by the bulk console browser test.',
    priceCents,
    flashSalePriceCents,
    flashSaleEndsAt: flashSalePriceCents === null ? null : new Date(Date.now() + 86_400_000).toISOString(),
    isNewArrival: false,
    isBestSeller: false,
    searchWords: '',
    frame: SAMPLE_FRAME,
    variants: [
      {
        sku: `${code}-BLK`,
        colorName: 'Black',
        colorFamily: 'black',
        colorHex: '#111111',
        lensTintHex: null,
        stock: 4,
        lowStockThreshold: 1,
      },
    ],
  };
}

async function ticket(request: APIRequestContext, name: string): Promise<string> {
  const { ticketNumber } = await apiData<{ ticketNumber: string }>(
    request,
    '/api/contact/save',
    {
      name,
      email: `${name.replace(/\W+/g, '-').toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      topic: 'product',
      message: 'Could you tell me whether the frame fits a narrow face?',
    },
    { 'x-device-id': deviceId() },
  );
  return ticketNumber;
}

test.beforeAll(async ({ request }) => {
  const members = await ownerAndStaff(request, 'bulk');
  ownerToken = members.owner.token;
  const answer = await request.get('/api/admin/tickets/assignees', { headers: bearer() });
  const assignees = (
    (await answer.json()) as { data: { list: { id: number; name: string; email: string }[] } }
  ).data;
  const staff = assignees.list.find((member) => member.email === members.staff.email);
  if (!staff) throw new Error('the staff member answers no tickets');
  staffName = staff.name;
  staffId = staff.id;
  prefix = uniqueProductCode().slice(0, 17);
  made = [
    await apiData<Info>(request, '/api/admin/products/create', draft(`${prefix}A`, 4995, null), bearer()),
    await apiData<Info>(request, '/api/admin/products/create', draft(`${prefix}B`, 9900, 7950), bearer()),
  ];
});

async function openProducts(page: Page, baseURL: string | undefined) {
  await holdConsoleToken(page, baseURL, ownerToken);
  await page.goto(`/admin/products?search=${prefix}`);
  await expect(page.getByTestId('products-table').getByRole('row')).toHaveCount(3);
}

async function tickAllProducts(page: Page) {
  for (const product of made)
    await page.getByRole('checkbox', { name: `Select ${product.code} ${product.name}` }).check();
  await expect(page.getByTestId('product-selection')).toContainText('2 products selected.');
}

test('ticked products: prices by a percentage, archived then published', async ({
  page,
  baseURL,
  request,
}) => {
  await openProducts(page, baseURL);
  await tickAllProducts(page);
  await page.getByTestId('product-selection-percent').fill('-10');
  await page.getByTestId('product-selection-reprice').click();
  await expect(page.getByTestId('product-selection-result')).toContainText(
    '2 products repriced. Prices moved -10 %.',
  );
  // 4995 × 0.9 = 4495.5 → $44.96; 9900 → $89.10, its sale 7950 → $71.55
  const table = page.getByTestId('products-table');
  await expect(table).toContainText('$44.96');
  await expect(table).toContainText('$71.55 (sale; $89.10)');
  const [a, b] = await Promise.all(
    made.map((product) => apiData<Info>(request, '/api/admin/products/info', { id: product.id }, bearer())),
  );
  expect([a?.priceCents, b?.priceCents]).toEqual([4496, 8910]);

  await tickAllProducts(page);
  await page.getByTestId('product-selection-archive').click();
  await expect(page.getByTestId('product-selection-result')).toContainText('2 products archived.');
  await expect(table.getByText('Archived')).toHaveCount(2);
  await tickAllProducts(page);
  await page.getByTestId('product-selection-publish').click();
  await expect(page.getByTestId('product-selection-result')).toContainText('2 products published.');
  await expect(table.getByText('Published')).toHaveCount(2);
});

test('the product list shows each product small, lazily, named by its product', async ({ page, baseURL }) => {
  await openProducts(page, baseURL);
  for (const product of made) {
    const thumbnail = page.getByRole('img', { name: product.name, exact: true });
    await expect(thumbnail).toHaveAttribute('loading', 'lazy');
    await expect(thumbnail).toHaveAttribute('width', '64');
    await expect(thumbnail).toHaveAttribute('height', '48');
    await thumbnail.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }
});

test('two reviews hidden together', async ({ page, baseURL }) => {
  const product = made[0];
  if (!product) throw new Error('no product');
  const ids = (
    await shopSql<{ id: number }>(
      `insert into reviews (product_id, author_name, rating, body) values ($1, 'Robin B.', 2, $2), ($1, 'Kim L.', 4, $3)
       returning id`,
      [product.id, 'The hinge loosened after a month.', 'Light and comfortable all day long.'],
    )
  ).map((row) => row.id);
  await holdConsoleToken(page, baseURL, ownerToken);
  await page.goto(`/admin/reviews?productCode=${product.code}`);
  for (const id of ids) await page.locator(`[data-review-id="${id}"]`).getByTestId('review-select').check();
  await expect(page.getByTestId('review-selection')).toContainText('2 reviews selected.');
  await page.getByTestId('review-selection-hide').click();
  await expect(page.getByTestId('review-selection-result')).toContainText('2 reviews hidden.');
  for (const id of ids) await expect(page.locator(`[data-review-id="${id}"]`)).toContainText('Hidden');
});

test('two tickets assigned, then closed together', async ({ page, baseURL, request }) => {
  const name = `Bulk Guest ${prefix}`;
  const numbers = [await ticket(request, name), await ticket(request, name)];
  await holdConsoleToken(page, baseURL, ownerToken);
  await page.goto(`/admin/tickets?search=${encodeURIComponent(name)}`);
  const table = page.getByTestId('tickets-table');
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.getByTestId('tickets-select-all').check();
  await page.getByTestId('ticket-selection-member').selectOption(String(staffId));
  await page.getByTestId('ticket-selection-assign').click();
  await expect(page.getByTestId('ticket-selection-result')).toContainText(
    `2 tickets assigned to ${staffName}.`,
  );
  await expect(table.getByText(staffName)).toHaveCount(2);
  for (const number of numbers) await page.getByRole('checkbox', { name: `Select ticket ${number}` }).check();
  await page.getByTestId('ticket-selection-close').click();
  await expect(page.getByTestId('ticket-selection-result')).toContainText('2 tickets closed.');
  await expect(table.getByText('Closed')).toHaveCount(2);
});

for (const width of [390, 1440]) {
  test(`the product form's Save stays in view at ${width} px`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 800 });
    await holdConsoleToken(page, baseURL, ownerToken);
    await page.goto(`/admin/products/${made[0]?.id ?? 0}`);
    const form = page.locator('form').filter({ has: page.getByTestId('product-save') });
    const save = page.getByTestId('product-save');
    // at the top of the long form, Save is already at the foot of the screen
    await form.getByRole('textbox').first().focus();
    await expect(save).toBeInViewport();
    // at its bottom field, Save is in view and sits below the field, not over it
    const fields = form.locator('input:not([type="hidden"]), select, textarea');
    const bottom = fields.last();
    // at once: the page scrolls smoothly, and the boxes are measured after it has arrived
    await bottom.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect(save).toBeInViewport();
    const field = await bottom.boundingBox();
    const bar = await page.getByTestId('product-save-bar').boundingBox();
    expect((field?.y ?? 0) + (field?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
    // reached with the keyboard: Tab from the form's last control lands on Save
    await page.getByTestId('add-variant').focus();
    await page.keyboard.press('Tab');
    await expect(save).toBeFocused();
  });
}

for (const width of [1440, 768, 390]) {
  test(`the lists with a selection and the product form at ${width} px: axe finds nothing, nothing scrolls sideways`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openProducts(page, baseURL);
    await page.getByTestId('products-select-all').check();
    await expectAxeClean(page, `/admin/products with a selection at ${width} px`);
    await expectNoSidewaysScroll(page);
    await page.goto('/admin/reviews');
    await page.getByTestId('reviews-select-all').check();
    await expectAxeClean(page, `/admin/reviews with a selection at ${width} px`);
    await expectNoSidewaysScroll(page);
    await page.goto('/admin/tickets');
    await page.getByTestId('tickets-select-all').check();
    await expectAxeClean(page, `/admin/tickets with a selection at ${width} px`);
    await expectNoSidewaysScroll(page);
    await page.goto(`/admin/products/${made[0]?.id ?? 0}`);
    await expectAxeClean(page, `the product form at ${width} px`);
    await expectNoSidewaysScroll(page);
  });
}
