import type { Point } from './frame-placement';

// How far the head is turned left or right (yaw), read from one picture (docs/product.md#try-on-true-size).
//
// The sign, in picture coordinates (x to the right): a positive yaw turns the nose toward larger x.
// A camera sees the shopper as others do, their own left on the picture's right: a face turned to
// its own left has a positive yaw, turned to its own right a negative one. (The camera's picture
// is shown mirrored on screen, but the try-on's geometry works on the picture's own pixels.)

/**
 * How far the nose tip stands ahead of the eyes' outer corners, as a share of half the corners'
 * distance apart: 0.6 in the generic adult head that head-pose estimation fits faces to (outer
 * corners ±225 units apart from the middle and 135 behind the nose tip). A face with a flatter or
 * longer nose reads a little less or more turned than it is.
 */
export const NOSE_TIP_DEPTH_RATIO = 0.6;

/**
 * Beyond this turn, 68-point landmarks fit a face in profile poorly, and the front would shrink to
 * a sliver: the try-on holds the frame at this turn.
 */
export const MAX_YAW_DEG = 45;

const degrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * The head's turn in degrees from the nose tip's place between the eyes' outer corners (each in
 * picture pixels, `left` nearer x = 0). Seen from the front, the corners stand ±c from the face's
 * middle and the nose tip d ahead of them; turned by θ, the corners show c·cos θ from their middle
 * and the tip d·sin θ off it: offset / half-width = (d / c)·tan θ. Read along the corners' line, so
 * a tilted head (roll) reads the same turn.
 */
export function headYawDeg(noseTip: Point, corners: { left: Point; right: Point }): number {
  const line = { x: corners.right.x - corners.left.x, y: corners.right.y - corners.left.y };
  const lengthSquared = line.x ** 2 + line.y ** 2;
  if (lengthSquared === 0) return 0;
  // where the tip falls along the corners' line: 0 at the left corner, 1 at the right
  const along =
    ((noseTip.x - corners.left.x) * line.x + (noseTip.y - corners.left.y) * line.y) / lengthSquared;
  const offset = 2 * along - 1;
  const yaw = degrees(Math.atan(offset / NOSE_TIP_DEPTH_RATIO));
  return Math.max(-MAX_YAW_DEG, Math.min(MAX_YAW_DEG, yaw));
}

/**
 * How much narrower a flat front turned by `yawDeg` shows than it is: cos(yaw). Its height stays.
 */
export function turnedWidthShare(yawDeg: number): number {
  return Math.cos((Math.min(MAX_YAW_DEG, Math.abs(yawDeg)) * Math.PI) / 180);
}

/**
 * How far, in millimetres along the eye line, a point standing `aheadMm` in front of the point it
 * turns with shows off it when the head turns by `yawDeg`: toward the turn (positive yaw: toward
 * larger x), by aheadMm · sin(yaw).
 */
export function turnShiftMm(aheadMm: number, yawDeg: number): number {
  const clamped = Math.max(-MAX_YAW_DEG, Math.min(MAX_YAW_DEG, yawDeg));
  return aheadMm * Math.sin((clamped * Math.PI) / 180);
}
