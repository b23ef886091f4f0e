import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { TRY_ON_MESSAGES } from '../lib/try-on/messages';
import { launchWithFakeCamera } from './support/chromium';
import { faceless, portraitJpeg, writePortraitVideo } from './support/face-pictures';

// The virtual try-on in Chromium — opened on a product page, a face photo uploaded and cropped, the
// frame placed by the detector, a colour switched, the face saved, listed and deleted; the no-face
// and camera messages; live video from a (fake) camera; and the product page's JavaScript without
// face-api or TensorFlow.js until the try-on opens.

const DETECTION_TIMEOUT = 30_000;

async function frameWithColours(request: APIRequestContext): Promise<{ code: string; name: string }> {
  const answer = await (
    await request.post('/api/goods/list', { data: { category: 'eyeglasses', pageSize: 60 } })
  ).json();
  const cards = answer.data.list as { code: string; name: string; colors: unknown[]; inStock: boolean }[];
  const card = cards.find((candidate) => candidate.colors.length > 1 && candidate.inStock) ?? cards[0];
  if (!card) throw new Error('no frames in the catalog');
  return card;
}

interface Stage {
  state: string | null;
  placement: { x: number; y: number; width: number; angle: number } | null;
  size: { width: number; height: number };
}

async function stage(page: Page): Promise<Stage> {
  return page.getByTestId('try-on-stage').evaluate((element) => {
    const canvas = element.querySelector('canvas');
    const placement = element.getAttribute('data-placement');
    return {
      state: element.getAttribute('data-state'),
      placement: placement ? JSON.parse(placement) : null,
      size: { width: canvas?.width ?? 0, height: canvas?.height ?? 0 },
    };
  });
}

const picture = (page: Page) =>
  page
    .getByTestId('try-on-stage')
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL('image/png'));

async function uploadFace(page: Page, jpeg: Buffer) {
  await page
    .getByTestId('try-on-photo-input')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await page.getByTestId('try-on-photo-use').click();
}

test('the try-on places the frame on an uploaded face, switches colour and keeps, lists and deletes the saved face', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const frame = await frameWithColours(request);

  // Before the try-on opens, the page loads no model, no WASM and no face-api code.
  const scripts: { url: string; bytes: number; faceApi: boolean }[] = [];
  const tryOnFiles: string[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (url.includes('/try-on/')) tryOnFiles.push(url);
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url, bytes: body.length, faceApi: body.includes('tinyFaceDetector') });
  });
  await page.goto(`/details/${frame.code}`);
  await page.waitForLoadState('networkidle');
  const before = { files: scripts.length, bytes: scripts.reduce((sum, script) => sum + script.bytes, 0) };
  expect(scripts.some((script) => script.faceApi)).toBe(false);
  expect(tryOnFiles).toEqual([]);

  await page.getByTestId('try-on-open').click();
  const dialog = page.getByTestId('try-on');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('try-on-frame-name')).toHaveText(frame.name);

  await uploadFace(page, await portraitJpeg());
  await expect(page.getByTestId('try-on-stage')).toHaveAttribute('data-state', 'placed', {
    timeout: DETECTION_TIMEOUT,
  });

  // Opening brought face-api (over a megabyte) and the weights and WASM from the shop's own origin.
  const faceApi = scripts.filter((script) => script.faceApi);
  expect(faceApi.length).toBeGreaterThan(0);
  const faceApiBytes = faceApi.reduce((sum, script) => sum + script.bytes, 0);
  expect(faceApiBytes).toBeGreaterThan(1_000_000);
  expect(tryOnFiles.some((url) => url.endsWith('tiny_face_detector_model.bin'))).toBe(true);
  expect(tryOnFiles.some((url) => url.endsWith('face_landmark_68_tiny_model.bin'))).toBe(true);
  expect(tryOnFiles.every((url) => url.startsWith(`${baseURL}/try-on/`))).toBe(true);
  test.info().annotations.push({
    type: 'javascript',
    description: `product page: ${before.files} scripts, ${Math.round(before.bytes / 1024)} KB (decoded), none with face-api; the try-on added ${Math.round(faceApiBytes / 1024)} KB of face-api and TensorFlow.js`,
  });

  // The face of the portrait is in its middle: the frame's centre must be there, about level.
  const placed = await stage(page);
  expect(placed.placement).not.toBeNull();
  const { x, y, width, angle } = placed.placement ?? { x: 0, y: 0, width: 0, angle: 99 };
  expect(x / placed.size.width).toBeGreaterThan(0.35);
  expect(x / placed.size.width).toBeLessThan(0.65);
  expect(y / placed.size.height).toBeGreaterThan(0.25);
  expect(y / placed.size.height).toBeLessThan(0.6);
  expect(width / placed.size.width).toBeGreaterThan(0.25);
  expect(width / placed.size.width).toBeLessThan(0.8);
  expect(Math.abs(angle)).toBeLessThan(20);

  // Another colour: the frame on the face changes, the face and the placement stay.
  const firstPicture = await picture(page);
  const colours = dialog.getByTestId('try-on-colour');
  await colours.nth(1).click();
  await expect(colours.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => picture(page)).not.toBe(firstPicture);
  expect((await stage(page)).placement).toEqual(placed.placement);

  // Another frame without closing.
  await dialog.getByTestId('try-on-next').click();
  await expect(dialog.getByTestId('try-on-frame-name')).not.toHaveText(frame.name);
  await expect(page.getByTestId('try-on-stage')).toHaveAttribute('data-state', 'placed');

  // Saving asks for consent first; the saved face is listed and can be deleted.
  await dialog.getByTestId('face-save').click();
  const consent = dialog.getByTestId('face-consent');
  await expect(consent).toContainText('deleted automatically after 30 days');
  await expect(dialog.getByTestId('face-consent-save')).toBeDisabled();
  await dialog.getByTestId('face-consent-agree').check();
  await dialog.getByTestId('face-consent-save').click();
  await expect(dialog.getByTestId('face-save')).toHaveText('Face saved');

  await dialog.getByTestId('try-on-mode-saved').click();
  await expect(dialog.getByTestId('saved-face')).toHaveCount(1);
  await expect(dialog.getByTestId('saved-face').locator('img')).toBeVisible();
  await dialog.getByTestId('saved-face-use').click();
  await expect(page.getByTestId('try-on-stage')).toHaveAttribute('data-state', 'placed', {
    timeout: DETECTION_TIMEOUT,
  });
  await dialog.getByTestId('try-on-mode-saved').click();
  await dialog.getByTestId('saved-face-delete').click();
  await expect(dialog.getByTestId('saved-faces-empty')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a photo without a face gives the no-face message; a blocked camera says so', async ({
  page,
  request,
}) => {
  const frame = await frameWithColours(request);
  await page.goto(`/details/${frame.code}`);
  await page.getByTestId('try-on-open').click();
  await uploadFace(page, await faceless());
  await expect(page.getByTestId('try-on-stage')).toHaveAttribute('data-state', 'no-face', {
    timeout: DETECTION_TIMEOUT,
  });
  await expect(page.getByTestId('try-on-message')).toHaveText(TRY_ON_MESSAGES.noFace);
  await expect(page.getByTestId('try-on-snapshot')).toBeDisabled();

  // Playwright's browser grants no camera: the shopper is told, with a way on.
  await page.getByTestId('try-on-mode-camera').click();
  await expect(page.getByTestId('try-on-message')).toHaveText(
    new RegExp(`^(${[TRY_ON_MESSAGES.cameraRefused, TRY_ON_MESSAGES.cameraMissing].map(escape).join('|')})$`),
  );
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('from a listing card, the frame follows a face in live camera video', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const folder = mkdtempSync(path.join(tmpdir(), 'oculo-camera-'));
  const video = path.join(folder, 'face.y4m');
  await writePortraitVideo(video);
  const browser = await launchWithFakeCamera(video);
  try {
    const context = await browser.newContext({ baseURL, permissions: ['camera'] });
    const page = await context.newPage();
    await page.goto('/eyeglasses');
    await page.getByTestId('product-card').first().getByTestId('try-on-open').click();
    await page.getByTestId('try-on-mode-camera').click();
    const stageElement = page.getByTestId('try-on-stage');
    await expect(stageElement).toHaveAttribute('data-source', 'camera', { timeout: DETECTION_TIMEOUT });
    await expect(stageElement).toHaveAttribute('data-state', 'placed', { timeout: DETECTION_TIMEOUT });
    // the face moves 120 px from side to side in the video: so must the frame
    const seen = new Set<number>();
    await expect
      .poll(
        async () => {
          const placement = (await stage(page)).placement;
          if (placement) seen.add(Math.round(placement.x / 20));
          return seen.size;
        },
        { timeout: 20_000, intervals: [100] },
      )
      .toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId('try-on-snapshot')).toBeEnabled();
    const download = page.waitForEvent('download');
    await page.getByTestId('try-on-snapshot').click();
    expect((await download).suggestedFilename()).toMatch(/^oculo-try-on-.+\.jpg$/);
  } finally {
    await browser.close();
    rmSync(folder, { recursive: true, force: true });
  }
});

