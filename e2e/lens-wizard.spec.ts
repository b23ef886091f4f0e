import { expect, test, type Page } from './support/test';
import {
  back,
  type Card,
  choose,
  expectNothingChosen,
  expectStep,
  expectStepOpened,
  frameOf,
  next,
  nextStep,
  openWizard,
  option,
  startWith,
  typePrescription,
} from './lens-wizard-steps';

// The wizard's promises beyond the journeys (lens-flow.spec.ts): the browser's Back and Forward
// move between steps and keep every selection; a reload on step 4 resumes there with the typed
// prescription; Next cannot skip a step the shopper must choose on; the options are a keyboard
// radio group; the Next answer codes (0 steps back, others keep the counter and offer a retry); a
// stable layout.

const RX = { od_sph: '-2.25', od_cyl: '-0.75', od_axis: '90', os_sph: '-2.00', pd: '63' };

/** Single vision with a typed prescription and a coating, Next pressed on each: step 4 shown. */
async function upToThickness(page: Page, frame: Card): Promise<void> {
  await startWith(page, frame, 'single_vision');
  await typePrescription(page, RX);
  await nextStep(page, 'Step 3 of 5 · Coatings', 'Protect your lenses');
  await choose(page, 'premium_anti_reflective');
  await nextStep(page, 'Step 4 of 5 · Thickness', 'Choose your lens thickness');
}

async function expectTypedPrescription(page: Page): Promise<void> {
  for (const [field, value] of Object.entries(RX))
    await expect(page.getByTestId(`rx-${field}`)).toHaveValue(value);
}

test('the browser’s Back and Forward move between steps and keep every selection', async ({
  page,
  request,
}) => {
  const frame = await frameOf(request, 'eyeglasses');
  await upToThickness(page, frame);
  await choose(page, 'index_167');
  await expect(page).toHaveURL(/[?&]step=4/);

  await page.goBack();
  await expectStepOpened(page, 'Step 3 of 5 · Coatings', 'Protect your lenses');
  await expect(option(page, 'premium_anti_reflective')).toHaveAttribute('aria-checked', 'true');
  await page.goBack();
  await expectStepOpened(page, 'Step 2 of 5 · Prescription', 'Your prescription');
  await expectTypedPrescription(page);
  await page.goBack();
  await expectStepOpened(page, 'Step 1 of 5 · Lens use', 'How will you use these glasses?');
  await expect(option(page, 'single_vision')).toHaveAttribute('aria-checked', 'true');
  await expect(page).toHaveURL(new RegExp(`/details/${frame.code}/lenses\\?color=[^&]+$`));

  await page.goForward();
  await expectStepOpened(page, 'Step 2 of 5 · Prescription', 'Your prescription');
  await expectTypedPrescription(page);
  await page.goForward();
  await expectStepOpened(page, 'Step 3 of 5 · Coatings', 'Protect your lenses');
  await expect(option(page, 'premium_anti_reflective')).toHaveAttribute('aria-checked', 'true');
  await page.goForward();
  await expectStepOpened(page, 'Step 4 of 5 · Thickness', 'Choose your lens thickness');
  await expect(option(page, 'index_167')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('lens-summary-lenses')).toContainText('1.67 High-Index');

  // the wizard's own Back is the browser's: one more browser Back leaves the wizard's steps alone
  await back(page).click();
  await expectStepOpened(page, 'Step 3 of 5 · Coatings', 'Protect your lenses');
  await page.goForward();
  await expectStepOpened(page, 'Step 4 of 5 · Thickness', 'Choose your lens thickness');
  await expect(option(page, 'index_167')).toHaveAttribute('aria-checked', 'true');
});

test('a reload on step 4 resumes at step 4 with the typed prescription', async ({ page, request }) => {
  const frame = await frameOf(request, 'eyeglasses');
  await upToThickness(page, frame);
  await choose(page, 'index_161');

  await page.reload();
  await expectStepOpened(page, 'Step 4 of 5 · Thickness', 'Choose your lens thickness');
  await expect(option(page, 'index_161')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('lens-summary-prescription')).toContainText('−2.25');
  await expect(page.getByTestId('lens-summary-lenses')).toContainText('Premium Anti-Reflective');
  // The entries below were made by the document before the reload: the browser loads each anew, so
  // each Back is a page load, and a second press before the step shows would meet a page loading.
  await back(page).click();
  await expectStepOpened(page, 'Step 3 of 5 · Coatings', 'Protect your lenses');
  await back(page).click();
  await expectStepOpened(page, 'Step 2 of 5 · Prescription', 'Your prescription');
  await expectTypedPrescription(page);
});

