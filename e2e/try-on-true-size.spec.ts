import { expect, test, type APIRequestContext, type Page } from './support/test';
import { portraitJpeg } from './support/face-pictures';

// docs/product.md#try-on-true-size: on the same face, frames are as much wider or narrower as their
// millimetres say; a PD measured on the device sizes the face instead of the 63 mm mean, and the
// try-on says which; pictures are kept side by side; and "Select lenses" in the try-on opens the lens
// wizard for the frame and colour on the face.

const DETECTION_TIMEOUT = 30_000;

interface Frame {
  code: string;
  name: string;
  widthMm: number;
  colours: { sku: string; colorName: string; inStock: boolean }[];
}

/** Every eyeglasses frame in stock, with its total width and colours, as the info API gives them. */
async function eyeglasses(request: APIRequestContext): Promise<Frame[]> {
  const codes: string[] = [];
  for (let page = 1; page <= 10; page += 1) {
    const answer = await (
      await request.post('/api/goods/list', { data: { category: 'eyeglasses', pageSize: 60, page } })
    ).json();
    const list = answer.data.list as { code: string; inStock: boolean }[];
    codes.push(...list.filter((card) => card.inStock).map((card) => card.code));
    if (list.length < 60) break;
  }
  const frames: Frame[] = [];
  for (const code of codes) {
    const info = (await (await request.post('/api/goods/info', { data: { code } })).json()).data;
    if (!info.frame) continue;
    frames.push({ code, name: info.name, widthMm: info.frame.frameWidthMm, colours: info.variants });
  }
  return frames;
}

async function placedWidth(page: Page): Promise<number> {
  const stage = page.getByTestId('try-on-stage');
  await expect(stage).toHaveAttribute('data-state', 'placed', { timeout: DETECTION_TIMEOUT });
  await expect(stage).toHaveAttribute('data-placement', /"width"/);
  const placement = JSON.parse((await stage.getAttribute('data-placement')) ?? '{}') as { width: number };
  return placement.width;
}

/** Opens the try-on on a frame's page and puts the portrait in it; answers the frame's width on it. */
async function tryOnPortrait(page: Page, frame: Frame): Promise<number> {
  await page.goto(`/details/${frame.code}`);
  await page.getByTestId('try-on-open').click();
  const dialog = page.getByTestId('try-on');
  await expect(dialog.getByTestId('try-on-frame-name')).toHaveText(frame.name);
  await dialog.getByTestId('try-on-mode-photo').click();
  await dialog
    .getByTestId('try-on-photo-input')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await portraitJpeg() });
  await dialog.getByTestId('try-on-photo-use').click();
  return placedWidth(page);
}

const measurement = (range: { min: number; max: number }, pdMm?: number) =>
  JSON.stringify({
    frameWidthMin: range.min,
    frameWidthMax: range.max,
    faceWidthMm: range.min + 2,
    ...(pdMm === undefined ? {} : { pdMm }),
    measuredAt: new Date().toISOString(),
  });

