import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';

// Issue 5 acceptance: four journeys through the lens wizard to the cart (spec §4 "Lens flow",
// DESIGN §4): single vision with a typed prescription, 1.61 and blue-light; reading +1.50;
// non-prescription clear; prescription polarized sunglasses with the Grey names. Back at every
// step behaves as spec §4 says; a photo of a prescription goes through the cropper.

interface Card {
  code: string;
  name: string;
  priceCents: number;
  salePriceCents: number | null;
  inStock: boolean;
}

/** A frame in stock, not rimless (so every index can be made), from the listing API. */
async function frameOf(request: APIRequestContext, category: 'eyeglasses' | 'sunglasses'): Promise<Card> {
  const answer = await request.post('/api/goods/list', {
    data: { category, pageSize: 60, filters: { rim: ['full-rim'] } },
  });
  const list = ((await answer.json()) as { data: { list: Card[] } }).data.list;
  const card = list.find((candidate) => candidate.inStock && candidate.salePriceCents === null);
  if (!card) throw new Error(`no ${category} frame in stock`);
  return card;
}

/** Clicks until what the click opens is visible: a click before hydration reaches no handler. */
async function clickUntilVisible(click: () => Promise<void>, opened: Locator): Promise<void> {
  await expect(async () => {
    await click();
    await expect(opened).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 20_000 });
}

async function openWizard(page: Page, frame: Card): Promise<void> {
  await page.goto(`/details/${frame.code}`);
  await clickUntilVisible(() => page.getByTestId('select-lenses').click(), page.getByTestId('lens-wizard'));
  await expect(page).toHaveURL(new RegExp(`/details/${frame.code}/lenses\\?color=`));
  await expectStep(page, 1, 3, 'How will you use these glasses?');
  await expect(page.getByTestId('lens-back')).toBeDisabled();
  await expect(page.getByTestId('lens-footer')).toContainText(frame.name);
}

async function expectStep(page: Page, step: number, of: number, title: string): Promise<void> {
  await expect(page.getByTestId('lens-step-count')).toHaveText(`Step ${step} of ${of}`);
  await expect(page.getByTestId('lens-step-title')).toHaveText(title);
}

const option = (page: Page, code: string) => page.locator(`[data-testid="lens-option"][data-code="${code}"]`);

async function choose(page: Page, code: string): Promise<void> {
  await expect(option(page, code)).toBeEnabled();
  await option(page, code).click();
}

const next = (page: Page) => page.getByTestId('lens-next');

async function typePrescription(page: Page, values: Record<string, string>): Promise<void> {
  for (const [field, value] of Object.entries(values)) {
    const control = page.getByTestId(`rx-${field}`);
    if ((await control.evaluate((element) => element.tagName)) === 'SELECT')
      await control.selectOption(value);
    else await control.fill(value);
  }
}

async function cartCount(page: Page): Promise<string> {
  return (await page.getByTestId('cart-count').first().textContent()) ?? '';
}

test('single vision with a typed prescription, 1.61 and blue-light; Back at every step', async ({
  page,
  request,
}) => {
  const frame = await frameOf(request, 'eyeglasses');
  await openWizard(page, frame);

  await choose(page, 'single_vision');
  await expectStep(page, 2, 5, 'Your prescription');
  await page.getByTestId('lens-back').click();
  await expectStep(page, 1, 5, 'How will you use these glasses?');
  await expect(option(page, 'single_vision')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('lens-back')).toBeDisabled();
  await next(page).click();
  await expectStep(page, 2, 5, 'Your prescription');
  await expect(next(page)).toHaveText('Submit Prescription');
  // spec §4: Next stays disabled on the prescription step until the form can be sent
  await expect(next(page)).toBeDisabled();
  await typePrescription(page, { od_sph: '-2.25', od_cyl: '-0.75' });
  await expect(next(page)).toBeDisabled(); // CYL without AXIS is refused
  await typePrescription(page, { od_axis: '90', os_sph: '-2.00', pd: '63' });
  await expect(next(page)).toBeEnabled();
  await next(page).click();

  await expectStep(page, 3, 5, 'Protect your lenses');
  await expect(next(page)).toHaveText('Next');
  await expect(page.getByTestId('lens-summary-prescription')).toContainText('−2.25');
  // spec §4 Back: one step down, the removed step's selection gone, the previous choice kept
  await page.getByTestId('lens-back').click();
  await expectStep(page, 2, 5, 'Your prescription');
  await expect(page.getByTestId('rx-od_sph')).toHaveValue('-2.25');
  await expect(next(page)).toBeEnabled();
  await next(page).click();
  await expectStep(page, 3, 5, 'Protect your lenses');

  await choose(page, 'anti_reflective');
  await expectStep(page, 4, 5, 'Choose your lens thickness');
  await expect(option(page, 'index_150')).toHaveAttribute('aria-pressed', 'true'); // recommended, preselected
  await page.getByTestId('lens-back').click();
  await expectStep(page, 3, 5, 'Protect your lenses');
  await expect(option(page, 'anti_reflective')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('lens-summary-lenses')).not.toContainText('1.50');
  await next(page).click();
  await expectStep(page, 4, 5, 'Choose your lens thickness');

  await choose(page, 'index_161');
  await expectStep(page, 5, 5, 'Choose your lens type');
  await expect(next(page)).toHaveText('Add to Cart');
  await page.getByTestId('lens-back').click();
  await expectStep(page, 4, 5, 'Choose your lens thickness');
  await expect(option(page, 'index_161')).toHaveAttribute('aria-pressed', 'true');
  await next(page).click();
  await expectStep(page, 5, 5, 'Choose your lens type');

  await choose(page, 'blue_light');
  await expect(option(page, 'blue_light')).toHaveAttribute('aria-pressed', 'true');
  const lenses = page.getByTestId('lens-summary-lenses');
  for (const name of ['Single Vision', 'Anti-Reflective', '1.61 High-Index', 'Blue-Light Filtering'])
    await expect(lenses).toContainText(name);
  // frame + the graph's prices: $0 + $15 + $39 + $19 = $73 of lenses
  const total = `$${((frame.priceCents + 1_500 + 3_900 + 1_900) / 100).toFixed(2)}`;
  await expect(page.getByTestId('lens-total')).toHaveText(total);

  const before = await cartCount(page);
  await next(page).click();
  await expect(page.getByTestId('lens-added')).toContainText(total);
  await expect(page.getByTestId('cart-count').first()).toHaveText(String(Number(before || '0') + 1));
});

