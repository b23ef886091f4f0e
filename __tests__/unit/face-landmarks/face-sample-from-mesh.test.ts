import {
  faceSampleFromMesh,
  LID_GAP_CLOSED,
  LID_GAP_OPEN,
  type MeshPoint,
} from '@/lib/client/face-landmarks/face-sample-from-mesh';
import { MESH_POINTS, type EyePoints } from '@/lib/client/face-landmarks/mesh-points';

// The face sample from Human's mesh (docs/product.md#fit): which eye is whose, the iris ruler, the
// head's tilt and how open the eyes are. The mesh is made by hand: a face of a 640 px picture, the
// person's right eye (the mesh's "right") on the picture's left.

type Placed = Record<number, MeshPoint>;

function face(overrides: Placed = {}): MeshPoint[] {
  const { right, left } = MESH_POINTS;
  const eye = (points: EyePoints, cx: number, cy: number): Placed => ({
    [points.iris[0]]: [cx, cy, 0],
    [points.iris[1]]: [cx + 8, cy, 0],
    [points.iris[2]]: [cx, cy - 8, 0],
    [points.iris[3]]: [cx - 8, cy, 0],
    [points.iris[4]]: [cx, cy + 8, 0],
    [points.outerCorner]: [cx - 20 * Math.sign(320 - cx), cy, 0],
    [points.innerCorner]: [cx + 20 * Math.sign(320 - cx), cy, 0],
    [points.upperLid]: [cx, cy - 8, 0],
    [points.lowerLid]: [cx, cy + 8, 0],
  });
  const placed: Placed = {
    ...eye(right, 270, 300),
    ...eye(left, 370, 300),
    [right.temple]: [200, 300, 0],
    [left.temple]: [440, 300, 0],
    [MESH_POINTS.noseBridge]: [320, 295, 0],
    ...overrides,
  };
  return Array.from({ length: MESH_POINTS.count }, (_, index) => placed[index] ?? [0, 0, 0]);
}

const context = { imageWidthPx: 640, atMs: 1234 };

describe('faceSampleFromMesh', () => {
  it('gives the person’s right eye (on the picture’s left) as OD, each iris with its diameter', () => {
    const sample = faceSampleFromMesh({ mesh: face() }, context);
    expect(sample).toMatchObject({
      iris: { od: { x: 270, y: 300, diameterPx: 16 }, os: { x: 370, y: 300, diameterPx: 16 } },
      temples: { od: { x: 200, y: 300 }, os: { x: 440, y: 300 } },
      noseBridge: { x: 320, y: 295 },
      imageWidthPx: 640,
      atMs: 1234,
    });
  });

  it('swaps the eyes of a mirrored picture, where the person’s right eye is on the picture’s right', () => {
    const sample = faceSampleFromMesh({ mesh: face() }, { ...context, mirrored: true });
    expect(sample?.iris.od.x).toBe(370);
    expect(sample?.iris.os.x).toBe(270);
    expect(sample?.temples.od.x).toBe(440);
  });

  it('has no sample without the iris points (no ruler to measure with)', () => {
    expect(faceSampleFromMesh({ mesh: face().slice(0, 468) }, context)).toBeNull();
  });

  it('reads an iris diameter across its horizontal edges, along a tilted eye too', () => {
    const [, right, , left] = MESH_POINTS.right.iris;
    const sample = faceSampleFromMesh(
      { mesh: face({ [right]: [276, 306, 0], [left]: [264, 294, 0] }) },
      context,
    );
    expect(sample?.iris.od.diameterPx).toBeCloseTo(Math.hypot(12, 12));
  });

  it.each([
    ['level pupils', 0, 300],
    ['the picture’s right eye lower', 10, 300 + 100 * Math.tan(Math.PI / 18)],
    ['the picture’s right eye higher', -10, 300 - 100 * Math.tan(Math.PI / 18)],
  ])('%s roll the head by %s°', (_name, roll, osY) => {
    const sample = faceSampleFromMesh({ mesh: face({ [MESH_POINTS.left.iris[0]]: [370, osY, 0] }) }, context);
    expect(sample?.rollDeg).toBeCloseTo(roll);
  });

  it('takes the yaw from the library’s head pose, in degrees', () => {
    const sample = faceSampleFromMesh(
      { mesh: face(), rotation: { angle: { yaw: -Math.PI / 12, roll: 0 } } },
      context,
    );
    expect(sample?.yawDeg).toBeCloseTo(-15);
  });

  it('without a head pose, reads the yaw from the depth of the eyes’ outer corners', () => {
    // outer corners at x 250 and 390 (140 px apart); the left one 140 px further away
    const mesh = face({ [MESH_POINTS.left.outerCorner]: [390, 300, 140] });
    expect(faceSampleFromMesh({ mesh }, context)?.yawDeg).toBeCloseTo(45);
  });

  // the eye is 40 px from corner to corner
  it.each([
    ['shut', 0, 0],
    ['at the closed mark', 0, 40 * LID_GAP_CLOSED],
    ['half open', 0.5, 40 * ((LID_GAP_CLOSED + LID_GAP_OPEN) / 2)],
    ['at the open mark', 1, 40 * LID_GAP_OPEN],
    ['wide open', 1, 40 * 0.5],
  ])('an eye %s is %s open', (_name, open, gap) => {
    const { upperLid, lowerLid } = MESH_POINTS.left;
    const sample = faceSampleFromMesh(
      { mesh: face({ [upperLid]: [370, 300 - gap / 2, 0], [lowerLid]: [370, 300 + gap / 2, 0] }) },
      context,
    );
    expect(sample?.eyeOpen.os).toBeCloseTo(open);
    expect(sample?.eyeOpen.od).toBe(1);
  });
});
