// What the browser's face landmarks give the fit rules for one camera frame or photo
// (docs/product.md#fit): pixel positions in the image as analysed, never sent anywhere. The
// measuring rules (PD, face width, the fit of a frame) read only this shape, so the landmark
// library behind it can change without them.

/** A point in the analysed image, in pixels from its top-left corner. */
export interface ImagePoint {
  x: number;
  y: number;
}

/** An iris: its centre (the pupil's) and its horizontal diameter, in pixels. */
export interface IrisFound extends ImagePoint {
  diameterPx: number;
}

/**
 * An ID-1 card (a bank or loyalty card) held flat to the forehead, its corners going round from
 * the top-left: a ruler of known size at the eyes' depth (docs/product.md#pd-measure).
 */
export interface CardCorners {
  topLeft: ImagePoint;
  topRight: ImagePoint;
  bottomRight: ImagePoint;
  bottomLeft: ImagePoint;
}

export interface FaceSample {
  /** The shopper's own right eye (OD) and left eye (OS), whatever side of the image they are on. */
  iris: { od: IrisFound; os: IrisFound };
  /** The face's widest points at the temples (the width a frame must span). */
  temples: { od: ImagePoint; os: ImagePoint };
  /** The top of the nose between the eyes, where a frame's bridge sits. */
  noseBridge: ImagePoint;
  /** Head pose in degrees: yaw (turned left/right) and roll (tilted), 0 facing the camera. */
  yawDeg: number;
  rollDeg: number;
  /** How open each eye is, 0 (closed) to 1 (wide open). */
  eyeOpen: { od: number; os: number };
  /** The analysed image's width in pixels (the face's share of it tells its size). */
  imageWidthPx: number;
  /** When the frame was taken, in milliseconds (a photo's is 0). */
  atMs: number;
  /** The card the shopper holds up as a ruler, when one was found in this frame. */
  card?: CardCorners;
}
