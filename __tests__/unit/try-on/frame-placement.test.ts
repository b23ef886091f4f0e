import {
  AVERAGE_PD_MM,
  eyeCentres,
  placeFrame,
  smoothPlacement,
  type EyePair,
  type FramePlacement,
  type Point,
} from '@/lib/try-on/frame-placement';
import { cameraMessage, TRY_ON_MESSAGES } from '@/lib/try-on/messages';

// The try-on: centred between the eyes, scaled from the eye distance and the frame's real width,
// rotated by the eye line.

/** 68 landmarks with one eye's ring (36–41) around `a` and the other's (42–47) around `b`. */
function landmarksWithEyes(a: Point, b: Point): Point[] {
  const points: Point[] = Array.from({ length: 68 }, () => ({ x: 999, y: 999 }));
  const ring = (centre: Point, from: number) => {
    for (let index = 0; index < 6; index += 1) {
      const turn = (index / 6) * 2 * Math.PI;
      points[from + index] = { x: centre.x + 10 * Math.cos(turn), y: centre.y + 4 * Math.sin(turn) };
    }
  };
  ring(a, 36);
  ring(b, 42);
  return points;
}

describe('eyeCentres', () => {
  it.each([
    ['the first ring on the left', { x: 100, y: 200 }, { x: 160, y: 205 }],
    ['the first ring on the right (a mirrored picture)', { x: 160, y: 205 }, { x: 100, y: 200 }],
  ])('orders the eyes left to right: %s', (_case, a, b) => {
    const eyes = eyeCentres(landmarksWithEyes(a, b));
    expect(eyes.left.x).toBeCloseTo(100, 6);
    expect(eyes.left.y).toBeCloseTo(200, 6);
    expect(eyes.right.x).toBeCloseTo(160, 6);
    expect(eyes.right.y).toBeCloseTo(205, 6);
  });

  it('refuses fewer landmarks than the eyes need', () => {
    expect(() => eyeCentres(landmarksWithEyes({ x: 0, y: 0 }, { x: 1, y: 0 }).slice(0, 40))).toThrow(
      RangeError,
    );
  });
});

describe('placeFrame', () => {
  const level: EyePair = { left: { x: 200, y: 300 }, right: { x: 326, y: 300 } };
  it.each<[string, EyePair, { widthMm: number; aspect: number }, number, Partial<FramePlacement>]>([
    // 126 px between pupils that are 63 mm apart: 2 px a millimetre
    [
      'level eyes, a 140 mm frame',
      level,
      { widthMm: 140, aspect: 0.5 },
      AVERAGE_PD_MM,
      { width: 280, height: 140, angleDeg: 0 },
    ],
    [
      'a narrower frame is narrower on the face',
      level,
      { widthMm: 126, aspect: 0.5 },
      AVERAGE_PD_MM,
      { width: 252, height: 126 },
    ],
    [
      'a wider pupil distance makes the same frame smaller',
      level,
      { widthMm: 140, aspect: 0.5 },
      70,
      { width: 252 },
    ],
    [
      'the head leaning to the right shoulder turns the frame clockwise',
      { left: { x: 0, y: 0 }, right: { x: 100, y: 100 } },
      { widthMm: 140, aspect: 0.5 },
      AVERAGE_PD_MM,
      { angleDeg: 45 },
    ],
    [
      'leaning the other way turns it anticlockwise',
      { left: { x: 0, y: 100 }, right: { x: 100, y: 100 - 100 * Math.tan(Math.PI / 12) } },
      { widthMm: 140, aspect: 0.5 },
      AVERAGE_PD_MM,
      { angleDeg: -15 },
    ],
  ])('%s', (_case, eyes, frame, pd, expected) => {
    const placement = placeFrame(eyes, frame, pd);
    for (const [key, value] of Object.entries(expected)) {
      expect(placement[key as keyof FramePlacement]).toBeCloseTo(value as number, 6);
    }
    expect(placement.centre.x).toBeCloseTo((eyes.left.x + eyes.right.x) / 2, 6);
    expect(placement.centre.y).toBeCloseTo((eyes.left.y + eyes.right.y) / 2, 6);
  });
});

describe('smoothPlacement', () => {
  const at = (x: number, angleDeg = 0): FramePlacement => ({
    centre: { x, y: 100 },
    width: 200,
    height: 100,
    angleDeg,
    yawDeg: angleDeg / 2,
  });
  it.each<[string, FramePlacement | null, FramePlacement, number, FramePlacement]>([
    ['the first placement is taken as it is', null, at(50), 0.5, at(50)],
    ['a small move goes halfway', at(100, 0), at(120, 10), 0.5, at(110, 5)],
    ['keeping nothing jumps', at(100), at(120), 0, at(120)],
    ['a jump wider than the frame is followed at once', at(100), at(400), 0.5, at(400)],
  ])('%s', (_case, previous, next, keep, expected) => {
    expect(smoothPlacement(previous, next, keep)).toEqual(expected);
  });
});

describe('cameraMessage', () => {
  const failure = (name: string) => Object.assign(new Error('camera'), { name });
  it.each([
    ['NotAllowedError', TRY_ON_MESSAGES.cameraRefused],
    ['SecurityError', TRY_ON_MESSAGES.cameraRefused],
    ['NotFoundError', TRY_ON_MESSAGES.cameraMissing],
    ['OverconstrainedError', TRY_ON_MESSAGES.cameraMissing],
    ['NotReadableError', TRY_ON_MESSAGES.cameraBusy],
    ['TypeError', TRY_ON_MESSAGES.cameraRefused],
  ])('%s', (name, message) => {
    expect(cameraMessage(failure(name))).toBe(message);
  });
});
