import type { CardCorners, ImagePoint } from './face-sample';

// The rulers a camera frame is measured with (docs/product.md#pd-measure). A picture has no
// millimetres of its own: something of known size in it, at the eyes' depth, says how many
// millimetres a pixel is there. The iris is always there; an ID-1 card held to the forehead is a
// better ruler when the shopper has one at hand.

/**
 * The visible iris's horizontal diameter of an adult, in millimetres: the population mean. It
 * varies little between adults (about ±0.5 mm, one standard deviation), which is why it serves as
 * a ruler, and that spread is the ruler's own uncertainty.
 */
export const IRIS_DIAMETER_MM = 11.7;
export const IRIS_DIAMETER_SD_MM = 0.5;

/** An ID-1 card (bank, loyalty or ID card): ISO/IEC 7810, the same size the world over. */
export const ID1_CARD_MM = { width: 85.6, height: 53.98 } as const;

/**
 * How far the card's shape may stray from ID-1's proportions before it is taken as tilted: a
 * tilted card foreshortens one side, and a ruler read off a tilted card is wrong by as much.
 */
export const CARD_ASPECT_TOLERANCE = 0.06;

/**
 * The card ruler's own relative uncertainty (one SD): corners found within a couple of pixels on a
 * card some 200 px wide, and the card held within a few millimetres of the pupils' depth.
 */
export const CARD_RULER_RELATIVE_SD = 0.015;

/**
 * The camera's horizontal field of view, assumed: browsers never tell a webcam's focal length, and
 * laptop and phone front cameras mostly see 60–65° across. It only sets the viewing distance, which
 * only sets the small near-to-distance correction (docs/product.md#pd-measure).
 */
export const ASSUMED_CAMERA_FOV_DEG = 63;

/** Millimetres per pixel at the eyes, read off an iris's diameter in pixels. */
export function irisMmPerPx(irisDiameterPx: number): number {
  return IRIS_DIAMETER_MM / irisDiameterPx;
}

export type CardRuler = { ok: true; mmPerPx: number } | { ok: false; message: string };

export const CARD_MESSAGES = {
  tilted: 'Hold the card flat against your forehead, facing the camera.',
} as const;

const span = (a: ImagePoint, b: ImagePoint) => Math.hypot(b.x - a.x, b.y - a.y);

/**
 * Millimetres per pixel read off an ID-1 card's four corners. Each side pair is averaged (a
 * slightly skewed outline still gives its true width), and the long and short sides each give a
 * ruler, averaged too. A card whose proportions are not ID-1's is tilted and refused.
 */
export function cardRuler(corners: CardCorners): CardRuler {
  const widthPx =
    (span(corners.topLeft, corners.topRight) + span(corners.bottomLeft, corners.bottomRight)) / 2;
  const heightPx =
    (span(corners.topLeft, corners.bottomLeft) + span(corners.topRight, corners.bottomRight)) / 2;
  if (!(widthPx > 0 && heightPx > 0)) return { ok: false, message: CARD_MESSAGES.tilted };
  const aspect = widthPx / heightPx / (ID1_CARD_MM.width / ID1_CARD_MM.height);
  if (Math.abs(aspect - 1) > CARD_ASPECT_TOLERANCE) return { ok: false, message: CARD_MESSAGES.tilted };
  return { ok: true, mmPerPx: (ID1_CARD_MM.width / widthPx + ID1_CARD_MM.height / heightPx) / 2 };
}

/** The assumed camera's focal length in pixels for a picture this wide (pinhole camera). */
export function focalLengthPx(imageWidthPx: number, fovDeg = ASSUMED_CAMERA_FOV_DEG): number {
  return imageWidthPx / (2 * Math.tan(((fovDeg / 2) * Math.PI) / 180));
}

/**
 * How far the eyes are from the camera, in millimetres: a thing of s mm at distance D shows as
 * f·s/D pixels, so D = f · (mm per px). Whichever ruler gave the millimetres gives the distance.
 */
export function viewingDistanceMm(mmPerPx: number, imageWidthPx: number): number {
  return focalLengthPx(imageWidthPx) * mmPerPx;
}
