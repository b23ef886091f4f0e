import type { FaceReading } from '../lib/client/face-landmarks';
import type { FaceSample } from '../lib/shop/face-sample';
import { measurePd, passingSamples } from '../lib/shop/pd-measure';
import { measureSample } from '../lib/shop/pd-sample';
import { addFaceLandmarks, readFacePhoto, readPhotoViewsOf } from './support/face-landmarks-page';
import { FACING_PHOTOS, facePhotoJpeg } from './support/face-pictures';
import {
  CARD_MM,
  PHOTO_PX,
  placedCorners,
  recompressed,
  scaledFacePhoto,
  spreadCorners,
  steadyFaceFrames,
  tiltedFacePhoto,
  withCard,
} from './support/pd-pictures';
import { expect, test, type Page } from './support/test';

// How accurate the PD measured on the device is, on real landmarks (docs/product.md#pd-measure):
// Human's face mesh and irises in Chromium, on the facing demo photographs, measured by the shop's
// own rules (lib/shop). The unit tests check the rules' arithmetic on synthetic faces to ±0.5 mm;
// these check what real landmarks give. The iris network reads each eye from the 192-pixel crop of
// the face the mesh network sees, whatever the camera's resolution, so one frame's iris ruler is
// off by several per cent: the bounds below are the figures measured here, not the unit tests'.

/** One frame's PD against the same photo's at 1×: the worst measured was 7.8 mm (docs/product.md#pd-accuracy). */
const ONE_FRAME_MAX_OFF_MM = 9;
/** Half of those frames read within this of the 1× photo's (measured: 2.15 mm). */
const ONE_FRAME_MEDIAN_OFF_MM = 2.5;
/**
 * A steady video's frames against their median: the worst measured was 4.4 mm, and 38 of 90 (42 %)
 * within 1 mm.
 */
const VIDEO_FRAME_MAX_OFF_MM = 5;
const VIDEO_FRAME_CLOSE_MM = 1;
const VIDEO_FRAMES_CLOSE_SHARE = 0.4;

const pdOf = (reading: FaceReading, what: string): { sample: FaceSample; pdMm: number } => {
  if (reading.kind !== 'face') throw new Error(`${what}: no face (${reading.kind})`);
  const measure = measureSample(reading.sample, 'iris');
  if (!measure) throw new Error(`${what}: no iris ruler`);
  return { sample: reading.sample, pdMm: measure.distancePdMm };
};

async function photoPd(page: Page, jpeg: Buffer, what: string, atMs = 0) {
  return pdOf(await readFacePhoto(page, jpeg, { atMs }), what);
}

async function onShopPage(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await addFaceLandmarks(page);
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[half] ?? NaN) : ((sorted[half - 1] ?? NaN) + (sorted[half] ?? NaN)) / 2;
};
const pupilsPx = (sample: FaceSample) =>
  Math.hypot(sample.iris.os.x - sample.iris.od.x, sample.iris.os.y - sample.iris.od.y);
const twoPlaces = (mm: number) => Math.round(mm * 100) / 100;

