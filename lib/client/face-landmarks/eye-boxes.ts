import type { ImagePoint, IrisFound } from '@/lib/shop/face-sample';

// Where the iris network looks, and what its answer means (docs/product.md#pd-measure): Human's
// own eye box (its getEyeBox: the box of the eye's two corners enlarged 2.3 times and squared) and
// its own decoding (getEyeCoords), but in the picture's pixels instead of the face crop's.

/** A square in the picture's pixels: its top-left corner and side. */
export interface EyeBox {
  left: number;
  top: number;
  size: number;
}

/** Human's eye box enlargement, and the range the jittered boxes' enlargements spread over. */
export const EYE_BOX_SCALE = 2.3;
export const EYE_BOX_SCALES = { min: 2.1, max: 2.5 } as const;
/** The jittered boxes are shifted by up to this share of one of the network's input pixels, each way. */
export const EYE_BOX_SHIFT_PX = 0.5;

/** The network's answer per eye: 76 points of x, y, z; the iris's five are the last (centre, right, top, left, bottom). */
const IRIS_FIRST_POINT = 71;
const VALUES_PER_POINT = 3;

// A low-discrepancy sequence (the R3 sequence's steps): boxes spread evenly over the three ranges
// without a random number, so the same picture always reads the same.
const STEPS = [0.8191725134, 0.6710436067, 0.5497004779] as const;
const spread = (index: number, axis: 0 | 1 | 2) => (0.5 + index * STEPS[axis]) % 1;

/**
 * `count` boxes around one eye given by its two corners: the first is Human's (enlarged 2.3, no
 * shift); the others are enlarged 2.1–2.5 and shifted by up to half an input pixel either way.
 */
export function eyeBoxes(
  corners: readonly [ImagePoint, ImagePoint],
  count: number,
  inputPx: number,
): EyeBox[] {
  const [a, b] = corners;
  const centre = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const span = Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
  return Array.from({ length: Math.max(1, count) }, (_, index) => {
    const scale =
      index === 0
        ? EYE_BOX_SCALE
        : EYE_BOX_SCALES.min + (EYE_BOX_SCALES.max - EYE_BOX_SCALES.min) * spread(index, 0);
    const size = span * scale;
    const shift = (axis: 1 | 2) => (index === 0 ? 0 : (spread(index, axis) * 2 - 1) * EYE_BOX_SHIFT_PX);
    const inputPixel = size / inputPx;
    return {
      left: centre.x - size / 2 + shift(1) * inputPixel,
      top: centre.y - size / 2 + shift(2) * inputPixel,
      size,
    };
  });
}

/**
 * One eye's iris from the network's answer for one box: its centre and its horizontal diameter
 * (the edges left and right; the top and bottom are often under the lids), in the picture's pixels.
 * A flipped eye was given to the network mirrored, so its x is mirrored back.
 */
export function readingOfEye(
  values: ArrayLike<number>,
  box: EyeBox,
  inputPx: number,
  flipped: boolean,
): IrisFound {
  const point = (index: number): ImagePoint => {
    const at = (IRIS_FIRST_POINT + index) * VALUES_PER_POINT;
    const x = (values[at] ?? NaN) / inputPx;
    const y = (values[at + 1] ?? NaN) / inputPx;
    return { x: (flipped ? 1 - x : x) * box.size + box.left, y: y * box.size + box.top };
  };
  const centre = point(0);
  const right = point(1);
  const left = point(3);
  return { ...centre, diameterPx: Math.hypot(right.x - left.x, right.y - left.y) };
}