test('frames are as wide on the face as their millimetres, sized to the measured PD when there is one', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const frames = (await eyeglasses(request)).sort((a, b) => a.widthMm - b.widthMm);
  const narrow = frames[0];
  const wide = frames.at(-1);
  if (!narrow || !wide || wide.widthMm - narrow.widthMm < 12)
    throw new Error('need a narrow and a wide frame');

  // No measurement on the device: the 63 mm mean, and the try-on says so.
  const narrowPx = await tryOnPortrait(page, narrow);
  await expect(page.getByTestId('try-on-sizing')).toHaveText(
    'Sized to an average face: measure your PD for your true size',
  );
  await expect(page.getByTestId('try-on-fit')).toHaveCount(0);
  const widePx = await tryOnPortrait(page, wide);
  const ratio = widePx / narrowPx / (wide.widthMm / narrow.widthMm);
  test.info().annotations.push({
    type: 'true size',
    description: `${narrow.widthMm} mm → ${narrowPx} px, ${wide.widthMm} mm → ${widePx} px (ratio off by ${((ratio - 1) * 100).toFixed(2)} %)`,
  });
  expect(ratio).toBeGreaterThan(0.95);
  expect(ratio).toBeLessThan(1.05);

  // Side by side: the wide frame kept, the next frame live beside it; two at most, each removable.
  const dialog = page.getByTestId('try-on');
  await dialog.getByTestId('try-on-compare').click();
  await expect(dialog.getByTestId('try-on-kept')).toHaveCount(1);
  await expect(dialog.getByTestId('try-on-kept').first()).toContainText(wide.name);
  await expect(dialog.getByTestId('try-on-kept-width')).toHaveText(`${wide.widthMm} mm wide`);
  await dialog.getByTestId('try-on-next').click();
  await expect(dialog.getByTestId('try-on-frame-name')).not.toHaveText(wide.name);
  await placedWidth(page);
  await dialog.getByTestId('try-on-compare').click();
  await expect(dialog.getByTestId('try-on-kept')).toHaveCount(2);
  await expect(dialog.getByTestId('try-on-compare')).toBeDisabled();
  await dialog.getByTestId('try-on-kept-remove').first().click();
  await expect(dialog.getByTestId('try-on-kept')).toHaveCount(1);
  await expect(dialog.getByTestId('try-on-kept').first()).not.toContainText(wide.name);
  await expect(dialog.getByTestId('try-on-compare')).toBeEnabled();

  // A PD of 70 mm measured on this device: the same face is smaller in millimetres, so the frame is
  // 63/70 as wide on it; the verdict and the frames that fit come from the measurement's range.
  await page.evaluate(
    (value) => localStorage.setItem('oculo.fit', value),
    measurement({ min: wide.widthMm - 8, max: wide.widthMm + 2 }, 70),
  );
  const measuredPx = await tryOnPortrait(page, wide);
  await expect(page.getByTestId('try-on-sizing')).toHaveText('Sized to your measured PD 70 mm');
  expect(measuredPx / widePx).toBeGreaterThan((63 / 70) * 0.98);
  expect(measuredPx / widePx).toBeLessThan((63 / 70) * 1.02);
  await expect(dialog.getByTestId('try-on-fit')).toHaveText('Fits you');

  // Frames that fit: others of the range, one press away.
  const fitting = dialog.getByTestId('try-on-fitting-frame');
  await expect(fitting.first()).toBeVisible();
  const fittingCode = await fitting.first().getAttribute('data-code');
  const chosen = (await (await request.post('/api/goods/info', { data: { code: fittingCode } })).json()).data;
  expect(chosen.type).toBe('eyeglasses');
  expect(chosen.frame.frameWidthMm).toBeGreaterThanOrEqual(wide.widthMm - 8);
  expect(chosen.frame.frameWidthMm).toBeLessThanOrEqual(wide.widthMm + 2);
  await fitting.first().click();
  await expect(dialog.getByTestId('try-on-frame-name')).toHaveText(chosen.name);
  await expect(dialog.getByTestId('try-on-fit')).toHaveText('Fits you');

  // The narrow frame is narrow for this face.
  await page.goto(`/details/${narrow.code}`);
  await page.getByTestId('try-on-open').click();
  await expect(page.getByTestId('try-on-fit')).toHaveText('Narrow for you');
});

test('"Select lenses" in the try-on opens the lens wizard for the frame and colour on the face', async ({
  page,
  request,
}) => {
  const frames = await eyeglasses(request);
  const frame = frames.find((candidate) => candidate.colours.filter((colour) => colour.inStock).length > 1);
  if (!frame) throw new Error('no frame with two colours in stock');
  const index = frame.colours.findIndex((colour, at) => at > 0 && colour.inStock);
  const colour = frame.colours[index];
  if (!colour) throw new Error('no second colour in stock');

  await page.goto(`/details/${frame.code}`);
  await page.getByTestId('try-on-open').click();
  const dialog = page.getByTestId('try-on');
  await expect(dialog.getByTestId('try-on-frame-name')).toHaveText(frame.name);
  await dialog.getByTestId('try-on-colour').nth(index).click();
  await expect(dialog.getByTestId('try-on-colour').nth(index)).toHaveAttribute('aria-pressed', 'true');

  await dialog.getByTestId('try-on-select-lenses').click();
  await expect(page).toHaveURL(
    new RegExp(`/details/${frame.code}/lenses\\?color=${encodeURIComponent(colour.sku)}$`),
  );
  await expect(dialog).toBeHidden();
  const wizard = page.getByTestId('lens-wizard');
  await expect(wizard).toBeVisible();
  await expect(page.getByTestId('lens-step-title')).toBeVisible();
  await expect(wizard).toContainText(frame.name);
  await expect(wizard).toContainText(colour.colorName);
});
