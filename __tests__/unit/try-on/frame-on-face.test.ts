import { FRONT_AHEAD_OF_BRIDGE_MM, placeFrameOnFace } from '@/lib/try-on/frame-on-face';
import { facePoints, straightFace } from '@/lib/try-on/face-points';
import { AVERAGE_PD_MM, type Point } from '@/lib/try-on/frame-placement';
import { facePointsOf, HEAD, type Shot } from '../../support/head-on-camera';

// A frame on a face at its true size (docs/product.md#try-on-true-size): scaled from the PD (the
// shopper's measured one or the 63 mm mean), its lenses on the pupils' line, its bridge on the nose,
// turned with the eye line and narrowed and shifted with the head's turn.

const FRAME = { widthMm: 140, aspect: 0.5 };
const at = { x: 320, y: 240 };
const radians = (degrees: number) => (degrees * Math.PI) / 180;

interface Expected {
  /** The centre's offset from the pupils' midpoint, in picture pixels. */
  centre: Point;
  width: number;
  height: number;
  angleDeg: number;
  yawDeg: number;
}

describe('placeFrameOnFace on a head of known size', () => {
  // 2 px a millimetre: the 63 mm PD shows 126 px apart facing the camera
  const scale = 2;
  it.each<[string, Shot, number, Expected]>([
    [
      'facing the camera: as wide as the frame, the bridge on the nose, on the pupils’ line',
      { yawDeg: 0, rollDeg: 0, scale, at },
      AVERAGE_PD_MM,
      { centre: { x: 0, y: 0 }, width: 280, height: 140, angleDeg: 0, yawDeg: 0 },
    ],
    [
      'a measured PD wider than the mean: the same face is smaller in millimetres, the frame wider on it',
      { yawDeg: 0, rollDeg: 0, scale, at },
      70,
      { centre: { x: 0, y: 0 }, width: 280 * (63 / 70), height: 140 * (63 / 70), angleDeg: 0, yawDeg: 0 },
    ],
    [
      'turned 30° to its own left: narrowed by cos 30°, as tall, shifted toward larger x',
      { yawDeg: 30, rollDeg: 0, scale, at },
      AVERAGE_PD_MM,
      {
        // the nose bridge 15 mm ahead of the pupils, the front 5 mm ahead of it: 20 mm · sin 30°
        centre: { x: (HEAD.bridgeAheadMm + FRONT_AHEAD_OF_BRIDGE_MM) * 0.5 * scale, y: 0 },
        width: 280 * Math.cos(radians(30)),
        height: 140,
        angleDeg: 0,
        yawDeg: 30,
      },
    ],
    [
      'turned 30° to its own right: the same, toward smaller x',
      { yawDeg: -30, rollDeg: 0, scale, at },
      AVERAGE_PD_MM,
      {
        centre: { x: -(HEAD.bridgeAheadMm + FRONT_AHEAD_OF_BRIDGE_MM) * 0.5 * scale, y: 0 },
        width: 280 * Math.cos(radians(30)),
        height: 140,
        angleDeg: 0,
        yawDeg: -30,
      },
    ],
    [
      'tilted 20° clockwise and turned 10°: the shift runs along the tilted eye line',
      { yawDeg: 10, rollDeg: 20, scale, at },
      AVERAGE_PD_MM,
      {
        centre: {
          x: 20 * Math.sin(radians(10)) * scale * Math.cos(radians(20)),
          y: 20 * Math.sin(radians(10)) * scale * Math.sin(radians(20)),
        },
        width: 280 * Math.cos(radians(10)),
        height: 140,
        angleDeg: 20,
        yawDeg: 10,
      },
    ],
  ])('%s', (_case, shot, pdMm, expected) => {
    const placement = placeFrameOnFace(facePointsOf(shot), FRAME, pdMm);
    expect(placement.centre.x - at.x).toBeCloseTo(expected.centre.x, 6);
    expect(placement.centre.y - at.y).toBeCloseTo(expected.centre.y, 6);
    expect(placement.width).toBeCloseTo(expected.width, 6);
    expect(placement.height).toBeCloseTo(expected.height, 6);
    expect(placement.angleDeg).toBeCloseTo(expected.angleDeg, 6);
    expect(placement.yawDeg).toBeCloseTo(expected.yawDeg, 6);
  });

  it.each([0, 25, -25])(
    'keeps two frames’ widths in the ratio of their millimetres, turned %i°',
    (yawDeg) => {
      const face = facePointsOf({ yawDeg, rollDeg: 5, scale: 2.4, at });
      const narrow = placeFrameOnFace(face, { widthMm: 126, aspect: 0.5 });
      const wide = placeFrameOnFace(face, { widthMm: 150, aspect: 0.5 });
      expect(wide.width / narrow.width).toBeCloseTo(150 / 126, 9);
    },
  );
});

