import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from './support/test';
import { launchWithFakeCamera } from './support/chromium';
import { FACING_PHOTOS, facePhotoJpeg } from './support/face-pictures';
import { writeSteadyFaceVideo } from './support/steady-face-video';
import { frameOf, nextStep, openWizard, choose, typePrescription } from './lens-wizard-steps';

// docs/product.md#pd-measure: "Measure my PD" beside the wizard's PD field measures the PD on the
// device's camera (30 frames through the quality gate) and "Use this PD" fills the field with it.

/** A page in a browser whose camera plays a steady video of a facing demo face. */
async function withFaceCamera(
  baseURL: string | undefined,
  isMobile: boolean,
  onPage: (page: Page) => Promise<void>,
): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'oculo-pd-tool-'));
  const video = path.join(folder, 'face.y4m');
  // the facing photo whose irises the landmarks read clearly at this size (the others read a PD
  // past 74 mm or a turned head)
  const photo = FACING_PHOTOS.find((candidate) => candidate.name === 'sample5, front');
  if (!photo) throw new Error('the facing photo sample5, front is gone');
  await writeSteadyFaceVideo(video, photo);
  const browser = await launchWithFakeCamera(video);
  try {
    const context = await browser.newContext({
      baseURL,
      permissions: ['camera'],
      ...(isMobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
    });
    await onPage(await context.newPage());
  } finally {
    await browser.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Waits for the tool's PD and checks it is a person's, to the half millimetre. */
async function measuredPd(tool: Locator): Promise<number> {
  await expect(tool.getByTestId('pd-progress')).toContainText(/\d+ of 30 frames/, { timeout: 60_000 });
  const shown = tool.getByTestId('pd-result-single');
  await expect(shown).toBeVisible({ timeout: 60_000 });
  const pd = Number((await shown.textContent())?.replace(' mm', ''));
  expect(pd).toBeGreaterThanOrEqual(54);
  expect(pd).toBeLessThanOrEqual(74);
  // to the half millimetre, as a prescription takes it
  expect(pd * 2).toBe(Math.round(pd * 2));
  return pd;
}

test('the PD measured by the camera fills the wizard’s PD field', async ({ baseURL, request, isMobile }) => {
  // the face models load and 30 frames are read on a machine shared with other work
  test.setTimeout(150_000);
  const frame = await frameOf(request, 'eyeglasses');
  await withFaceCamera(baseURL, isMobile, async (page) => {
    await openWizard(page, frame);
    await choose(page, 'single_vision');
    await nextStep(page, 'Step 2 of 5 · Prescription', 'Your prescription');
    await typePrescription(page, { od_sph: '-1.00', os_sph: '-1.25' });

    await page.getByRole('button', { name: 'Measure my PD' }).click();
    const tool = page.getByRole('dialog', { name: 'Measure your PD' });
    await expect(tool).toContainText('nothing is sent unless you save the PD into a prescription');
    const pd = await measuredPd(tool);
    await expect(tool.getByTestId('pd-result-face')).toContainText(/frames \d+ to \d+ mm wide fit you/);

    await tool.getByRole('button', { name: 'Use this PD' }).click();
    await expect(tool).toHaveCount(0);
    await expect(page.getByTestId('rx-pd')).toHaveValue(String(pd));
    // the device keeps the measurement for "Frames that fit me" (docs/product.md#client-state)
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('oculo.fit') ?? 'null'));
    expect(kept).toMatchObject({ faceWidthMm: expect.any(Number), pdMm: expect.any(Number) });
  });
});

// docs/product.md#pd-measure: a photo is read as 60 views of its canonical picture through the
// camera's gate, ruler and median.
test('a photo’s PD fills the wizard’s PD field', async ({ page, request }) => {
  test.setTimeout(150_000);
  const photo = FACING_PHOTOS.find((candidate) => candidate.name === 'sample5, front');
  if (!photo) throw new Error('the facing photo sample5, front is gone');
  const frame = await frameOf(request, 'eyeglasses');
  await openWizard(page, frame);
  await choose(page, 'single_vision');
  await nextStep(page, 'Step 2 of 5 · Prescription', 'Your prescription');
  await typePrescription(page, { od_sph: '-1.00', os_sph: '-1.25' });

  await page.getByRole('button', { name: 'Measure my PD' }).click();
  const tool = page.getByRole('dialog', { name: 'Measure your PD' });
  const input = tool.getByTestId('pd-photo-input');
  await expect(input).toBeEnabled({ timeout: 60_000 });
  await input.setInputFiles({ name: 'face.jpg', mimeType: 'image/jpeg', buffer: await facePhotoJpeg(photo) });
  const shown = tool.getByTestId('pd-result-single');
  await expect(shown).toBeVisible({ timeout: 60_000 });
  const pd = Number((await shown.textContent())?.replace(' mm', ''));
  expect(pd).toBeGreaterThanOrEqual(54);
  expect(pd).toBeLessThanOrEqual(74);
  await expect(tool.getByTestId('pd-result-ruler')).toContainText('60 views of your photo');
  await expect(tool.getByTestId('pd-result-uncertainty')).toHaveText(/^± \d+(\.\d)? mm$/);

  await tool.getByRole('button', { name: 'Use this PD' }).click();
  await expect(tool).toHaveCount(0);
  await expect(page.getByTestId('rx-pd')).toHaveValue(String(pd));
});

// docs/product.md#try-on-true-size: the try-on, sized to the average face, measures the PD in its
// own dialog and then sizes the frame to it.
test('the PD measured in the try-on sizes the frame on the face', async ({ baseURL, request, isMobile }) => {
  test.setTimeout(150_000);
  const frame = await frameOf(request, 'eyeglasses');
  await withFaceCamera(baseURL, isMobile, async (page) => {
    await page.goto(`/details/${frame.code}`);
    await page.getByTestId('try-on-open').first().click();
    const tryOn = page.getByRole('dialog', { name: /^Try on / });
    const stage = tryOn.getByTestId('try-on-stage');
    await expect(stage).toHaveAttribute('data-state', 'placed', { timeout: 60_000 });
    const sizing = tryOn.getByTestId('try-on-sizing');
    await expect(sizing).toHaveText('Sized to an average face: measure your PD for your true size');

    await sizing.getByRole('button', { name: 'measure your PD for your true size' }).click();
    const measuring = tryOn.getByTestId('try-on-measure');
    await expect(measuring).toContainText('Measure your PD');
    await expect(tryOn.getByTestId('try-on-panel')).toBeHidden();
    const pd = await measuredPd(measuring);
    await measuring.getByRole('button', { name: 'Use this PD' }).click();

    await expect(measuring).toHaveCount(0);
    await expect(stage).toHaveAttribute('data-state', 'placed', { timeout: 60_000 });
    await expect(sizing).toHaveText(/^Sized to your measured PD \d+(\.\d)? mm$/);
    const sized = Number(/PD ([\d.]+) mm/.exec((await sizing.textContent()) ?? '')?.[1]);
    // the try-on reads the PD unrounded, the tool shows it to the half millimetre
    expect(Math.abs(sized - pd)).toBeLessThanOrEqual(0.25);
  });
});
