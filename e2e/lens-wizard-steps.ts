import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { clickUntilVisible } from './support/click-until-visible';

// What the lens-wizard specs share: finding a frame, opening the wizard, choosing, and checking
// that a step opened as docs/product.md#lens-wizard-scroll asks (at its top, under the sticky
// header, within the top 200 px, its heading focused).

export interface Card {
  code: string;
  name: string;
  priceCents: number;
  salePriceCents: number | null;
  inStock: boolean;
}

/** A frame in stock, not rimless (so every index can be made), from the listing API. */
export async function frameOf(
  request: APIRequestContext,
  category: 'eyeglasses' | 'sunglasses',
): Promise<Card> {
  const answer = await request.post('/api/goods/list', {
    data: { category, pageSize: 60, filters: { rim: ['full-rim'] } },
  });
  const list = ((await answer.json()) as { data: { list: Card[] } }).data.list;
  const card = list.find((candidate) => candidate.inStock && candidate.salePriceCents === null);
  if (!card) throw new Error(`no ${category} frame in stock`);
  return card;
}

export const option = (page: Page, code: string) =>
  page.locator(`[data-testid="lens-option"][data-code="${code}"]`);
export const next = (page: Page) => page.getByTestId('lens-next');
export const back = (page: Page) => page.getByTestId('lens-back');

/** Opens the wizard from the product page, on step 1 with nothing chosen. */
export async function openWizard(page: Page, frame: Card): Promise<void> {
  await page.goto(`/details/${frame.code}`);
  await clickUntilVisible(page.getByTestId('select-lenses'), page.getByTestId('lens-wizard'));
  await expect(page).toHaveURL(new RegExp(`/details/${frame.code}/lenses\\?color=`));
  await expectStep(page, 'Step 1 · Lens use', 'How will you use these glasses?');
  await expect(back(page)).toBeDisabled();
  await expect(next(page)).toBeDisabled();
  await expect(page.getByTestId('lens-footer')).toContainText(frame.name);
}

export async function expectStep(page: Page, count: string, title: string): Promise<void> {
  await expect(page.getByTestId('lens-step-count')).toHaveText(count);
  await expect(page.getByTestId('lens-step-title')).toHaveText(title);
}

/**
 * docs/product.md#lens-wizard-scroll: the step heading is focused, below the sticky header, in the
 * top 200 px.
 */
export async function expectStepOpened(page: Page, count: string, title: string): Promise<void> {
  await expectStep(page, count, title);
  const heading = page.getByTestId('lens-step-title');
  await expect(heading).toBeFocused();
  const placeOf = () =>
    heading.evaluate((element) => {
      let header = 0;
      for (const candidate of document.querySelectorAll('header')) {
        const style = getComputedStyle(candidate);
        if (style.position === 'sticky' || style.position === 'fixed')
          header = Math.max(header, candidate.getBoundingClientRect().bottom);
      }
      return { top: element.getBoundingClientRect().top, header };
    });
  // After a reload the browser's own scroll restoration may land a frame after the focus scroll
  // (seen once on the phone project): the heading must settle there, so the place is polled.
  await expect
    .poll(async () => {
      const place = await placeOf();
      const settled = place.top >= place.header && place.top <= 200;
      return settled
        ? 'below the header, in the top 200 px'
        : `at ${place.top} px, header ${place.header} px`;
    })
    .toBe('below the header, in the top 200 px');
}

/** Presses Next and checks the step it opens (see expectStepOpened). */
export async function nextStep(page: Page, count: string, title: string): Promise<void> {
  await next(page).click();
  await expectStepOpened(page, count, title);
}

/** The step each lens use leads to, as the wizard names it. */
const AFTER_USE = {
  single_vision: ['Step 2 of 5 · Prescription', 'Your prescription'],
  reading: ['Step 2 of 4 · Reading strength', 'Choose your reading strength'],
  non_prescription: ['Step 2 of 3 · Coatings', 'Protect your lenses'],
} as const;

/** Opens the wizard, chooses the lens use and presses Next: the step after the lens use opened. */
export async function startWith(page: Page, frame: Card, use: keyof typeof AFTER_USE): Promise<void> {
  await openWizard(page, frame);
  await choose(page, use);
  const [count, title] = AFTER_USE[use];
  await nextStep(page, count, title);
}

/** Chooses an option (a click stores it and does nothing else). */
export async function choose(page: Page, code: string): Promise<void> {
  await expect(option(page, code)).toBeEnabled();
  await option(page, code).click();
  await expect(option(page, code)).toHaveAttribute('aria-checked', 'true');
}

/** The step shown opened with `code` chosen for the shopper, and Next works at once. */
export async function expectPreselected(page: Page, code: string): Promise<void> {
  await expect(page.locator('[data-testid="lens-option"][aria-checked="true"]')).toHaveCount(1);
  await expect(option(page, code)).toHaveAttribute('aria-checked', 'true');
  await expect(next(page)).toBeEnabled();
}

/** No option of the step shown is chosen. */
export async function expectNothingChosen(page: Page): Promise<void> {
  await expect(page.locator('[data-testid="lens-option"][aria-checked="true"]')).toHaveCount(0);
  await expect(next(page)).toBeDisabled();
}

export async function typePrescription(page: Page, values: Record<string, string>): Promise<void> {
  for (const [field, value] of Object.entries(values)) {
    const control = page.getByTestId(`rx-${field}`);
    if ((await control.evaluate((element) => element.tagName)) === 'SELECT')
      await control.selectOption(value);
    else await control.fill(value);
  }
}

/** The sticky bar's total is the summary's total. */
export async function expectStickyTotal(page: Page, total: string | RegExp): Promise<void> {
  await expect(page.getByTestId('lens-total')).toHaveText(total);
  await expect(page.getByTestId('lens-footer-total')).toHaveText(total);
  expect(await page.getByTestId('lens-footer-total').textContent()).toBe(
    await page.getByTestId('lens-total').textContent(),
  );
}

export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export async function cartCount(page: Page): Promise<number> {
  return Number((await page.getByTestId('cart-count').first().textContent()) || '0');
}