test('one frame’s PD at 0.5× to 2× the pixels, tilted ±5° and recompressed stays near the 1× photo’s', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await onShopPage(page);
  const figures: Record<string, Record<string, number>> = {};
  for (const photo of FACING_PHOTOS) {
    const base = (await photoPd(page, await facePhotoJpeg(photo), photo.name)).pdMm;
    const once = await recompressed(await facePhotoJpeg(photo));
    const variants: [string, Buffer][] = [];
    for (const factor of [0.5, 0.75, 1.5, 2])
      variants.push([`${factor}×`, await scaledFacePhoto(photo, factor)]);
    variants.push(['−5°', await tiltedFacePhoto(photo, -5)], ['+5°', await tiltedFacePhoto(photo, 5)]);
    variants.push(['JPEG 40', once], ['JPEG 40 twice', await recompressed(once)]);
    const row: Record<string, number> = { '1×': twoPlaces(base) };
    for (const [name, jpeg] of variants)
      row[name] = twoPlaces((await photoPd(page, jpeg, `${photo.name}, ${name}`)).pdMm - base);
    figures[photo.name] = row;
  }
  await test
    .info()
    .attach('PD at 1× and each picture’s difference, mm', { body: JSON.stringify(figures, null, 1) });

  const offs: number[] = [];
  for (const [name, { '1×': _, ...row }] of Object.entries(figures))
    for (const [variant, off] of Object.entries(row)) {
      expect.soft(Math.abs(off), `${name}, ${variant}: ${off} mm`).toBeLessThanOrEqual(ONE_FRAME_MAX_OFF_MM);
      offs.push(Math.abs(off));
    }
  expect(median(offs)).toBeLessThanOrEqual(ONE_FRAME_MEDIAN_OFF_MM);
});

/**
 * A photo's PD, read as views of its canonical picture (docs/product.md#pd-accuracy), against the 1×
 * photo's. Measured: 1.5× −0.25, 2× +0.19 mm; turned +5° +0.39, +12° +0.51 mm; recompressed at
 * quality 40 once and twice −0.61 mm. The goal's ±0.5 mm holds for the sizes; the bounds are the
 * figures, rounded up.
 */
const PHOTO_PD_MAX_OFF_MM: Readonly<Record<string, number>> = {
  '1.5×': 0.5,
  '2×': 0.5,
  '+5°': 0.6,
  '+12°': 0.6,
  'JPEG 40': 0.7,
  'JPEG 40 twice': 0.7,
};
/**
 * The 1× photo's PD and viewing distance as measured: an iris of 12.5 mm in place of 11.7 moves the
 * PD by +3.7 mm, no near-to-distance correction by −2.5 mm, and a viewing distance read in the
 * canonical picture's pixels (the scale not divided back) by +2.0 mm, each past this bound.
 */
const PHOTO_PD_MEASURED_MM = 57.5;
const PHOTO_PD_ANCHOR_MM = 0.5;