// The try-on's face sources are WAI-ARIA tabs and its buttons are the shop's .button styles.
test('the try-on’s face sources are tabs for the keyboard, and its buttons are the shop’s', async ({
  page,
  request,
}) => {
  const frame = await frameWithColours(request);
  await page.goto(`/details/${frame.code}`);
  await page.getByTestId('try-on-open').click();
  const dialog = page.getByTestId('try-on');
  await expect(dialog.getByTestId('try-on-frame-name')).toHaveText(frame.name);

  const tabs = dialog.getByRole('tablist', { name: 'Where your face comes from' }).getByRole('tab');
  await expect(tabs).toHaveText(['Photo', 'Camera', 'Saved faces']);
  const photo = dialog.getByRole('tab', { name: 'Photo' });
  await expect(photo).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tabpanel', { name: 'Photo' })).toBeVisible();

  await photo.focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Camera' })).toBeFocused();
  await expect(photo).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(dialog.getByRole('tab', { name: 'Saved faces' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(photo).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  const saved = dialog.getByRole('tab', { name: 'Saved faces' });
  await expect(saved).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tabpanel', { name: 'Saved faces' })).toBeVisible();
  await expect(dialog.getByTestId('saved-faces-empty')).toBeVisible();
  // One Tab stop for the tabs: Tab leaves them for the panel.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('tabpanel')).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+Tab');
  await expect(saved).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('Space');
  await expect(photo).toHaveAttribute('aria-selected', 'true');

  // Every action button of the try-on is a .button of the shop (the colour swatches, tabs, the
  // product page's wishlist heart and the dialog's close are controls of their own).
  const plain = await dialog.locator('button, label[for]').evaluateAll((controls) =>
    controls
      .filter(
        (control) =>
          !control.matches(
            '[role="tab"], [data-testid="try-on-colour"], [data-testid="wishlist-toggle"], [data-testid="try-on-close"]',
          ),
      )
      .filter((control) => !control.classList.contains('button'))
      .map((control) => control.textContent),
  );
  expect(plain).toEqual([]);
});
