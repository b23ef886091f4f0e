import sharp from 'sharp';
import { expect, test } from './support/test';
import {
  back,
  cartCount,
  choose,
  dollars,
  expectNothingChosen,
  expectPreselected,
  expectStep,
  expectStepOpened,
  expectStickyTotal,
  frameOf,
  next,
  nextStep,
  openWizard,
  option,
  startWith,
  typePrescription,
} from './lens-wizard-steps';

// Four journeys through the lens wizard to the cart (docs/product.md#lens-flow,
// docs/product.md#lens-options): single vision with a typed prescription, 1.61 and blue-light;
// reading +1.50; non-prescription clear; prescription polarized sunglasses with the Grey names. A
// choice stores the selection and Next alone moves on; every step opens at its top with its heading
// focused; the lens use and a reading strength are never chosen for the shopper, a step with an
// included or recommended option opens with it chosen; the sticky bar carries the running total.

test('single vision with a typed prescription, 1.61 and blue-light; Back at every step', async ({
  page,
  request,
}) => {
  const frame = await frameOf(request, 'eyeglasses');
  await openWizard(page, frame);

  await choose(page, 'single_vision');
  // the lens use names its steps at once; choosing does not move on
  await expectStep(page, 'Step 1 of 5 · Lens use', 'How will you use these glasses?');
  await expect(page.getByTestId('lens-steps')).toHaveText(
    /Lens use.*Prescription.*Coatings.*Thickness.*Lens type/,
  );
  await nextStep(page, 'Step 2 of 5 · Prescription', 'Your prescription');
  await back(page).click();
  await expectStepOpened(page, 'Step 1 of 5 · Lens use', 'How will you use these glasses?');
  await expect(option(page, 'single_vision')).toHaveAttribute('aria-checked', 'true');
  await expect(back(page)).toBeDisabled();
  await nextStep(page, 'Step 2 of 5 · Prescription', 'Your prescription');
  await expect(next(page)).toHaveText('Submit Prescription');
  // docs/product.md#lens-flow: Next stays disabled on the prescription step until the form can be
  // sent
  await expect(next(page)).toBeDisabled();
  await typePrescription(page, { od_sph: '-2.25', od_cyl: '-0.75' });
  await expect(next(page)).toBeDisabled(); // CYL without AXIS is refused
  await typePrescription(page, { od_axis: '90', os_sph: '-2.00', pd: '63' });
  await expect(next(page)).toBeEnabled();

  await nextStep(page, 'Step 3 of 5 · Coatings', 'Protect your lenses');
  await expect(next(page)).toHaveText('Next');
  await expect(page.getByTestId('lens-summary-prescription')).toContainText('−2.25');
  await expectPreselected(page, 'standard_coating');
  // docs/product.md#lens-flow, Back: one step down, the removed step's selection gone, the previous
  // choice kept
  await back(page).click();
  await expectStepOpened(page, 'Step 2 of 5 · Prescription', 'Your prescription');
  await expect(page.getByTestId('rx-od_sph')).toHaveValue('-2.25');
  await expect(next(page)).toBeEnabled();
  await nextStep(page, 'Step 3 of 5 · Coatings', 'Protect your lenses');

  await choose(page, 'anti_reflective');
  await nextStep(page, 'Step 4 of 5 · Thickness', 'Choose your lens thickness');
  // recommended for the prescription (−2.25: 1.61, docs/product.md#lens-rules) and chosen when the
  // step opens; the shopper may change it
  await expect(option(page, 'index_161')).toContainText('Recommended');
  await expectPreselected(page, 'index_161');
  await back(page).click();
  await expectStepOpened(page, 'Step 3 of 5 · Coatings', 'Protect your lenses');
  await expect(option(page, 'anti_reflective')).toHaveAttribute('aria-checked', 'true');
  await nextStep(page, 'Step 4 of 5 · Thickness', 'Choose your lens thickness');

  await choose(page, 'index_161');
  await nextStep(page, 'Step 5 of 5 · Lens type', 'Choose your lens type');
  await expect(next(page)).toHaveText('Add to Cart');
  await back(page).click();
  await expectStepOpened(page, 'Step 4 of 5 · Thickness', 'Choose your lens thickness');
  await expect(option(page, 'index_161')).toHaveAttribute('aria-checked', 'true');
  await nextStep(page, 'Step 5 of 5 · Lens type', 'Choose your lens type');

  await choose(page, 'blue_light');
  const lenses = page.getByTestId('lens-summary-lenses');
  for (const name of ['Single Vision', 'Anti-Reflective', '1.61 High-Index', 'Blue-Light Filtering'])
    await expect(lenses).toContainText(name);
  // frame + the graph's prices: $0 + $15 + $39 + $19 = $73 of lenses, in the sticky bar too
  const total = dollars(frame.priceCents + 1_500 + 3_900 + 1_900);
  await expectStickyTotal(page, total);
  // in the summary a long choice (the typed prescription) wraps in its own column, the price keeps
  // one line, and nothing runs out of its box
  const rows = await page
    .getByTestId('lens-summary')
    .locator('dd')
    .evaluateAll((cells) =>
      cells.map((cell) => {
        const price = cell.lastElementChild?.getBoundingClientRect();
        const line = Number.parseFloat(getComputedStyle(cell).lineHeight) || 24;
        return {
          fits: cell.scrollWidth <= cell.clientWidth + 1,
          priceOnOneLine: price === undefined || price.height <= line * 1.5,
        };
      }),
    );
  expect(rows.length).toBeGreaterThanOrEqual(5);
  for (const row of rows) expect(row).toEqual({ fits: true, priceOnOneLine: true });

  const before = await cartCount(page);
  await next(page).click();
  await expect(page.getByTestId('lens-added')).toContainText(total);
  // focus moves to the confirmation
  await expect(page.getByRole('heading', { name: 'Added to your cart' })).toBeFocused();
  await expect(page.getByTestId('cart-count').first()).toHaveText(String(before + 1));
});

