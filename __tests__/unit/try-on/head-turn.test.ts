import {
  headYawDeg,
  MAX_YAW_DEG,
  NOSE_TIP_DEPTH_RATIO,
  turnedWidthShare,
  turnShiftMm,
} from '@/lib/try-on/head-turn';
import { facePointsOf } from '../../support/head-on-camera';

// The head's turn (yaw) from the nose tip between the eyes' outer corners
// (docs/product.md#try-on-true-size). The sign: a camera sees the shopper's own left on the
// picture's right, so a face turned to its own left moves its nose toward larger x: positive.

const corners = { left: { x: 100, y: 200 }, right: { x: 200, y: 200 } };
const atanDeg = (value: number) => (Math.atan(value) * 180) / Math.PI;

describe('headYawDeg', () => {
  it.each([
    ['the nose tip midway: facing the camera', { x: 150, y: 260 }, 0],
    // 15 px right of the middle of a 100 px span: 0.3 of the half-width
    [
      'the nose toward the picture’s right: turned to the face’s own left',
      { x: 165, y: 260 },
      atanDeg(0.3 / NOSE_TIP_DEPTH_RATIO),
    ],
    [
      'the nose toward the picture’s left: turned to the face’s own right',
      { x: 135, y: 260 },
      -atanDeg(0.3 / NOSE_TIP_DEPTH_RATIO),
    ],
    ['only the tip’s place along the corners’ line counts, not its height', { x: 165, y: 400 }, atanDeg(0.5)],
    ['the nose past a corner is held at the most the try-on follows', { x: 210, y: 260 }, MAX_YAW_DEG],
    ['and the other way', { x: 90, y: 260 }, -MAX_YAW_DEG],
  ])('%s', (_case, tip, expected) => {
    expect(headYawDeg(tip, corners)).toBeCloseTo(expected, 6);
  });

  it('reads corners on one pixel as facing the camera', () => {
    expect(headYawDeg({ x: 5, y: 5 }, { left: { x: 1, y: 1 }, right: { x: 1, y: 1 } })).toBe(0);
  });

  it.each([
    [-30, 0],
    [-10, 0],
    [0, 0],
    [10, 0],
    [30, 0],
    [20, 25],
    [-20, -25],
    [20, 90],
  ])('recovers a head turned %i° and tilted %i° on the picture', (yawDeg, rollDeg) => {
    const face = facePointsOf({ yawDeg, rollDeg, scale: 3, at: { x: 320, y: 240 } });
    expect(headYawDeg(face.noseTip, face.eyeCorners)).toBeCloseTo(yawDeg, 6);
  });
});

describe('turnedWidthShare and turnShiftMm', () => {
  it.each([
    [0, 1, 0],
    [30, Math.cos(Math.PI / 6), 2.5],
    [-30, Math.cos(Math.PI / 6), -2.5],
    [90, Math.cos(Math.PI / 4), 5 * Math.sin(Math.PI / 4)],
  ])('a turn of %i° narrows a front to %f and shifts a point 5 mm ahead by %f mm', (yaw, share, shift) => {
    expect(turnedWidthShare(yaw)).toBeCloseTo(share, 6);
    expect(turnShiftMm(5, yaw)).toBeCloseTo(shift, 6);
  });
});
