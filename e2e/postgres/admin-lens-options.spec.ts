import AxeBuilder from '@axe-core/playwright';
import { frameOf } from '../lens-wizard-steps';
import { AXE_TAGS, describeFindings } from '../support/accessibility-audit';
import { holdConsoleToken, ownerAndStaff } from '../support/console';
import { plainGlassesWith } from '../support/console-catalog';
import { expect, test, type APIRequestContext, type Page } from '../support/test';

// docs/operating.md#lens-options: the owner adds a lens option from the console's own dialog (a
// refused code named under its field), sees it listed without a reload, edits it, and the wizard
// offers it to a shopper. The page passes axe at 1440, 768 and 390 px wide, the dialog open or
// not, without scrolling sideways. The signed-in console runs on PostgreSQL (its members come from
// the command line); the phone layout is the phone project's device, emulated here.

test.describe.configure({ mode: 'serial' });

let ownerToken = '';

async function asOwner(page: Page, request: APIRequestContext, baseURL: string | undefined) {
  if (!ownerToken) ownerToken = (await ownerAndStaff(request, 'lens-options')).owner.token;
  await holdConsoleToken(page, baseURL, ownerToken);
}

/** A code no other run took: small letters and digits. */
const freshCode = (stem: string) => `${stem}_${Date.now().toString(36)}`;

/** axe finds nothing and the page does not scroll sideways, at this width. */
async function cleanAt(page: Page, width: number, state: string): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  // what sticks out past the window's right edge, by tag, class and width: none
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.documentElement;
        if (root.scrollWidth <= root.clientWidth) return [];
        return [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
          .slice(0, 8)
          .map(
            (element) => `${element.tagName}.${element.className} ${element.getBoundingClientRect().right}`,
          );
      }),
    )
    .toEqual([]);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const findings = violations.map((violation) => ({
    page: `${state} at ${width} px`,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
  }));
  expect(findings, describeFindings(findings)).toEqual([]);
}

/** Adds a coating from the page's dialog; the first try with a code the shop refuses. */
async function addCoating(page: Page, code: string, name: string): Promise<void> {
  const add = page.getByTestId('lens-option-add-add_ones');
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add an option to Protect your lenses' });
  await expect(dialog.getByLabel('Code')).toBeFocused();
  await dialog.getByLabel('Code').fill('Not A Code');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Price (US$)').fill('12.50');
  await dialog.getByRole('button', { name: 'Add the option' }).click();
  // the shop's code 422, under its field, with the focus there
  await expect(dialog.getByText(/^Use 2 to 40 small letters, digits or underscores/)).toBeVisible();
  await expect(dialog.getByLabel('Code')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Code')).toBeFocused();
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByRole('button', { name: 'Add the option' }).click();
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: `Added ${name}` })).toBeVisible();
}

async function editPrice(page: Page, code: string, price: string): Promise<void> {
  const row = page.getByTestId(`lens-option-${code}`);
  await row.getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Edit / });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await dialog.getByLabel('Price (US$)').fill(price);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(`$${price}`);
}

test('the owner adds a coating, edits it, and the wizard offers it; the page is clean at 1440, 768 and 390 px', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await asOwner(page, request, baseURL);
  await page.goto('/admin/lens-options');
  await expect(page.getByRole('heading', { level: 1, name: 'Lens options' })).toBeVisible();
  for (const width of [1440, 768, 390]) await cleanAt(page, width, 'the list');

  await page.setViewportSize({ width: 1440, height: 900 });
  const code = freshCode('e2e_coating');
  const name = `Fog Guard ${code.slice(-4)}`;
  await addCoating(page, code, name);
  // listed last in its step without a reload, on sale
  const row = page.getByTestId(`lens-option-${code}`);
  await expect(row).toContainText(name);
  await expect(row).toContainText('$12.50');
  await expect(row).toContainText('On sale');
  await expect(page.getByTestId('lens-step-add_ones').locator('tbody tr').last()).toHaveAttribute(
    'data-testid',
    `lens-option-${code}`,
  );

  // the dialogs, at each width
  await page.getByTestId('lens-option-add-add_ones').click();
  for (const width of [1440, 768, 390]) await cleanAt(page, width, 'the add dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await row.getByRole('button', { name: /^Edit/ }).click();
  for (const width of [390, 768, 1440]) await cleanAt(page, width, 'the edit dialog');
  await page.keyboard.press('Escape');

  await editPrice(page, code, '13.00');

  // the shopper's wizard offers it with its price, on an eyeglasses frame's coatings step
  const frame = await frameOf(request, 'eyeglasses');
  await plainGlassesWith(page, frame.code, code, '+$13.00', false);

  // out of sale again, so the other tests' wizards see the shop's own coatings only
  await page.goto('/admin/lens-options');
  await row.getByRole('button', { name: /^Take out of sale/ }).click();
  await expect(row).toContainText('Out of sale');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the owner adds and edits an option in the phone layout', async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    await asOwner(page, request, baseURL);
    await page.goto('/admin/lens-options');
    await expect(page.getByRole('heading', { level: 1, name: 'Lens options' })).toBeVisible();
    await cleanAt(page, 390, 'the list on a phone');
    const code = freshCode('e2e_phone');
    await addCoating(page, code, `Phone Coat ${code.slice(-4)}`);
    await editPrice(page, code, '9.00');
    await cleanAt(page, 390, 'the list on a phone, with the new option');
    await page
      .getByTestId(`lens-option-${code}`)
      .getByRole('button', { name: /^Take out of sale/ })
      .click();
    await expect(page.getByTestId(`lens-option-${code}`)).toContainText('Out of sale');
  });
});