test('Next cannot skip a step: the reading strength is never passed without the shopper’s choice', async ({
  page,
  request,
}) => {
  const frame = await frameOf(request, 'eyeglasses');
  const calls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/process/next')) calls.push(sent.url());
  });
  await startWith(page, frame, 'reading');
  await expectNothingChosen(page);
  const before = calls.length;
  // pressing the unavailable Next, by pointer and by keyboard, does nothing
  await next(page).click({ force: true });
  await next(page).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await page.waitForTimeout(300);
  expect(calls.length).toBe(before);
  await expectStep(page, 'Step 2 of 4 · Reading strength', 'Choose your reading strength');
  await expect(next(page)).toBeFocused();

  await choose(page, 'magnification_150');
  const answered = page.waitForResponse('**/api/process/next');
  await nextStep(page, 'Step 3 of 4 · Coatings', 'Protect your lenses');
  // the server checked a selection with the shopper's own strength in it
  expect(await (await answered).json()).toMatchObject({ code: 200, data: { type: 'add_ones', step: 3 } });
  await expect(page.getByTestId('lens-summary-prescription')).toContainText('+1.50');
});

test('keyboard: arrow keys move within the options, Space chooses, Next moves on', async ({
  page,
  request,
}) => {
  const frame = await frameOf(request, 'eyeglasses');
  await openWizard(page, frame);
  const first = option(page, 'single_vision');
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await expect(option(page, 'progressive')).toBeFocused();
  await expect(option(page, 'progressive')).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('ArrowUp');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(option(page, 'non_prescription')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(option(page, 'non_prescription')).toHaveAttribute('aria-checked', 'true');
  await expectStep(page, 'Step 1 of 3 · Lens use', 'How will you use these glasses?');
  // one tab stop: Tab leaves the group for the bar's Back and Next
  await page.keyboard.press('Tab');
  await expect(back(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(next(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expectStepOpened(page, 'Step 2 of 3 · Coatings', 'Protect your lenses');
  await page.keyboard.press('Tab');
  await expect(option(page, 'standard_coating')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(option(page, 'anti_reflective')).toHaveAttribute('aria-checked', 'true');
});

test('a Next answered code 0 steps back with its message; another code keeps the step and offers a retry', async ({
  page,
  request,
}) => {
  const frame = await frameOf(request, 'eyeglasses');
  await openWizard(page, frame);
  await choose(page, 'non_prescription');
  let reply: 'refuse' | 'busy' | 'pass' = 'refuse';
  await page.route('**/api/process/next', async (route) => {
    if (reply === 'pass') return route.continue();
    const body =
      reply === 'refuse'
        ? { code: 0, msg: 'Non-Prescription is not offered for this frame. Please choose again.', data: null }
        : { code: 429, msg: 'Too many attempts. Please try again in a minute.', data: { retryAfter: 60 } };
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });

  await next(page).click();
  await expect(page.getByTestId('lens-step-message')).toHaveText(/is not offered for this frame/);
  await expectStepOpened(page, 'Step 1 of 3 · Lens use', 'How will you use these glasses?');
  await expect(option(page, 'non_prescription')).toHaveAttribute('aria-checked', 'true');

  reply = 'busy';
  await next(page).click();
  await expect(page.getByTestId('lens-step-message')).toHaveText(/Too many attempts/);
  await expectStepOpened(page, 'Step 2 of 3 · Coatings', 'Protect your lenses');
  await expect(page.getByTestId('lens-options')).toHaveCount(0);

  reply = 'pass';
  await page.getByTestId('lens-retry').click();
  await expectStepOpened(page, 'Step 2 of 3 · Coatings', 'Protect your lenses');
  await expect(page.getByTestId('lens-step-message')).toHaveCount(0);
  await expect(option(page, 'standard_coating')).toBeVisible();
});

test('the wizard’s layout holds still while it loads and between steps (CLS ≤ 0.02)', async ({
  page,
  request,
  isMobile,
}) => {
  const frame = await frameOf(request, 'eyeglasses');
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const shifted = () =>
    page.evaluate(() =>
      ((window as unknown as { layoutShifts: number[] }).layoutShifts ?? []).reduce(
        (sum, value) => sum + value,
        0,
      ),
    );
  await page.goto(`/details/${frame.code}/lenses`);
  await expectStep(page, 'Step 1 · Lens use', 'How will you use these glasses?');
  await page.waitForTimeout(1500);
  expect(await shifted()).toBeLessThanOrEqual(0.02);

  // a reload on a later step: the placeholder keeps the room until the step is back, and a step
  // shorter than the placeholder (coatings) keeps it too, or the footer rises on a desktop (0.014
  // of the 0.02 by itself, measured): held to half the limit
  await choose(page, 'non_prescription');
  await nextStep(page, 'Step 2 of 3 · Coatings', 'Protect your lenses');
  // The restore is drawn only when the page's scripts come late, as on a slow phone: at this host's
  // speed the shift of a title losing a line (0.024 on a phone) showed now and then; with the phone's
  // CPU 4 x slower it shows every time.
  const devtools = isMobile ? await page.context().newCDPSession(page) : undefined;
  await devtools?.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.reload();
  await expect(page.getByTestId('lens-step-title')).toHaveText('Protect your lenses', { timeout: 30_000 });
  await devtools?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expectStepOpened(page, 'Step 2 of 3 · Coatings', 'Protect your lenses');
  await page.waitForTimeout(500);
  expect(await shifted()).toBeLessThanOrEqual(0.01);
});
