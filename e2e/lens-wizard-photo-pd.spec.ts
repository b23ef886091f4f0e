import sharp from 'sharp';
import { expect, test, type Page } from './support/test';
import { choose, expectStepOpened, frameOf, next, openWizard, typePrescription } from './lens-wizard-steps';

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
  await openWizard(page, frame);
  await choose(page, 'single_vision');
  await next(page).click();
  await expectStepOpened(page, 'Step 2 of 5 · Prescription', 'Your prescription');
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

test('the help on measuring a PD is a shop article for shoppers, at a stable address', async ({ page }) => {
  await page.goto('/faq/measure-pd');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'How do I measure my pupillary distance (PD)?',
  );
  await expect(page.getByRole('main')).toContainText('ruler');
});