test('reading glasses +1.50, in another currency', async ({ page, request }) => {
  const frame = await frameOf(request, 'eyeglasses');
  await page.goto('/eyeglasses');
  // a choice made before hydration reaches no handler: choose until the prices switch
  await expect(async () => {
    await page.getByTestId('currency-select').selectOption({ label: 'GBP £' });
    await expect(page.getByTestId('product-card').first()).toContainText('£', { timeout: 1500 });
  }).toPass({ timeout: 20_000 });
  await openWizard(page, frame);
  await expect(page.getByTestId('lens-footer')).toContainText('£');

  await choose(page, 'reading');
  await expectStep(page, 2, 4, 'Choose your reading strength');
  await choose(page, 'magnification_150');
  await expectStep(page, 3, 4, 'Protect your lenses');
  await expect(page.getByTestId('lens-summary-prescription')).toContainText('+1.50');
  await expect(option(page, 'standard_coating')).toHaveAttribute('aria-pressed', 'true');
  await next(page).click();
  await expectStep(page, 4, 4, 'Choose your lens type');
  await expect(next(page)).toHaveText('Add to Cart');
  await expect(page.getByTestId('lens-total')).toContainText('£');
  await next(page).click();
  await expect(page.getByTestId('lens-added')).toBeVisible();
});

test('non-prescription clear lenses in three steps', async ({ page, request }) => {
  const frame = await frameOf(request, 'eyeglasses');
  await openWizard(page, frame);
  await choose(page, 'non_prescription');
  await expectStep(page, 2, 3, 'Protect your lenses');
  await next(page).click();
  await expectStep(page, 3, 3, 'Choose your lens type');
  await expect(option(page, 'clear')).toHaveAttribute('aria-pressed', 'true');
  await expect(option(page, 'polarized_grey')).toHaveCount(0);
  await expect(page.getByTestId('lens-total')).toHaveText(`$${(frame.priceCents / 100).toFixed(2)}`);
  await next(page).click();
  await expect(page.getByTestId('lens-added')).toBeVisible();
});

test('prescription polarized sunglasses show the Grey names', async ({ page, request }) => {
  const frame = await frameOf(request, 'sunglasses');
  await openWizard(page, frame);
  // spec §3: the four sun lens uses are shown with "Sunglasses" replaced by "Grey"
  for (const name of [
    'Prescription Tinted Grey',
    'Prescription Polarized Grey',
    'Non-Prescription Tinted Grey',
    'Non-Prescription Polarized Grey',
  ])
    await expect(page.getByTestId('lens-wizard')).toContainText(name);
  await expect(page.getByTestId('lens-wizard')).not.toContainText('Sunglasses');

  await choose(page, 'rx_polarized');
  await expectStep(page, 2, 5, 'Your prescription');
  await expect(page.getByTestId('lens-summary-lenses')).toContainText('Prescription Polarized Grey');
  // spec §5: eyes 3.00 or more apart are flagged, and the shopper confirms before sending
  await typePrescription(page, { od_sph: '-1.50', os_sph: '+1.75', pd: '64' });
  await expect(page.getByTestId('rx-warning')).toBeVisible();
  await next(page).click();
  await expect(page.getByRole('alertdialog')).toContainText('3.00 or more');
  await expectStep(page, 2, 5, 'Your prescription');
  await page.getByTestId('rx-confirm').click();
  await expectStep(page, 3, 5, 'Protect your lenses');
  await next(page).click();
  await expectStep(page, 4, 5, 'Choose your lens thickness');
  await next(page).click();
  await expectStep(page, 5, 5, 'Choose your lens type');
  await expect(option(page, 'polarized_grey')).toHaveAttribute('aria-pressed', 'true');
  await expect(option(page, 'clear')).toHaveCount(0);
  await next(page).click();
  await expect(page.getByTestId('lens-added')).toBeVisible();
});

test('a photo of the prescription goes through the cropper and on to the cart', async ({ page, request }) => {
  const frame = await frameOf(request, 'eyeglasses');
  await openWizard(page, frame);
  await choose(page, 'single_vision');
  await expectStep(page, 2, 5, 'Your prescription');
  await page.getByTestId('rx-mode-photo').click();
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#dfe6ee' } })
    .jpeg()
    .toBuffer();
  await page
    .getByTestId('rx-photo-input')
    .setInputFiles({ name: 'prescription.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.locator('.ReactCrop')).toBeVisible();
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/process/upload'));
  await page.getByTestId('rx-photo-use').click();
  const answer = (await (await uploaded).json()) as { code: number; data: { upload: string } };
  expect(answer).toMatchObject({ code: 200 });
  expect(answer.data.upload).toMatch(/^[0-9a-f]{32}$/);
  await expect(next(page)).toBeEnabled();
  await next(page).click();
  await expectStep(page, 3, 5, 'Protect your lenses');
  await expect(page.getByTestId('lens-summary-prescription')).toContainText('Photo');
});
