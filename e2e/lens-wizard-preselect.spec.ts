import { expect, test, type Page } from './support/test';
import {
  back,
  choose,
  expectNothingChosen,
  expectPreselected,
  expectStepOpened,
  frameOf,
  next,
  nextStep,
  openWizard,
  option,
  startWith,
  typePrescription,
} from './lens-wizard-steps';

// Steps that say what they need: a step with an included or recommended option opens with it
// chosen and marked, so Next works at once (and nothing moves on by itself); a Next that cannot act
// yet says why beside it; every step opens with its progress bar in view, under the sticky header.

const reason = (page: Page) => page.getByTestId('lens-next-reason');
/** The option chosen on the step shown is `code`, and no other; Next works and says nothing. */
async function expectChosen(page: Page, code: string): Promise<void> {
  await expectPreselected(page, code);
  await expect(reason(page)).toBeEmpty();
}

/** Waits a moment and checks the step shown is still `count`: nothing advanced by itself. */
async function expectStays(page: Page, count: string): Promise<void> {
  await page.waitForTimeout(600);
  await expect(page.getByTestId('lens-step-count')).toHaveText(count);
}

test('coating, thickness and lens type open with the included or recommended option chosen, and Next works at once', async ({
  page,
  request,
}) => {
  const frame = await frameOf(request, 'eyeglasses');
  await openWizard(page, frame);
  // the lens use is the shopper's own: nothing chosen, and the grey Next says why
  await expectNothingChosen(page);
  await expect(reason(page)).toHaveText('Choose how you will use these glasses to continue.');
  await expect(next(page)).toHaveAccessibleDescription('Choose how you will use these glasses to continue.');
  await choose(page, 'single_vision');
  await expect(reason(page)).toBeEmpty();

  await nextStep(page, 'Step 2 of 5 · Prescription', 'Your prescription');
  await expect(next(page)).toBeDisabled();
  await expect(reason(page)).toHaveText('Complete your prescription to continue.');
  // up to ±2.00 the lens rules recommend the included 1.50 (docs/product.md#lens-rules)
  await typePrescription(page, { od_sph: '-1.75', os_sph: '-1.50', pd: '63' });
  await expect(reason(page)).toBeEmpty();

  await nextStep(page, 'Step 3 of 5 · Coatings', 'Protect your lenses');
  await expectChosen(page, 'standard_coating');
  await expect(option(page, 'standard_coating')).toContainText('Included');
  await expect(page.getByTestId('lens-summary-lenses')).toContainText('Standard');
  await expectStays(page, 'Step 3 of 5 · Coatings');

  await nextStep(page, 'Step 4 of 5 · Thickness', 'Choose your lens thickness');
  await expectChosen(page, 'index_150');
  await expect(option(page, 'index_150')).toContainText('Recommended for your prescription');
  await expect(option(page, 'index_150')).toContainText('Included');
  await expectStays(page, 'Step 4 of 5 · Thickness');
  // the shopper may change it; Back and Next bring back their own choice, not the preselected one
  await choose(page, 'index_161');

  await nextStep(page, 'Step 5 of 5 · Lens type', 'Choose your lens type');
  await expectChosen(page, 'clear');
  await expect(next(page)).toHaveText('Add to Cart');
  await back(page).click();
  await expectStepOpened(page, 'Step 4 of 5 · Thickness', 'Choose your lens thickness');
  await expectChosen(page, 'index_161');
  await nextStep(page, 'Step 5 of 5 · Lens type', 'Choose your lens type');
  await expectStays(page, 'Step 5 of 5 · Lens type');

  const lenses = page.getByTestId('lens-summary-lenses');
  for (const name of ['Single Vision', 'Standard', '1.61 High-Index', 'Clear'])
    await expect(lenses).toContainText(name);
  await next(page).click();
  await expect(page.getByTestId('lens-added')).toBeVisible();
});