test('reading glasses +1.50, in another currency: nothing is preselected on the reading step', async ({
  page,
  request,
}) => {
  const frame = await frameOf(request, 'eyeglasses');
  await page.goto('/eyeglasses');
  // a choice made before hydration reaches no handler: choose until the prices switch
  await expect(async () => {
    await page.getByTestId('currency-select').selectOption({ label: 'GBP £' });
    await expect(page.getByTestId('product-card').first()).toContainText('£', { timeout: 1500 });
  }).toPass({ timeout: 20_000 });
  await openWizard(page, frame);
  await expect(page.getByTestId('lens-footer-total')).toContainText('£');

  await choose(page, 'reading');
  await nextStep(page, 'Step 2 of 4 · Reading strength', 'Choose your reading strength');
  // no strength chosen, none recommended, and Next cannot order one
  await expectNothingChosen(page);
  await expect(page.getByTestId('lens-recommended')).toHaveCount(0);
  await expect(option(page, 'magnification_150')).toContainText('+1.50');
  await expect(option(page, 'magnification_150')).toContainText('Included');
  // the price sits under the power, inside the card
  const fits = await option(page, 'magnification_150').evaluate((card) => {
    const box = card.getBoundingClientRect();
    return [...card.querySelectorAll('span')].every((part) => {
      const inner = part.getBoundingClientRect();
      return (
        inner.left >= box.left - 0.5 &&
        inner.right <= box.right + 0.5 &&
        part.scrollWidth <= part.clientWidth + 1
      );
    });
  });
  expect(fits).toBe(true);
  await choose(page, 'magnification_150');
  await nextStep(page, 'Step 3 of 4 · Coatings', 'Protect your lenses');
  await expect(page.getByTestId('lens-summary-prescription')).toContainText('+1.50');
  await expectPreselected(page, 'standard_coating');
  await choose(page, 'standard_coating');
  await nextStep(page, 'Step 4 of 4 · Lens type', 'Choose your lens type');
  await expect(next(page)).toHaveText('Add to Cart');
  await expectPreselected(page, 'clear');
  await choose(page, 'clear');
  await expectStickyTotal(page, /^£/);
  await next(page).click();
  await expect(page.getByTestId('lens-added')).toBeVisible();
});

