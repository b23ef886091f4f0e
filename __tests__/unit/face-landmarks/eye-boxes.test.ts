import {
  EYE_BOX_SCALE,
  EYE_BOX_SCALES,
  EYE_BOX_SHIFT_PX,
  eyeBoxes,
  readingOfEye,
} from '@/lib/client/face-landmarks/eye-boxes';
import { robustIris } from '@/lib/client/face-landmarks/robust-iris';

// Where the iris network reads an eye of the full picture, and what its answer means
// (docs/product.md#pd-measure): Human's own eye box and decoding, in the picture's pixels.

const corners = [
  { x: 100, y: 200 },
  { x: 140, y: 204 },
] as const;

describe('the eye boxes', () => {
  it('the first box is Human’s: the corners’ box enlarged 2.3 and squared on their middle', () => {
    const [box] = eyeBoxes(corners, 1, 64);
    expect(box?.size).toBeCloseTo(40 * EYE_BOX_SCALE, 9);
    expect((box?.left ?? 0) + (box?.size ?? 0) / 2).toBeCloseTo(120, 9);
    expect((box?.top ?? 0) + (box?.size ?? 0) / 2).toBeCloseTo(202, 9);
  });

  it('the others spread over the scales 2.1–2.5 and half an input pixel of shift, the same every time', () => {
    const boxes = eyeBoxes(corners, 16, 64);
    expect(boxes).toHaveLength(16);
    expect(eyeBoxes(corners, 16, 64)).toEqual(boxes);
    for (const box of boxes.slice(1)) {
      const scale = box.size / 40;
      expect(scale).toBeGreaterThanOrEqual(EYE_BOX_SCALES.min);
      expect(scale).toBeLessThanOrEqual(EYE_BOX_SCALES.max);
      const inputPixel = box.size / 64;
      expect(Math.abs(box.left + box.size / 2 - 120)).toBeLessThanOrEqual(
        EYE_BOX_SHIFT_PX * inputPixel + 1e-9,
      );
      expect(Math.abs(box.top + box.size / 2 - 202)).toBeLessThanOrEqual(
        EYE_BOX_SHIFT_PX * inputPixel + 1e-9,
      );
    }
    const scales = new Set(boxes.map((box) => box.size.toFixed(3)));
    expect(scales.size).toBe(16);
  });
});

describe('an eye read back from the network’s answer', () => {
  // 76 points of x, y, z on a 64 px input; the iris's centre, right, top, left, bottom are the last five
  const answer = (iris: [number, number][]) => {
    const values = new Array<number>(76 * 3).fill(0);
    iris.forEach(([x, y], index) => {
      values[(71 + index) * 3] = x;
      values[(71 + index) * 3 + 1] = y;
    });
    return values;
  };
  const box = { left: 50, top: 100, size: 128 };
  const iris = answer([
    [30, 32],
    [36, 32],
    [30, 26],
    [24, 32],
    [30, 38],
  ]);

  it.each<[boolean, number]>([
    [false, 50 + (30 / 64) * 128],
    [true, 50 + (1 - 30 / 64) * 128],
  ])(
    'mirrored %s: the centre at x %f, the diameter the edges’ distance in the picture’s pixels',
    (flipped, x) => {
      const found = readingOfEye(iris, box, 64, flipped);
      expect(found.x).toBeCloseTo(x, 9);
      expect(found.y).toBeCloseTo(100 + (32 / 64) * 128, 9);
      expect(found.diameterPx).toBeCloseTo((12 / 64) * 128, 9);
    },
  );

  it('many readings make one iris by their robust mean, a stray one left out', () => {
    const readings = [20, 20.2, 19.8, 20.1, 19.9, 26].map((diameterPx) => ({ x: 10, y: 5, diameterPx }));
    expect(robustIris(readings)).toEqual({ x: 10, y: 5, diameterPx: expect.closeTo(20, 9) });
  });
});
