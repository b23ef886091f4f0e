import { expect, test, type Request } from './support/test';
import { addFaceLandmarks, readFacePhoto } from './support/face-landmarks-page';
import { FACING_PHOTOS, facePhotoJpeg } from './support/face-pictures';
import { measureSample } from '../lib/shop/pd-sample';

// The face landmarks in Chromium on a shop page (docs/product.md#fit): Human's networks and
// WebAssembly come from the shop's own origin under its content security policy, each demo face
// that looks at the camera gives a face sample, and its measurements are those of a person. No
// page loads any of it before measuring starts.

/** Adult pupil distances: 54–74 mm. */
const PD_RANGE_MM = [54, 74] as const;
/**
 * An iris against the temple-to-temple width: 11.7 mm of a face 110–170 mm wide is 7–10.6 %; wider
 * bounds leave room for the landmarks' error while catching a ruler off by half or double.
 */
const IRIS_SHARE_OF_FACE = [0.05, 0.12] as const;

const FACE_FILES = /\/face\/(models|wasm)\//;

test('the home page’s first load asks for no face model or WebAssembly', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request: Request) => asked.push(request.url()));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(asked.filter((url) => FACE_FILES.test(url) || url.endsWith('.wasm'))).toEqual([]);
});

test('each facing demo photo gives a face sample with a person’s pupil distance, loaded from the shop', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const asked: string[] = [];
  page.on('request', (request: Request) => asked.push(request.url()));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await addFaceLandmarks(page);
  expect(asked.filter((url) => FACE_FILES.test(url))).toEqual([]); // only the first call loads them

  for (const photo of FACING_PHOTOS) {
    const reading = await readFacePhoto(page, await facePhotoJpeg(photo));
    expect(reading.kind, photo.name).toBe('face');
    if (reading.kind !== 'face') continue;
    const { iris, temples, imageWidthPx } = reading.sample;
    expect(imageWidthPx).toBe(640);
    // the person's right eye is on the picture's left (the photo is not mirrored)
    expect(iris.od.x, photo.name).toBeLessThan(iris.os.x);
    const faceWidth = Math.hypot(temples.os.x - temples.od.x, temples.os.y - temples.od.y);
    for (const eye of [iris.od, iris.os]) {
      expect(eye.diameterPx / faceWidth, photo.name).toBeGreaterThan(IRIS_SHARE_OF_FACE[0]);
      expect(eye.diameterPx / faceWidth, photo.name).toBeLessThan(IRIS_SHARE_OF_FACE[1]);
    }
    // the shop's own measure of one frame (docs/product.md#pd-measure), as the picture shows it: a
    // crop of a group photo has no camera distance to correct the eyes' convergence for
    const pd = measureSample(reading.sample, 'iris')?.nearPdMm ?? Number.NaN;
    expect(pd, photo.name).toBeGreaterThan(PD_RANGE_MM[0]);
    expect(pd, photo.name).toBeLessThan(PD_RANGE_MM[1]);
  }

  const faceFiles = asked.filter((url) => FACE_FILES.test(url));
  expect(faceFiles.every((url) => url.startsWith(`${baseURL}/face/`))).toBe(true);
  expect(faceFiles.map((url) => url.slice(url.lastIndexOf('/') + 1))).toEqual(
    expect.arrayContaining(['blazeface.bin', 'facemesh.bin', 'iris.bin']),
  );
  expect(faceFiles.some((url) => url.endsWith('.wasm'))).toBe(true);
});