describe('the bridge on the nose, the lenses on the pupils', () => {
  const eyes = { left: { x: 200, y: 300 }, right: { x: 326, y: 300 } };
  const facing = straightFace(eyes);
  it.each<[string, Point, Point]>([
    ['a nose bridge midway between the eyes', { x: 263, y: 320 }, { x: 263, y: 300 }],
    // a face whose nose sits 6 px right of the eyes' midpoint carries the frame there, not midway
    ['a nose bridge off the eyes’ midpoint', { x: 269, y: 318 }, { x: 269, y: 300 }],
    ['a bridge landmark above the pupils leaves the lenses on them', { x: 257, y: 280 }, { x: 257, y: 300 }],
  ])('%s', (_case, noseBridge, centre) => {
    const placement = placeFrameOnFace({ ...facing, noseBridge }, FRAME);
    expect(placement.centre.x).toBeCloseTo(centre.x, 6);
    expect(placement.centre.y).toBeCloseTo(centre.y, 6);
    expect(placement.yawDeg).toBe(0);
  });
});

describe('facePoints', () => {
  /** 68 landmarks: eye rings around (100,200) and (160,200), the nose and the outer corners set. */
  function landmarks(mirror: boolean): Point[] {
    const points: Point[] = Array.from({ length: 68 }, () => ({ x: 0, y: 0 }));
    const put = (index: number, point: Point) => {
      points[index] = mirror ? { x: 1000 - point.x, y: point.y } : point;
    };
    for (let index = 0; index < 6; index += 1) {
      put(36 + index, { x: 100 + (index < 3 ? -5 : 5), y: 200 });
      put(42 + index, { x: 160 + (index < 3 ? -5 : 5), y: 200 });
    }
    put(36, { x: 85, y: 200 });
    put(45, { x: 175, y: 200 });
    put(27, { x: 131, y: 198 });
    put(28, { x: 133, y: 214 });
    put(30, { x: 140, y: 240 });
    return points;
  }

  it('takes the bridge halfway between landmarks 27 and 28, the tip from 30, the outer corners from 36 and 45', () => {
    const points = facePoints(landmarks(false));
    expect(points.noseBridge).toEqual({ x: 132, y: 206 });
    expect(points.noseTip).toEqual({ x: 140, y: 240 });
    expect(points.eyeCorners).toEqual({ left: { x: 85, y: 200 }, right: { x: 175, y: 200 } });
  });

  it('orders the corners left to right on a mirrored picture, so the turn reads the other way', () => {
    const { eyeCorners } = facePoints(landmarks(true));
    expect(eyeCorners.left.x).toBeLessThan(eyeCorners.right.x);
    const straight = placeFrameOnFace(facePoints(landmarks(false)), FRAME);
    const mirrored = placeFrameOnFace(facePoints(landmarks(true)), FRAME);
    expect(straight.yawDeg).toBeGreaterThan(0);
    expect(mirrored.yawDeg).toBeCloseTo(-straight.yawDeg, 6);
    expect(mirrored.centre.x).toBeCloseTo(1000 - straight.centre.x, 6);
  });

  it('refuses fewer than 68 landmarks', () => {
    expect(() => facePoints(landmarks(false).slice(0, 48))).toThrow(RangeError);
  });
});