test('a strong prescription opens the thickness step on the index the lens rules recommend, saying why', async ({
  page,
  request,
}) => {
  const frame = await frameOf(request, 'eyeglasses');
  await startWith(page, frame, 'single_vision');
  await typePrescription(page, { od_sph: '-5.25', os_sph: '-5.00', pd: '62' });
  await nextStep(page, 'Step 3 of 5 · Coatings', 'Protect your lenses');
  await expect(page.getByTestId('lens-step-notes')).toHaveCount(0);

  await nextStep(page, 'Step 4 of 5 · Thickness', 'Choose your lens thickness');
  // docs/product.md#lens-rules: ±4.25–6.00 is best with 1.67, said in words
  await expect(page.getByTestId('lens-step-notes')).toHaveText(
    'Your \u22125.25 prescription is best with a 1.67 lens: thinner and lighter.',
  );
  await expect(option(page, 'index_150')).toHaveAttribute('aria-disabled', 'true');
  await expectChosen(page, 'index_167');
  await expect(option(page, 'index_167')).toContainText('Recommended for your prescription');
  await nextStep(page, 'Step 5 of 5 · Lens type', 'Choose your lens type');
  await expect(page.getByTestId('lens-summary-lenses')).toContainText('1.67 High-Index');
});

test('a reading strength is never chosen for the shopper: Next says what it waits for', async ({
  page,
  request,
}) => {
  const frame = await frameOf(request, 'eyeglasses');
  await startWith(page, frame, 'reading');
  await expectNothingChosen(page);
  await expect(reason(page)).toHaveText('Choose a reading strength to continue.');
  await expect(reason(page)).toBeInViewport();
  await choose(page, 'magnification_125');
  await expect(reason(page)).toBeEmpty();
  await nextStep(page, 'Step 3 of 4 · Coatings', 'Protect your lenses');
  await expectChosen(page, 'standard_coating');
});

/** The progress bar's top is below the sticky header's bottom and inside the viewport. */
async function expectProgressInView(page: Page): Promise<void> {
  const place = () =>
    page.getByTestId('lens-step-count').evaluate((element) => {
      let header = 0;
      for (const candidate of document.querySelectorAll('header')) {
        const style = getComputedStyle(candidate);
        if (style.position === 'sticky' || style.position === 'fixed')
          header = Math.max(header, candidate.getBoundingClientRect().bottom);
      }
      const top = element.getBoundingClientRect().top;
      return top >= header && top < window.innerHeight ? 'in view' : `at ${top} px, header ${header} px`;
    });
  await expect.poll(place).toBe('in view');
}

test('every step opens with its progress bar in view under the sticky header, after Next and Back', async ({
  page,
  request,
}) => {
  const frame = await frameOf(request, 'eyeglasses');
  await openWizard(page, frame);
  await choose(page, 'single_vision');
  const steps: [string, string][] = [
    ['Step 2 of 5 · Prescription', 'Your prescription'],
    ['Step 3 of 5 · Coatings', 'Protect your lenses'],
    ['Step 4 of 5 · Thickness', 'Choose your lens thickness'],
    ['Step 5 of 5 · Lens type', 'Choose your lens type'],
  ];
  for (const [count, title] of steps) {
    // the shopper reads down to the bar before pressing Next
    await page.mouse.wheel(0, 400);
    await nextStep(page, count, title);
    await expectProgressInView(page);
    if (count.startsWith('Step 2'))
      await typePrescription(page, { od_sph: '-1.25', os_sph: '-1.00', pd: '63' });
  }
  for (const [count, title] of [
    ['Step 4 of 5 · Thickness', 'Choose your lens thickness'],
    ['Step 3 of 5 · Coatings', 'Protect your lenses'],
    ['Step 2 of 5 · Prescription', 'Your prescription'],
  ] as const) {
    await page.mouse.wheel(0, 400);
    await back(page).click();
    await expectStepOpened(page, count, title);
    await expectProgressInView(page);
  }
});