test('a photo’s PD from its views at 1.5× and 2×, tilted and recompressed stays near the 1× photo’s', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await onShopPage(page);
  // the most frontal facing photo, whose irises pass the gate's 18 px at 640 px; the other faces'
  // irises read 12–17 px there, and the photo tool says "Come closer" for them. Its own eye line
  // is tilted some 7° (the canonical picture levels it): turned +12° it tilts 5° the other way.
  const photo = FACING_PHOTOS[2];
  const photoPdOf = async (jpeg: Buffer) => {
    const started = Date.now();
    const readings = await readPhotoViewsOf(page, jpeg);
    const faces = readings.flatMap((reading) => (reading.kind === 'face' ? [reading.sample] : []));
    return { result: measurePd(faces, { still: true }), ms: Date.now() - started };
  };
  const jpeg = await facePhotoJpeg(photo);
  const { result: base, ms } = await photoPdOf(jpeg);
  if (!base.ok) throw new Error(`no PD from the 1× photo: ${JSON.stringify(base)}`);
  const once = await recompressed(jpeg);
  const variants: [string, Buffer][] = [
    ['1.5×', await scaledFacePhoto(photo, 1.5)],
    ['2×', await scaledFacePhoto(photo, 2)],
    ['+5°', await tiltedFacePhoto(photo, 5)],
    ['+12°', await tiltedFacePhoto(photo, 12)],
    ['JPEG 40', once],
    ['JPEG 40 twice', await recompressed(once)],
  ];
  const figures: Record<string, number | string> = { '1×': twoPlaces(base.singleMm), '1× ms': ms };
  for (const [name, variant] of variants) {
    const { result, ms } = await photoPdOf(variant);
    figures[name] = result.ok ? twoPlaces(result.singleMm - base.singleMm) : JSON.stringify(result);
    figures[`${name} ms`] = ms;
  }
  // smaller, the photo's irises fall under the gate's 18 px; turned −5°, its eye line past 10°
  const refused = [
    ['0.5×', await scaledFacePhoto(photo, 0.5)],
    ['0.75×', await scaledFacePhoto(photo, 0.75)],
    ['−5°', await tiltedFacePhoto(photo, -5)],
  ] as const;
  for (const [name, variant] of refused) figures[name] = JSON.stringify((await photoPdOf(variant)).result);
  // the viewing distance the 1× photo's own single frame gives, in its own pixels
  const oneFrame = measureSample((await photoPd(page, jpeg, photo.name)).sample, 'iris');
  await test.info().attach('photo PD at 1× and each picture’s difference, mm', {
    body: JSON.stringify({ base, oneFrameDistanceMm: oneFrame?.viewingDistanceMm, figures }, null, 1),
  });

  expect(base.samplesUsed).toBeGreaterThanOrEqual(30);
  expect(Math.abs(base.singleMm - PHOTO_PD_MEASURED_MM)).toBeLessThanOrEqual(PHOTO_PD_ANCHOR_MM);
  // the distance is the photo's camera's: within 10 % of what one frame of the photo as given reads
  expect(base.viewingDistanceMm / (oneFrame?.viewingDistanceMm ?? Number.NaN)).toBeGreaterThan(0.9);
  expect(base.viewingDistanceMm / (oneFrame?.viewingDistanceMm ?? Number.NaN)).toBeLessThan(1.1);
  for (const [name] of variants) {
    const off = figures[name];
    expect.soft(typeof off, `${name}: ${off}`).toBe('number');
    expect
      .soft(Math.abs(Number(off)), `${name}: ${off} mm`)
      .toBeLessThanOrEqual(PHOTO_PD_MAX_OFF_MM[name] ?? 0);
  }
  expect.soft(JSON.parse(String(figures['0.5×']))).toMatchObject({ ok: false, mostFailed: 'close-enough' });
  expect.soft(JSON.parse(String(figures['0.75×']))).toMatchObject({ ok: false, mostFailed: 'close-enough' });
  expect.soft(JSON.parse(String(figures['−5°']))).toMatchObject({ ok: false, mostFailed: 'frontal' });
});

/**
 * The shop's PDs from one steady video: the median of each 30 frames' distance PDs (those that pass
 * the gate), the frames 1–30, 11–40, … 61–90. The video's readings differ a little from run to run
 * (the face box is reused by the clock, as on a camera) and from host to host: measured 60.39–60.92 mm,
 * within 0.34 mm of the whole video's 60.73 (the camera's own runs until 30 pass: within 0.35 and
 * 0.73 mm on two runs); on another host, the same twice, 59.94–61.43 mm, the stretch 31–60 1.04 mm off
 * the whole's 60.39 (docs/product.md#pd-accuracy). The goal is ±1 mm; the bound leaves that host's
 * reading room, and a stretch that strays by more still fails.
 */
const VIDEO_RUNS_MAX_OFF_MM = 1.1;

/** The PD of the 30 frames from `from`: the median of those passing the gate, as the camera's run takes it. */
function pdOfStretch(samples: readonly FaceSample[], from: number): number {
  const { passed } = passingSamples(samples.slice(from, from + 30));
  return median(passed.map((sample) => measureSample(sample, 'iris')?.distancePdMm ?? Number.NaN));
}