test('non-prescription clear lenses in three steps', async ({ page, request }) => {
  const frame = await frameOf(request, 'eyeglasses');
  await startWith(page, frame, 'non_prescription');
  await choose(page, 'standard_coating');
  await nextStep(page, 'Step 3 of 3 · Lens type', 'Choose your lens type');
  await expect(option(page, 'polarized_grey')).toHaveCount(0);
  await choose(page, 'clear');
  await expectStickyTotal(page, dollars(frame.priceCents));
  await next(page).click();
  await expect(page.getByTestId('lens-added')).toBeVisible();
});

test('prescription polarized sunglasses: the Grey names, the warning once in view, the tint asked once', async ({
  page,
  request,
}) => {
  const frame = await frameOf(request, 'sunglasses');
  await openWizard(page, frame);
  // docs/product.md#lens-flow: the four sun lens uses are shown with "Sunglasses" replaced by
  // "Grey"
  for (const name of [
    'Prescription Tinted Grey',
    'Prescription Polarized Grey',
    'Non-Prescription Tinted Grey',
    'Non-Prescription Polarized Grey',
  ])
    await expect(page.getByTestId('lens-wizard')).toContainText(name);
  await expect(page.getByTestId('lens-wizard')).not.toContainText('Sunglasses');

  await choose(page, 'rx_polarized');
  await nextStep(page, 'Step 2 of 5 · Prescription', 'Your prescription');
  await expect(page.getByTestId('lens-summary-lenses')).toContainText('Prescription Polarized Grey');
  // docs/product.md#prescription-rules: eyes 3.00 or more apart are flagged, and the shopper
  // confirms before sending
  await typePrescription(page, { od_sph: '-1.50', os_sph: '+1.75', pd: '64' });
  await expect(page.getByTestId('rx-warning')).toHaveCount(1);
  await next(page).click();

  // the warning shows once, next to Submit, inside the viewport above the sticky bar, focused
  const box = page.getByTestId('rx-confirm-box');
  await expect(box.getByRole('alert')).toContainText('3.00 or more');
  await expect(page.getByTestId('rx-warning')).toHaveCount(1);
  await expect(box).toBeInViewport({ ratio: 1 });
  const place = await box.evaluate((element) => ({
    box: element.getBoundingClientRect().toJSON() as DOMRect,
    bar: document.querySelector('[data-sticky-bar]')?.getBoundingClientRect().toJSON() as DOMRect,
    focusedInside: element.contains(document.activeElement),
  }));
  expect(place.focusedInside).toBe(true);
  expect(place.box.bottom).toBeLessThanOrEqual(place.bar.top);
  await expectStep(page, 'Step 2 of 5 · Prescription', 'Your prescription');
  // both choices by keyboard: Check again goes back to the values, Submit as entered sends them
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('rx-check-again')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('rx-confirm')).toBeFocused();
  await page.keyboard.press('Enter');

  await expectStepOpened(page, 'Step 3 of 5 · Coatings', 'Protect your lenses');
  await choose(page, 'standard_coating');
  await nextStep(page, 'Step 4 of 5 · Thickness', 'Choose your lens thickness');
  await choose(page, 'index_150');
  await nextStep(page, 'Step 5 of 5 · Lens type', 'Choose your lens type');
  // the lens use said polarized grey; this step offers finishes, not a tint again
  await expect(option(page, 'clear')).toHaveCount(0);
  await expect(page.getByTestId('lens-options')).not.toContainText(/brown|green|tint/i);
  await expectPreselected(page, 'polarized_grey');
  await choose(page, 'polarized_blue_mirror');
  await expect(page.getByTestId('lens-summary-lenses')).toContainText('Blue Mirror');
  await next(page).click();
  await expect(page.getByTestId('lens-added')).toBeVisible();
});

test('a photo of the prescription goes through the cropper and on to the cart', async ({ page, request }) => {
  const frame = await frameOf(request, 'eyeglasses');
  await startWith(page, frame, 'single_vision');
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
  // the PD is asked beside the photo
  await expect(next(page)).toBeDisabled();
  await typePrescription(page, { pd: '63' });
  await expect(next(page)).toBeEnabled();
  await nextStep(page, 'Step 3 of 5 · Coatings', 'Protect your lenses');
  await expect(page.getByTestId('lens-summary-prescription')).toContainText('Photo');
});
