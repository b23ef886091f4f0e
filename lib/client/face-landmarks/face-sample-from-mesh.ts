import type { FaceSample, ImagePoint, IrisFound } from '@/lib/shop/face-sample';
import { eyeLineRollDeg } from '@/lib/shop/photo-canonical';
import { MESH_POINTS, type EyePoints } from './mesh-points';

/** A mesh point as the landmark library gives it: x and y in the picture's pixels, z depth. */
export type MeshPoint = readonly [number, number, number?];

/** One face the library found: its mesh and, when it could tell, its head pose in radians. */
export interface FoundMesh {
  mesh: readonly MeshPoint[];
  rotation?: { angle: { yaw: number; roll: number } } | null;
}

export interface SampleContext {
  imageWidthPx: number;
  atMs: number;
  /**
   * The picture is mirrored (a front camera's photo saved as the preview showed it): the person's
   * right eye is then on the picture's right, where the mesh calls it "left".
   */
  mirrored?: boolean;
}

/**
 * A gap between the lids' middles of this share of the eye's corner-to-corner width reads as
 * closed, and this one as open: open eyes in face-api's demo photographs read 0.34–0.45, a
 * half-shut one 0.08.
 */
export const LID_GAP_CLOSED = 0.1;
export const LID_GAP_OPEN = 0.34;

const degrees = (radians: number) => (radians * 180) / Math.PI;
const distance = (a: ImagePoint, b: ImagePoint) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The face sample of one mesh (docs/product.md#fit), or null when the mesh has no iris points
 * (the iris network did not run, so no ruler for the measurements).
 */
export function faceSampleFromMesh(found: FoundMesh, context: SampleContext): FaceSample | null {
  const { mesh } = found;
  if (mesh.length < MESH_POINTS.count) return null;
  const point = (index: number): ImagePoint => {
    const [x, y] = mesh[index] ?? [Number.NaN, Number.NaN];
    return { x, y };
  };
  // The person's right eye is the mesh's right unless the picture is mirrored.
  const [odSide, osSide] = context.mirrored
    ? [MESH_POINTS.left, MESH_POINTS.right]
    : [MESH_POINTS.right, MESH_POINTS.left];
  const od = irisOf(odSide, point);
  const os = irisOf(osSide, point);
  return {
    iris: { od, os },
    temples: { od: point(odSide.temple), os: point(osSide.temple) },
    noseBridge: point(MESH_POINTS.noseBridge),
    yawDeg: yawDegrees(found, point),
    // the tilt of the line between the pupils: 0 when level, positive when the picture's right eye is lower
    rollDeg: eyeLineRollDeg(od, os),
    eyeOpen: { od: openness(odSide, point), os: openness(osSide, point) },
    imageWidthPx: context.imageWidthPx,
    atMs: context.atMs,
  };
}

function irisOf(eye: EyePoints, point: (index: number) => ImagePoint): IrisFound {
  const [centre, right, , left] = eye.iris;
  const { x, y } = point(centre);
  // the horizontal edges: the vertical ones are often under the eyelids
  return { x, y, diameterPx: distance(point(right), point(left)) };
}

function openness(eye: EyePoints, point: (index: number) => ImagePoint): number {
  const width = distance(point(eye.outerCorner), point(eye.innerCorner));
  if (width <= 0) return 0;
  const gap = distance(point(eye.upperLid), point(eye.lowerLid)) / width;
  return Math.min(1, Math.max(0, (gap - LID_GAP_CLOSED) / (LID_GAP_OPEN - LID_GAP_CLOSED)));
}

/**
 * The library's yaw from its fitted head pose when it has one; otherwise from the depth of the
 * eyes' outer corners (a turned head brings one nearer the camera).
 */
function yawDegrees(found: FoundMesh, point: (index: number) => ImagePoint): number {
  if (found.rotation) return degrees(found.rotation.angle.yaw);
  const right = found.mesh[MESH_POINTS.right.outerCorner]?.[2] ?? 0;
  const left = found.mesh[MESH_POINTS.left.outerCorner]?.[2] ?? 0;
  const across = point(MESH_POINTS.left.outerCorner).x - point(MESH_POINTS.right.outerCorner).x;
  return degrees(Math.atan2(left - right, Math.abs(across)));
}
