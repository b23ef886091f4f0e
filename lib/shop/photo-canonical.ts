import type { CardCorners, FaceSample, ImagePoint, IrisFound } from './face-sample';

// A photo's canonical picture (docs/product.md#pd-measure): the same face, however large the photo
// and however tilted, drawn level and at one size before its views are read. The landmarks read a
// face differently at each size and tilt (their networks see it through a 192-pixel crop), so the
// photo's 30 views would otherwise each carry the error of that size and tilt; read on one
// canonical picture, a photo at 0.5× or 2×, or turned a few degrees, gives nearly the same views.
// What the views read is then taken back to the photo's own pixels, where the gate and the viewing
// distance read it as they read a camera's frame.

/**
 * A similarity between two pictures' pixels: a point p of the first is
 * `to + scale · R(angleRad) · (p − from)` in the second (R turns clockwise on a picture, y down).
 */
export interface PictureTransform {
  scale: number;
  angleRad: number;
  from: ImagePoint;
  to: ImagePoint;
}

/**
 * The canonical picture: pupils 170 px apart on a level line, their midpoint a little above the
 * middle of a 640 × 640 picture. A 63 mm PD's irises are then some 32 px across, well over the
 * gate's 18, and the face (about 2.3 PDs wide and 3 tall) fits with room around it for the views.
 * Measured on the demo faces, 170 read the photo's sizes and tilts closer than 120, and drawing the
 * picture a little blurred (1–2 px) read recompressed photos further off
 * (docs/product.md#pd-accuracy).
 */
export interface CanonicalPicture {
  width: number;
  height: number;
  pupilsPx: number;
  eyesAt: ImagePoint;
}

export const CANONICAL_PICTURE: Readonly<CanonicalPicture> = {
  width: 640,
  height: 640,
  pupilsPx: 170,
  eyesAt: { x: 320, y: 280 },
};

/** A point taken through a transform. */
export function applyTransform(transform: PictureTransform, point: ImagePoint): ImagePoint {
  const { scale, angleRad, from, to } = transform;
  const dx = point.x - from.x;
  const dy = point.y - from.y;
  const cos = Math.cos(angleRad);
  const sin = Math.sin(angleRad);
  return { x: to.x + scale * (cos * dx - sin * dy), y: to.y + scale * (sin * dx + cos * dy) };
}

/** The transform back: the second picture's pixels to the first's. */
export function invertTransform(transform: PictureTransform): PictureTransform {
  return {
    scale: 1 / transform.scale,
    angleRad: -transform.angleRad,
    from: transform.to,
    to: transform.from,
  };
}

/** `first`, then `then`: the first picture's pixels to the third's. */
export function composeTransforms(first: PictureTransform, then: PictureTransform): PictureTransform {
  return {
    scale: first.scale * then.scale,
    angleRad: first.angleRad + then.angleRad,
    from: first.from,
    to: applyTransform(then, first.to),
  };
}

const leftOfPicture = (a: ImagePoint, b: ImagePoint) => (a.x <= b.x ? a : b);
const rightOfPicture = (a: ImagePoint, b: ImagePoint) => (a.x <= b.x ? b : a);

/**
 * The eye line's tilt in degrees: 0 when level, positive when the picture's right eye is lower
 * (the head's roll as the gate reads it).
 */
export function eyeLineRollDeg(od: ImagePoint, os: ImagePoint): number {
  const left = leftOfPicture(od, os);
  const right = rightOfPicture(od, os);
  return (Math.atan2(right.y - left.y, Math.abs(right.x - left.x)) * 180) / Math.PI;
}

/**
 * The photo's pixels to its canonical picture's, from the pupils found on the photo: turned about
 * their midpoint until the eye line is level, scaled until they are `pupilsPx` apart, the midpoint
 * set at `eyesAt`.
 */
export function canonicalTransform(
  pupils: { od: ImagePoint; os: ImagePoint },
  picture: CanonicalPicture = CANONICAL_PICTURE,
): PictureTransform {
  const left = leftOfPicture(pupils.od, pupils.os);
  const right = rightOfPicture(pupils.od, pupils.os);
  const apart = Math.hypot(right.x - left.x, right.y - left.y);
  return {
    scale: picture.pupilsPx / apart,
    angleRad: -Math.atan2(right.y - left.y, right.x - left.x),
    from: { x: (left.x + right.x) / 2, y: (left.y + right.y) / 2 },
    to: picture.eyesAt,
  };
}

/**
 * A view's pixels back to the picture it was cut from: the view shows `region` of the picture,
 * enlarged to the picture's width (lib/shop/photo-views.ts).
 */
export function viewToPicture(
  region: { left: number; top: number; width: number },
  pictureWidthPx: number,
): PictureTransform {
  return {
    scale: region.width / pictureWidthPx,
    angleRad: 0,
    from: { x: 0, y: 0 },
    to: { x: region.left, y: region.top },
  };
}

/**
 * A face sample read on another picture (a canonical picture's view), taken back to the photo's own
 * pixels by `toPhoto`: every point moves, the irises' diameters shrink or grow by the scale, the
 * eye line's tilt is read again (the photo's, not the level picture's), and the picture's width is
 * the photo's. The gate then reads the photo's own iris size and tilt, and the viewing distance
 * (focal length from the photo's width × mm per photo pixel) comes out as the photo's camera saw
 * it: the canonical scale is divided back here, and nowhere else.
 */
export function sampleInPhoto(
  sample: FaceSample,
  toPhoto: PictureTransform,
  photoWidthPx: number,
): FaceSample {
  const point = (at: ImagePoint) => applyTransform(toPhoto, at);
  const iris = (found: IrisFound): IrisFound => ({
    ...point(found),
    diameterPx: found.diameterPx * toPhoto.scale,
  });
  const od = iris(sample.iris.od);
  const os = iris(sample.iris.os);
  const card = sample.card ? cardInPhoto(sample.card, point) : undefined;
  return {
    ...sample,
    iris: { od, os },
    temples: { od: point(sample.temples.od), os: point(sample.temples.os) },
    noseBridge: point(sample.noseBridge),
    rollDeg: eyeLineRollDeg(od, os),
    imageWidthPx: photoWidthPx,
    ...(card ? { card } : {}),
  };
}

function cardInPhoto(card: CardCorners, point: (at: ImagePoint) => ImagePoint): CardCorners {
  return {
    topLeft: point(card.topLeft),
    topRight: point(card.topRight),
    bottomRight: point(card.bottomRight),
    bottomLeft: point(card.bottomLeft),
  };
}

/**
 * The transform as a canvas's 2D matrix (a, b, c, d, e, f: x' = a·x + c·y + e, y' = b·x + d·y + f),
 * for drawing the photo onto its canonical picture.
 */
export function canvasMatrix(transform: PictureTransform): [number, number, number, number, number, number] {
  const a = transform.scale * Math.cos(transform.angleRad);
  const b = transform.scale * Math.sin(transform.angleRad);
  const { from, to } = transform;
  return [a, b, -b, a, to.x - (a * from.x - b * from.y), to.y - (b * from.x + a * from.y)];
}
