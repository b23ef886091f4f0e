import { eyeCentres, type EyePair, type Point } from './frame-placement';

/**
 * The few points of a face the try-on places a frame by (docs/product.md#try-on-true-size), taken
 * from the 68-point landmark scheme (iBUG 300-W, as face-api answers it), in picture pixels.
 */
export interface FacePoints {
  /** The eye centres, left to right on the picture: the pupils' line and the face's scale. */
  eyes: EyePair;
  /** Where a frame's bridge rests: halfway between landmark 27 (the nose's top, between the eyes) and 28. */
  noseBridge: Point;
  /** The nose's tip (landmark 30), which stands furthest forward: the head's turn moves it most. */
  noseTip: Point;
  /** The eyes' outer corners (landmarks 36 and 45), left to right on the picture. */
  eyeCorners: { left: Point; right: Point };
}

const NOSE_TOP = 27;
const NOSE_UPPER_BRIDGE = 28;
const NOSE_TIP = 30;
const OUTER_CORNERS = [36, 45] as const;

function landmark(landmarks: readonly Point[], index: number): Point {
  const point = landmarks[index];
  if (!point) throw new RangeError(`Expected 68 face landmarks, got ${landmarks.length}.`);
  return point;
}

/** The try-on's points of 68 landmarks; a mirrored picture gives the same points, mirrored. */
export function facePoints(landmarks: readonly Point[]): FacePoints {
  if (landmarks.length < 68) throw new RangeError(`Expected 68 face landmarks, got ${landmarks.length}.`);
  const top = landmark(landmarks, NOSE_TOP);
  const bridge = landmark(landmarks, NOSE_UPPER_BRIDGE);
  const [a, b] = OUTER_CORNERS.map((index) => landmark(landmarks, index)) as [Point, Point];
  return {
    eyes: eyeCentres(landmarks),
    noseBridge: { x: (top.x + bridge.x) / 2, y: (top.y + bridge.y) / 2 },
    noseTip: landmark(landmarks, NOSE_TIP),
    eyeCorners: a.x <= b.x ? { left: a, right: b } : { left: b, right: a },
  };
}

/** A face looking straight at the camera with its nose midway between the eyes (the drawn sample face). */
export function straightFace(eyes: EyePair): FacePoints {
  const middle = { x: (eyes.left.x + eyes.right.x) / 2, y: (eyes.left.y + eyes.right.y) / 2 };
  return { eyes, noseBridge: middle, noseTip: middle, eyeCorners: eyes };
}
