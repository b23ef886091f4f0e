/**
 * Where a frame's front image goes on a face: centred between the eyes,
 * as wide as the frame really is for this face, and turned with the eye line. Pure geometry on
 * image pixels (x to the right, y down), shared by the browser and the detection test.
 */
export interface Point {
  x: number;
  y: number;
}

/** The eye centres as they appear in the picture: `left` is the one nearer x = 0. */
export interface EyePair {
  left: Point;
  right: Point;
}

export interface FramePlacement {
  /** Where the middle of the front image goes (its eye line's centre). */
  centre: Point;
  /** The front image's size on the picture, in pixels. */
  width: number;
  height: number;
  /** Clockwise turn of the eye line on screen, in degrees (0 = level). */
  angleDeg: number;
  /** The head's turn left or right, in degrees (lib/try-on/head-turn.ts: positive toward larger x). */
  yawDeg: number;
}

/** What the placement needs to know of a frame: its real width and its front image's proportions. */
export interface FrameSize {
  widthMm: number;
  /** Height over width of the front image (the shop's front views are 600 × 300: 0.5). */
  aspect: number;
}

/**
 * The distance between an adult's pupils, in millimetres, used to turn the eye distance on the
 * picture into a scale. A photo carries no ruler; 63 mm is the adult mean, and a frame 10 %
 * too wide or narrow on screen still shows how it sits.
 */
export const AVERAGE_PD_MM = 63;

// The 68-point landmark scheme (iBUG 300-W, as face-api's landmark nets answer it): points 36–41
// ring one eye, 42–47 the other.
const EYE_RINGS = [
  [36, 42],
  [42, 48],
] as const;

function centreOf(points: readonly Point[]): Point {
  const sum = points.reduce((total, point) => ({ x: total.x + point.x, y: total.y + point.y }), {
    x: 0,
    y: 0,
  });
  return { x: sum.x / points.length, y: sum.y / points.length };
}

/** The two eye centres of 68 landmarks, ordered left to right on the picture. */
export function eyeCentres(landmarks: readonly Point[]): EyePair {
  if (landmarks.length < 48) throw new RangeError(`Expected 68 face landmarks, got ${landmarks.length}.`);
  const [first, second] = EYE_RINGS.map(([from, to]) => centreOf(landmarks.slice(from, to)));
  if (!first || !second) throw new RangeError('Expected two eyes.');
  return first.x <= second.x ? { left: first, right: second } : { left: second, right: first };
}

export function eyeDistance({ left, right }: EyePair): number {
  return Math.hypot(right.x - left.x, right.y - left.y);
}

/**
 * The frame on a face looking straight at the camera: centre between the eyes, width from the eye
 * distance, angle of the eye line. A detected face is placed by placeFrameOnFace (frame-on-face.ts),
 * which also puts the bridge on the nose and follows the head's turn.
 */
export function placeFrame(eyes: EyePair, frame: FrameSize, pdMm: number = AVERAGE_PD_MM): FramePlacement {
  const { left, right } = eyes;
  const pixelsPerMm = eyeDistance(eyes) / pdMm;
  const width = frame.widthMm * pixelsPerMm;
  return {
    centre: { x: (left.x + right.x) / 2, y: (left.y + right.y) / 2 },
    width,
    height: width * frame.aspect,
    angleDeg: (Math.atan2(right.y - left.y, right.x - left.x) * 180) / Math.PI,
    yawDeg: 0,
  };
}

/**
 * Live video: each new placement moves only part of the way from the last one, so the frame
 * follows the face without trembling with the detector's pixel noise. `keep` is the share of the
 * old placement kept (0 = jump to the new one). A jump larger than the frame's own width is a new
 * face or a fast move: it is followed at once.
 */
export function smoothPlacement(
  previous: FramePlacement | null,
  next: FramePlacement,
  keep: number = 0.5,
): FramePlacement {
  if (!previous) return next;
  const moved = Math.hypot(next.centre.x - previous.centre.x, next.centre.y - previous.centre.y);
  if (moved > previous.width) return next;
  const mix = (from: number, to: number) => from * keep + to * (1 - keep);
  return {
    centre: { x: mix(previous.centre.x, next.centre.x), y: mix(previous.centre.y, next.centre.y) },
    width: mix(previous.width, next.width),
    height: mix(previous.height, next.height),
    angleDeg: mix(previous.angleDeg, next.angleDeg),
    yawDeg: mix(previous.yawDeg, next.yawDeg),
  };
}
