import type { FaceSample } from '@/lib/shop/face-sample';
import { measureSample } from '@/lib/shop/pd-sample';
import { gateSample } from '@/lib/shop/pd-gate';
import { focalLengthPx } from '@/lib/shop/pd-ruler';
import {
  applyTransform,
  CANONICAL_PICTURE,
  canonicalTransform,
  canvasMatrix,
  composeTransforms,
  eyeLineRollDeg,
  invertTransform,
  sampleInPhoto,
  viewToPicture,
  type PictureTransform,
} from '@/lib/shop/photo-canonical';
import { viewRegion, photoViews } from '@/lib/shop/photo-views';

// docs/product.md#pd-measure: a photo is drawn as its canonical picture (level, pupils a set
// distance apart) before its views are read, and what the views read is taken back to the photo.

const DEG = Math.PI / 180;

/**
 * A face on a photo `width` px wide: pupils `pupilsPx` apart about (cx, cy), the eye line tilted by
 * `rollDeg`, irises `irisPx` across.
 */
function faceOnPhoto(options: {
  width: number;
  cx: number;
  cy: number;
  pupilsPx: number;
  irisPx: number;
  rollDeg: number;
}): FaceSample {
  const { width, cx, cy, pupilsPx, irisPx, rollDeg } = options;
  const along = (share: number, down = 0) => ({
    x: cx + share * pupilsPx * Math.cos(rollDeg * DEG) - down * Math.sin(rollDeg * DEG),
    y: cy + share * pupilsPx * Math.sin(rollDeg * DEG) + down * Math.cos(rollDeg * DEG),
  });
  return {
    iris: { od: { ...along(-0.5), diameterPx: irisPx }, os: { ...along(0.5), diameterPx: irisPx } },
    temples: { od: along(-1.15, 5), os: along(1.15, 5) },
    noseBridge: along(0.02, 2),
    yawDeg: 2,
    rollDeg,
    eyeOpen: { od: 0.8, os: 0.8 },
    imageWidthPx: width,
    atMs: 0,
  };
}

/** The same face as the canonical picture's view would read it: every point through `toView`. */
function readOnView(sample: FaceSample, toView: PictureTransform, viewWidthPx: number): FaceSample {
  const point = (at: { x: number; y: number }) => applyTransform(toView, at);
  return {
    ...sample,
    iris: {
      od: { ...point(sample.iris.od), diameterPx: sample.iris.od.diameterPx * toView.scale },
      os: { ...point(sample.iris.os), diameterPx: sample.iris.os.diameterPx * toView.scale },
    },
    temples: { od: point(sample.temples.od), os: point(sample.temples.os) },
    noseBridge: point(sample.noseBridge),
    rollDeg: 0,
    imageWidthPx: viewWidthPx,
  };
}

const close = (a: { x: number; y: number }, b: { x: number; y: number }) => {
  expect(a.x).toBeCloseTo(b.x, 9);
  expect(a.y).toBeCloseTo(b.y, 9);
};

describe('a transform between two pictures', () => {
  const transforms: [string, PictureTransform][] = [
    ['the same picture', { scale: 1, angleRad: 0, from: { x: 0, y: 0 }, to: { x: 0, y: 0 } }],
    ['twice the size, moved', { scale: 2, angleRad: 0, from: { x: 10, y: 20 }, to: { x: 320, y: 280 } }],
    ['half, turned 5°', { scale: 0.5, angleRad: 5 * DEG, from: { x: 300, y: 250 }, to: { x: 320, y: 280 } }],
    ['3.6×, turned −7°', { scale: 3.6, angleRad: -7 * DEG, from: { x: 150, y: 120 }, to: { x: 0, y: 0 } }],
  ];

  it.each(transforms)('%s: back and forth gives the point again', (_, transform) => {
    for (const point of [
      { x: 0, y: 0 },
      { x: 123.4, y: 456.7 },
      { x: -20, y: 900 },
    ])
      close(applyTransform(invertTransform(transform), applyTransform(transform, point)), point);
  });

  it.each(transforms)('%s: composed, it is one after the other', (_, transform) => {
    const then = transforms[2]?.[1] as PictureTransform;
    const both = composeTransforms(transform, then);
    const point = { x: 77, y: 33 };
    close(applyTransform(both, point), applyTransform(then, applyTransform(transform, point)));
  });

  it.each(transforms)(
    '%s: the canvas matrix draws each point where the transform puts it',
    (_, transform) => {
      const [a, b, c, d, e, f] = canvasMatrix(transform);
      const point = { x: 211, y: 97 };
      close(
        { x: a * point.x + c * point.y + e, y: b * point.x + d * point.y + f },
        applyTransform(transform, point),
      );
    },
  );
});

