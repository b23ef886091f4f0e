import { apiData } from './support/console';
import { registerShopper, signInBrowser } from './support/shop-data';
import { expect, test, type Page } from './support/test';
import {
  choose,
  expectStep,
  frameOf,
  next,
  nextStep,
  option,
  startWith,
  typePrescription,
} from './lens-wizard-steps';

// docs/product.md#prescription-details in the lens wizard: a prescription past its expiry, typed
// with its "More details" or picked from the saved ones, is still accepted, but the prescription
// step says when it expired and goes no further until the shopper ticks "I confirm this
// prescription is still right"; the cart line then shows the details given (prism, near PD, the
// dates) and that the expired prescription was confirmed.

/** Exam 2021-03-14: expired on 2023-03-14 by the shop's default validity of 2 years. */
const EXAM = '2021-03-14';
const EXPIRED = 'This prescription expired on 14 March 2023. Use another, or confirm it is still right.';

/**
 * The expiry notice is shown with its box unticked, and Next leaves the step where it is: a typed
 * prescription's Next cannot act (the shop reads its dates at once), a saved one's is refused
 * again by the server, whose clock and validity decide a saved prescription's expiry.
 */
async function expectHeldOnExpiry(page: Page, source: 'typed' | 'saved'): Promise<void> {
  await expect(page.getByTestId('rx-expired')).toContainText(EXPIRED);
  await expect(page.getByTestId('rx-confirm-expired')).not.toBeChecked();
  if (source === 'typed') {
    await expect(next(page)).toBeDisabled();
    await next(page).click({ force: true });
  } else {
    const refused = page.waitForResponse('**/api/process/next');
    await next(page).click();
    expect((await (await refused).json()).code).toBe(422);
  }
  await expectStep(page, 'Step 2 of 5 · Prescription', 'Your prescription');
  await expect(page.getByTestId('rx-expired')).toContainText(EXPIRED);
}

/** From the coatings step: standard coating, 1.50, clear, and the pair is in the cart. */
async function finishPair(page: Page): Promise<void> {
  await choose(page, 'standard_coating');
  await nextStep(page, 'Step 4 of 5 · Thickness', 'Choose your lens thickness');
  await choose(page, 'index_150');
  await nextStep(page, 'Step 5 of 5 · Lens type', 'Choose your lens type');
  await choose(page, 'clear');
  await next(page).click();
  await expect(page.getByTestId('lens-added')).toBeVisible();
}

test('a typed prescription with details that expired is confirmed before the wizard goes on, and the cart line shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const frame = await frameOf(request, 'eyeglasses');
  await startWith(page, frame, 'single_vision');
  await typePrescription(page, { od_sph: '-1.50', os_sph: '-1.25', pd: '63' });
  await expect(next(page)).toBeEnabled();

  const more = page.getByTestId('rx-more-details');
  await more.getByText('More details (optional)').click();
  await typePrescription(page, { od_prism_h: '1.50' });
  await expect(
    page.getByText("Choose the base (in or out) of the right eye (OD)'s horizontal prism."),
  ).toBeVisible();
  await typePrescription(page, { od_prism_h_base: 'in' });
  // the base fixed the prism's problem: the details stay open for the rest of them
  await expect(more).toHaveJSProperty('open', true);
  await typePrescription(page, {
    near_pd: '60.5',
    exam_date: EXAM,
    prescriber_name: 'Dr. Ana Ortiz',
  });
  await expectHeldOnExpiry(page, 'typed');
  await expect(page.getByTestId('lens-next-reason')).toHaveText('Complete your prescription to continue.');

  await page.getByTestId('rx-confirm-expired').check();
  await expect(next(page)).toBeEnabled();
  await nextStep(page, 'Step 3 of 5 · Coatings', 'Protect your lenses');
  await finishPair(page);

  await page.goto('/shoppingCart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('rx-od-sph')).toHaveText('−1.50');
  await expect(line.getByTestId('rx-detail-prism-od')).toContainText('1.50 Δ base in');
  await expect(line.getByTestId('rx-detail-near-pd')).toContainText('60.5 mm');
  await expect(line.getByTestId('rx-detail-exam-date')).toContainText('14 March 2021');
  await expect(line.getByTestId('rx-detail-expired')).toContainText(
    'Expired on 14 March 2023: confirmed as still right when ordered',
  );
  await expect(line.getByTestId('rx-detail-prescriber')).toContainText('Dr. Ana Ortiz');
});

test('a saved prescription that expired: the server’s refusal asks for the confirmation, then the wizard goes on', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const token = await registerShopper(request, 'rx-wizard-expired');
  await apiData(
    request,
    '/api/prescription/save',
    { name: 'Old distance', od_sph: '-2.00', os_sph: '-2.25', pd: '63', exam_date: EXAM },
    { authorization: `Bearer ${token}` },
  );
  await signInBrowser(context, baseURL ?? '', token);
  const frame = await frameOf(request, 'eyeglasses');
  await startWith(page, frame, 'single_vision');

  await page.getByTestId('rx-mode-saved').click();
  await page.getByRole('radio', { name: /Old distance/ }).check();
  // the shop's clock and validity decide a saved prescription's expiry: Next asks the server
  const refused = page.waitForResponse('**/api/process/next');
  await next(page).click();
  expect((await (await refused).json()).code).toBe(422);
  await expectHeldOnExpiry(page, 'saved');

  await page.getByTestId('rx-confirm-expired').check();
  await nextStep(page, 'Step 3 of 5 · Coatings', 'Protect your lenses');
  await expect(option(page, 'standard_coating')).toBeVisible();
  await finishPair(page);

  await page.goto('/shoppingCart');
  const line = page.getByTestId('cart-line');
  await expect(line.getByTestId('rx-od-sph')).toHaveText('−2.00');
  await expect(line.getByTestId('rx-detail-expired')).toContainText(
    'Expired on 14 March 2023: confirmed as still right when ordered',
  );
});
