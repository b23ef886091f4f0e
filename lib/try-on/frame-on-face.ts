import type { FacePoints } from './face-points';
import { AVERAGE_PD_MM, eyeDistance, type FramePlacement, type FrameSize } from './frame-placement';
import { headYawDeg, turnedWidthShare, turnShiftMm } from './head-turn';

// A frame on a face at its true size (docs/product.md#try-on-true-size): pure geometry on picture
// pixels (x to the right, y down), the browser's and the tests' alike.

/**
 * How far a frame's front stands ahead of the skin its bridge rests on, in millimetres: the rim's
 * depth and the pads' arms hold it some 5 mm off the nose. When the head turns, the front shows that
 * much further toward the turn than the nose bridge itself.
 */
export const FRONT_AHEAD_OF_BRIDGE_MM = 5;

/**
 * The frame on a face: its lenses' centre line on the pupils' line, its bridge on the nose bridge,
 * as wide as the frame really is for a face whose pupils are `pdMm` apart (the shopper's measured PD,
 * or the adult mean), turned with the eye line (roll) and narrowed and shifted with the head's turn
 * (yaw). The front image's middle is the frame's bridge at the lenses' height
 * (lib/server/domain/catalog/art/draw-frame-front.ts draws the lens centres halfway down).
 */
export function placeFrameOnFace(
  face: FacePoints,
  frame: FrameSize,
  pdMm: number = AVERAGE_PD_MM,
): FramePlacement {
  const { left, right } = face.eyes;
  const apart = eyeDistance(face.eyes);
  const yawDeg = headYawDeg(face.noseTip, face.eyeCorners);
  const share = turnedWidthShare(yawDeg);
  // The pupils show foreshortened by the turn, so the face's scale is the distance they would show
  // facing the camera.
  const pixelsPerMm = apart / (pdMm * share);
  const frontWidth = frame.widthMm * pixelsPerMm;

  const middle = { x: (left.x + right.x) / 2, y: (left.y + right.y) / 2 };
  // the eye line's direction; two eyes on one pixel (never from the detector) read as level
  const along = apart > 0 ? { x: (right.x - left.x) / apart, y: (right.y - left.y) / apart } : { x: 1, y: 0 };
  // along the eye line: the nose bridge's place, then the front's own depth turned toward the turn;
  // across it: the pupils' line, whatever height landmarks 27 and 28 are at
  const bridgeAlong = (face.noseBridge.x - middle.x) * along.x + (face.noseBridge.y - middle.y) * along.y;
  const offset = bridgeAlong + turnShiftMm(FRONT_AHEAD_OF_BRIDGE_MM, yawDeg) * pixelsPerMm;
  return {
    centre: { x: middle.x + along.x * offset, y: middle.y + along.y * offset },
    width: frontWidth * share,
    height: frontWidth * frame.aspect,
    angleDeg: (Math.atan2(along.y, along.x) * 180) / Math.PI,
    yawDeg,
  };
}