describe('the canonical picture', () => {
  it.each([
    // width, pupils apart, tilt
    [320, 47, 0],
    [640, 95, 0],
    [1280, 190, 0],
    [640, 95, 5],
    [640, 95, -5],
    [960, 140, 9.5],
  ])(
    'a photo %i px wide, pupils %i px apart, tilted %i°: level, pupils 170 px apart about their place',
    (width, pupilsPx, rollDeg) => {
      const face = faceOnPhoto({ width, cx: width * 0.47, cy: width * 0.42, pupilsPx, irisPx: 18, rollDeg });
      const transform = canonicalTransform(face.iris);
      const od = applyTransform(transform, face.iris.od);
      const os = applyTransform(transform, face.iris.os);
      expect(od.y).toBeCloseTo(os.y, 9);
      expect(Math.abs(os.x - od.x)).toBeCloseTo(CANONICAL_PICTURE.pupilsPx, 9);
      close({ x: (od.x + os.x) / 2, y: (od.y + os.y) / 2 }, CANONICAL_PICTURE.eyesAt);
      expect(transform.scale).toBeCloseTo(CANONICAL_PICTURE.pupilsPx / pupilsPx, 9);
    },
  );

  it.each([
    [0, 0],
    [3, 3],
    [-5, -5],
    [10.5, 10.5],
  ])('the eye line tilted %s° reads %s°, whichever eye is given first', (tilt, expected) => {
    const face = faceOnPhoto({ width: 640, cx: 320, cy: 300, pupilsPx: 100, irisPx: 18, rollDeg: tilt });
    expect(eyeLineRollDeg(face.iris.od, face.iris.os)).toBeCloseTo(expected, 9);
    expect(eyeLineRollDeg(face.iris.os, face.iris.od)).toBeCloseTo(expected, 9);
  });
});

describe('a view of the canonical picture, taken back to the photo', () => {
  // The photo's pixels are what the gate and the viewing distance read: a view of the canonical
  // picture must come back as the photo's own face, whatever the photo's size and tilt.
  const photos = [
    // width, pupils apart, iris, tilt: the pupils 63 mm apart on a photo from 400 mm
    { width: 320, pupilsPx: 47.5, irisPx: 8.8, rollDeg: 0 },
    { width: 640, pupilsPx: 95, irisPx: 17.6, rollDeg: 0 },
    { width: 640, pupilsPx: 95, irisPx: 18.4, rollDeg: 5 },
    { width: 640, pupilsPx: 95, irisPx: 18.4, rollDeg: -5 },
    { width: 1280, pupilsPx: 190, irisPx: 36.8, rollDeg: 0 },
    { width: 640, pupilsPx: 95, irisPx: 18.4, rollDeg: 12 },
  ];

  it.each(photos.flatMap((photo) => [0, 7, 19].map((view) => [photo, view] as const)))(
    '%o, view %i: the photo’s points, iris size, tilt, width and viewing distance',
    (photo, viewIndex) => {
      const face = faceOnPhoto({ ...photo, cx: photo.width * 0.5, cy: photo.width * 0.45 });
      const toCanonical = canonicalTransform(face.iris);
      const view = photoViews()[viewIndex];
      if (!view) throw new Error('no such view');
      const region = viewRegion(view, CANONICAL_PICTURE.width, CANONICAL_PICTURE.height);
      const toView = composeTransforms(
        toCanonical,
        invertTransform(viewToPicture(region, CANONICAL_PICTURE.width)),
      );
      const onView = readOnView(face, toView, CANONICAL_PICTURE.width);
      const back = sampleInPhoto(
        onView,
        composeTransforms(viewToPicture(region, CANONICAL_PICTURE.width), invertTransform(toCanonical)),
        photo.width,
      );
      close(back.iris.od, face.iris.od);
      close(back.iris.os, face.iris.os);
      close(back.noseBridge, face.noseBridge);
      close(back.temples.os, face.temples.os);
      expect(back.iris.od.diameterPx).toBeCloseTo(photo.irisPx, 9);
      expect(back.rollDeg).toBeCloseTo(photo.rollDeg, 9);
      expect(back.imageWidthPx).toBe(photo.width);
      // the viewing distance: the photo's focal length × mm per photo pixel, not the canonical's
      const measured = measureSample(back, 'iris');
      const mmPerPhotoPx = 11.7 / photo.irisPx;
      expect(measured?.viewingDistanceMm).toBeCloseTo(focalLengthPx(photo.width) * mmPerPhotoPx, 6);
      expect(measured?.nearPdMm).toBeCloseTo(photo.pupilsPx * mmPerPhotoPx, 6);
      // the gate reads the photo's irises and tilt: small or tilted photos are refused as such
      const gate = gateSample(back);
      const expected = Math.abs(photo.rollDeg) > 10 ? 'frontal' : photo.irisPx < 18 ? 'close-enough' : null;
      expect(gate.ok ? null : gate.rule).toBe(expected);
    },
  );

  it('read as given on the canonical picture, the viewing distance would be the canonical’s (why the scale is divided back)', () => {
    const face = faceOnPhoto({ width: 640, cx: 320, cy: 290, pupilsPx: 95, irisPx: 18.4, rollDeg: 0 });
    const toCanonical = canonicalTransform(face.iris);
    const onCanonical = readOnView(face, toCanonical, CANONICAL_PICTURE.width);
    const asRead = measureSample(onCanonical, 'iris');
    const back = measureSample(sampleInPhoto(onCanonical, invertTransform(toCanonical), 640), 'iris');
    // the canonical picture enlarges the face 1.8×: as read there, the face seems 1.8× nearer
    expect((back?.viewingDistanceMm ?? 0) / (asRead?.viewingDistanceMm ?? 1)).toBeCloseTo(
      toCanonical.scale,
      6,
    );
    expect(asRead?.nearPdMm).toBeCloseTo(back?.nearPdMm ?? 0, 9);
    expect((asRead?.distancePdMm ?? 0) - (back?.distancePdMm ?? 0)).toBeGreaterThan(1);
  });
});