test('a steady video’s frames agree, and its PD is the photo’s within the uncertainty it shows', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await onShopPage(page);
  // the facing photo whose irises are 18 px across at 640 px (the gate's least) and that looks
  // straight at the camera (yaw −3° to 0°): the others are turned 9–11° or show 12–17 px irises
  const photo = FACING_PHOTOS[2];
  const base = (await photoPd(page, await facePhotoJpeg(photo), photo.name)).pdMm;
  // 90 frames at 15 a second: six seconds before the camera, a frame every 67 ms
  const frames = (await steadyFaceFrames(photo, 90)).jpeg;
  const samples: FaceSample[] = [];
  const pds: number[] = [];
  for (const [index, jpeg] of frames.entries()) {
    const { sample, pdMm } = await photoPd(page, jpeg, `frame ${index}`, Math.round((index * 1000) / 15));
    samples.push(sample);
    pds.push(pdMm);
  }
  const middle = median(pds);
  const result = measurePd(samples);
  const runs = Array.from({ length: 7 }, (_, index) => twoPlaces(pdOfStretch(samples, index * 10)));
  await test.info().attach('video', {
    body: JSON.stringify(
      { photoPd: base, framesMedian: middle, runs, pds: pds.map(twoPlaces), result },
      null,
      1,
    ),
  });

  for (const [index, pd] of pds.entries())
    expect
      .soft(Math.abs(pd - middle), `frame ${index}: ${pd} mm`)
      .toBeLessThanOrEqual(VIDEO_FRAME_MAX_OFF_MM);
  expect(pds.filter((pd) => Math.abs(pd - middle) <= VIDEO_FRAME_CLOSE_MM).length).toBeGreaterThanOrEqual(
    pds.length * VIDEO_FRAMES_CLOSE_SHARE,
  );
  if (!result.ok) throw new Error(`no PD from ${frames.length} frames: ${JSON.stringify(result)}`);
  // the shop's PDs from runs of this video, each its own 30 frames' median, agree with the whole's
  for (const [index, run] of runs.entries())
    expect
      .soft(Math.abs(run - result.singleMm), `frames ${index * 10 + 1}–${index * 10 + 30}: ${run} mm`)
      .toBeLessThanOrEqual(VIDEO_RUNS_MAX_OFF_MM);
  expect(result.samplesUsed).toBeGreaterThanOrEqual(30);
  expect(result.ruler).toBe('iris');
  // the gate's frames read as all the frames do, and the photo's one frame lies within what the shop shows
  expect(Math.abs(result.singleMm - middle)).toBeLessThanOrEqual(0.5);
  expect(Math.abs(result.singleMm - base)).toBeLessThanOrEqual(result.uncertaintyMm);
});

/** Corners placed within ±2 px, eight placings a face: the worst measured was 0.95 mm off. */
const PLACINGS = 8;
const PLACED_CORNERS_MAX_OFF_MM = 1;
/**
 * Every corner 2 px out (or in) on a card 130–170 px wide: the card reads up to 4 % large, the PD as
 * much small (measured 3.1–3.9 %), the most a ±2 px placing can do.
 */
const SPREAD_CORNERS_MAX_SHARE = 0.04;
/** A card drawn 10 % wider: the PD drops 8.8 %, give or take the pupils' landmarks (measured 7–12 %). */
const LARGER_CARD_DROP = { min: 0.05, max: 0.13 } as const;

/**
 * The distance PD a card ruler must give, worked out here from docs/product.md#pd-measure rather
 * than the shop's code: millimetres per pixel from the card, the viewing distance from a camera
 * seeing 63° across, and the eyes turning about a centre 13.5 mm behind the pupils.
 */
function cardOracle(pupils: number, cardMmPerPx: number, imageWidthPx: number): number {
  const focalPx = imageWidthPx / (2 * Math.tan((31.5 * Math.PI) / 180));
  const distanceMm = focalPx * cardMmPerPx;
  return pupils * cardMmPerPx * ((distanceMm + 13.5) / distanceMm);
}

