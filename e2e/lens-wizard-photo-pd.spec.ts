import sharp from 'sharp';
import { expect, test, type Page } from './support/test';
import { clickUntilVisible } from './support/click-until-visible';
import {
  choose,
  expectStepOpened,
  frameOf,
  next,
  nextStep,
  startWith,
  typePrescription,
} from './lens-wizard-steps';

// A photo of the prescription asks for the PD too, or the shopper's word that it is on the photo;
// the PD field, typed or beside a photo, links to the shop's help on measuring it.

const reason = (page: Page) => page.getByTestId('lens-next-reason');

async function uploadPhoto(page: Page): Promise<void> {
  await page.getByTestId('rx-mode-photo').click();
  const photo = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#e3e9ef' } })
    .jpeg()
    .toBuffer();
  await page
    .getByTestId('rx-photo-input')
    .setInputFiles({ name: 'prescription.jpg', mimeType: 'image/jpeg', buffer: photo });
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/process/upload'));
  await page.getByTestId('rx-photo-use').click();
  expect(await (await uploaded).json()).toMatchObject({ code: 200 });
  await expect(page.getByTestId('rx-photo-uploaded')).toBeVisible();
}

test('a photo of the prescription asks for the PD, or that it is on the photo, before Next', async ({
  page,
  request,
}) => {
  const frame = await frameOf(request, 'eyeglasses');
  await startWith(page, frame, 'single_vision');
  // the typed form's PD links to the help on measuring it
  await expect(page.getByTestId('rx-pd-help')).toHaveAttribute('href', '/faq/measure-pd');

  await uploadPhoto(page);
  await expect(next(page)).toBeDisabled();
  await expect(reason(page)).toHaveText('Complete your prescription to continue.');
  await expect(page.getByTestId('rx-missing')).toHaveText('Still to choose: PD.');
  await expect(page.getByTestId('rx-pd-help')).toHaveAttribute('href', '/faq/measure-pd');

  await page.getByTestId('rx-pd-on-photo').check();
  await expect(page.getByTestId('rx-pd')).toHaveCount(0);
  await expect(next(page)).toBeEnabled();
  await page.getByTestId('rx-pd-on-photo').uncheck();
  await expect(next(page)).toBeDisabled();
  await typePrescription(page, { pd: '62.5' });
  await expect(next(page)).toBeEnabled();
  const answered = page.waitForResponse('**/api/process/next');
  await next(page).click();
  // the server took the photo with its PD (it checks that PD like a typed one)
  expect(await (await answered).json()).toMatchObject({ code: 200, data: { type: 'add_ones' } });
  await expectStepOpened(page, 'Step 3 of 5 · Coatings', 'Protect your lenses');
  await expect(page.getByTestId('lens-summary-prescription')).toContainText('Photo');
  await expect(page.getByTestId('lens-summary-prescription')).toContainText('PD 62.5');
});

test('the PD given with a photo shows with the pair in the cart and the checkout', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const frame = await frameOf(request, 'eyeglasses');
  await startWith(page, frame, 'single_vision');
  await uploadPhoto(page);
  await page.getByTestId('rx-pd-dual').check();
  await typePrescription(page, { pd_right: '31.5', pd_left: '32' });
  await nextStep(page, 'Step 3 of 5 · Coatings', 'Protect your lenses');
  await choose(page, 'standard_coating');
  await nextStep(page, 'Step 4 of 5 · Thickness', 'Choose your lens thickness');
  await choose(page, 'index_150');
  await nextStep(page, 'Step 5 of 5 · Lens type', 'Choose your lens type');
  await choose(page, 'clear');
  await next(page).click();
  await expect(page.getByTestId('lens-added')).toBeVisible();

  // docs/product.md#photo-pd: right then left, as an optician writes them
  await page.goto('/shoppingCart');
  const line = page.getByTestId('cart-line').filter({ hasText: frame.name });
  await expect(line.getByTestId('line-prescription-photo')).toHaveText('Prescription photo uploaded');
  await expect(line.getByTestId('line-prescription-pd')).toHaveText('PD 31.5 / 32');

  await clickUntilVisible(page.getByTestId('checkout'), page.getByTestId('address-form'));
  const summaryLine = page.getByTestId('summary-line').filter({ hasText: frame.name });
  await expect(summaryLine.getByTestId('line-prescription-photo')).toHaveText('Prescription photo uploaded');
  await expect(summaryLine.getByTestId('line-prescription-pd')).toHaveText('PD 31.5 / 32');
});

test('the help on measuring a PD is a shop article for shoppers, at a stable address', async ({ page }) => {
  await page.goto('/faq/measure-pd');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'How do I measure my pupillary distance (PD)?',
  );
  await expect(page.getByRole('main')).toContainText('ruler');
});
