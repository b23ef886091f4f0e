import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './support/test';
import { launchWithFakeCamera } from './support/chromium';
import { writePortraitVideo } from './support/face-pictures';

// docs/product.md#try-on-camera-first: "Try on with your camera or a photo" opens on the camera
// when the device has one, and on the photo tab when it has none.

async function frameInStock(request: APIRequestContext): Promise<string> {
  const answer = await (
    await request.post('/api/goods/list', { data: { category: 'eyeglasses', pageSize: 24 } })
  ).json();
  const card = (answer.data.list as { code: string; inStock: boolean }[]).find((entry) => entry.inStock);
  if (!card) throw new Error('no frame in stock');
  return card.code;
}

test('on a device with a camera the try-on opens on the Camera tab, the video playing', async ({
  baseURL,
  request,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const code = await frameInStock(request);
  const folder = mkdtempSync(path.join(tmpdir(), 'oculo-camera-tab-'));
  const video = path.join(folder, 'face.y4m');
  await writePortraitVideo(video, 10);
  const browser = await launchWithFakeCamera(video);
  try {
    const context = await browser.newContext({
      baseURL,
      permissions: ['camera'],
      ...(isMobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
    });
    const page = await context.newPage();
    await page.goto(`/details/${code}`);
    await page.getByRole('button', { name: 'Try on with your camera or a photo' }).click();
    await expect(page.getByTestId('try-on-mode-camera')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('try-on-stage')).toHaveAttribute('data-source', 'camera', {
      timeout: 30_000,
    });
    // The photo is one tab away.
    await page.getByTestId('try-on-mode-photo').click();
    await expect(page.getByTestId('try-on-photo-input')).toBeAttached();
  } finally {
    await browser.close();
    rmSync(folder, { recursive: true, force: true });
  }
});

test('on a device without a camera the try-on opens on the Photo tab', async ({ page, request }) => {
  await page.goto(`/details/${await frameInStock(request)}`);
  await page.getByRole('button', { name: 'Try on with your camera or a photo' }).click();
  await expect(page.getByTestId('try-on-mode-photo')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('try-on-photo-input')).toBeAttached();
  // Nothing switches it later on its own.
  await page.waitForTimeout(500);
  await expect(page.getByTestId('try-on-mode-photo')).toHaveAttribute('aria-selected', 'true');
});
