import type { FacePoints } from '@/lib/try-on/face-points';
import type { Point } from '@/lib/try-on/frame-placement';

// A head of known size in millimetres, turned and tilted by known angles and photographed
// (orthographically) at a known scale: the face points a detector would give for it, to check the
// try-on's geometry against (docs/product.md#try-on-true-size).

interface Point3 {
  x: number;
  y: number;
  /** Toward the camera. */
  z: number;
}

export interface Head {
  pdMm: number;
  /** The nose bridge (landmarks 27–28) ahead of the pupils, mm. */
  bridgeAheadMm: number;
  /** The bridge's height under the pupils' line, mm. */
  bridgeBelowMm: number;
}

export const HEAD: Head = { pdMm: 63, bridgeAheadMm: 15, bridgeBelowMm: 6 };

/** The outer eye corners ±45 mm from the middle and the nose tip 27 mm ahead of them: ratio 0.6. */
const CORNER_MM = 45;
const TIP_AHEAD_MM = 27;

export interface Shot {
  yawDeg: number;
  rollDeg: number;
  /** Picture pixels per millimetre. */
  scale: number;
  /** Where the pupils' midpoint lands on the picture. */
  at: Point;
}

/**
 * The picture of one head point: turned by yaw about the vertical (positive brings a point ahead
 * of the face toward larger x: the face turned to its own left, seen by a camera), then tilted
 * clockwise by roll on the picture, scaled and moved.
 */
function photograph(point: Point3, shot: Shot): Point {
  const yaw = (shot.yawDeg * Math.PI) / 180;
  const roll = (shot.rollDeg * Math.PI) / 180;
  const x = point.x * Math.cos(yaw) + point.z * Math.sin(yaw);
  const y = point.y;
  return {
    x: shot.at.x + shot.scale * (x * Math.cos(roll) - y * Math.sin(roll)),
    y: shot.at.y + shot.scale * (x * Math.sin(roll) + y * Math.cos(roll)),
  };
}

export function facePointsOf(shot: Shot, head: Head = HEAD): FacePoints {
  const snap = (point: Point3) => photograph(point, shot);
  return {
    eyes: { left: snap({ x: -head.pdMm / 2, y: 0, z: 0 }), right: snap({ x: head.pdMm / 2, y: 0, z: 0 }) },
    noseBridge: snap({ x: 0, y: head.bridgeBelowMm, z: head.bridgeAheadMm }),
    noseTip: snap({ x: 0, y: 35, z: TIP_AHEAD_MM }),
    eyeCorners: { left: snap({ x: -CORNER_MM, y: 0, z: 0 }), right: snap({ x: CORNER_MM, y: 0, z: 0 }) },
  };
}