test('a card of known size on the forehead sets the scale, and a larger card reads a smaller PD', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await onShopPage(page);
  const figures: Record<string, Record<string, number>> = {};
  for (const photo of FACING_PHOTOS) {
    const plain = (await photoPd(page, await facePhotoJpeg(photo), photo.name)).sample;
    const eyes = pupilsPx(plain);
    // level above the brows, the width an ID-1 card has beside a 63 mm PD
    const place = {
      centreX: (plain.iris.od.x + plain.iris.os.x) / 2,
      bottomY: (plain.iris.od.y + plain.iris.os.y) / 2 - 0.45 * eyes,
    };
    const read = async (grow: number) => {
      const card = await withCard(photo, { ...place, widthPx: (CARD_MM.width / 63) * eyes * grow });
      const { sample } = await photoPd(page, card.jpeg, `${photo.name}, card ×${grow}`);
      const expected = cardOracle(pupilsPx(sample), CARD_MM.width / card.widthPx, PHOTO_PX);
      const byCard = (corners: typeof card.corners) =>
        measureSample({ ...sample, card: corners }, 'card')?.distancePdMm ?? Number.NaN;
      return { card, sample, expected, exact: byCard(card.corners), byCard };
    };
    const drawn = await read(1);
    const larger = await read(1.1);
    const perPupilPx = (read: { exact: number; sample: FaceSample }) => read.exact / pupilsPx(read.sample);
    const row: Record<string, number> = {
      expected: twoPlaces(drawn.expected),
      exact: twoPlaces(drawn.exact - drawn.expected),
      larger: twoPlaces(larger.exact - larger.expected),
      drop: Math.round((1 - larger.exact / drawn.exact) * 1000) / 1000,
      perPupilPx: perPupilPx(larger) / perPupilPx(drawn),
      // 1 / 1.1 for the card's millimetres per pixel, a little more for the nearer eyes' convergence
      expectedPerPupilPx:
        cardOracle(1, CARD_MM.width / larger.card.widthPx, PHOTO_PX) /
        cardOracle(1, CARD_MM.width / drawn.card.widthPx, PHOTO_PX),
    };
    for (let seed = 1; seed <= PLACINGS; seed += 1)
      row[`placed ${seed}`] = twoPlaces(
        drawn.byCard(placedCorners(drawn.card.corners, seed)) - drawn.expected,
      );
    row['2 px out'] = twoPlaces(drawn.byCard(spreadCorners(drawn.card.corners, 2)) - drawn.expected);
    row['2 px in'] = twoPlaces(drawn.byCard(spreadCorners(drawn.card.corners, -2)) - drawn.expected);
    figures[photo.name] = row;
  }
  await test.info().attach('card ruler, mm', { body: JSON.stringify(figures, null, 1) });

  for (const [name, row] of Object.entries(figures)) {
    expect.soft(Math.abs(row.exact ?? NaN), `${name}: the drawn corners`).toBeLessThanOrEqual(0.5);
    expect.soft(Math.abs(row.larger ?? NaN), `${name}: the larger card`).toBeLessThanOrEqual(0.5);
    // the same face behind a card 10 % wider: 9 % less, as far as the pupils read alike on both pictures
    expect
      .soft(row.perPupilPx ?? NaN, `${name}: PD per pupil pixel, larger card`)
      .toBeCloseTo(row.expectedPerPupilPx ?? NaN, 3);
    expect
      .soft(row.drop ?? NaN, `${name}: the larger card's drop`)
      .toBeGreaterThanOrEqual(LARGER_CARD_DROP.min);
    expect.soft(row.drop ?? NaN, `${name}: the larger card's drop`).toBeLessThanOrEqual(LARGER_CARD_DROP.max);
    for (let seed = 1; seed <= PLACINGS; seed += 1)
      expect
        .soft(Math.abs(row[`placed ${seed}`] ?? NaN), `${name}: corners placed, ${seed}`)
        .toBeLessThanOrEqual(PLACED_CORNERS_MAX_OFF_MM);
    for (const spread of ['2 px out', '2 px in'])
      expect
        .soft(Math.abs(row[spread] ?? NaN) / (row.expected ?? NaN), `${name}: ${spread}`)
        .toBeLessThanOrEqual(SPREAD_CORNERS_MAX_SHARE);
  }
});
