import type { CardCorners, FaceSample, ImagePoint } from '@/lib/shop/face-sample';

// A face as a camera really sees it, built from the face's true measurements in millimetres and
// not from the rules under test (docs/product.md#pd-measure): a pinhole camera whose field of view
// is 63° across, eyes turning about centres of rotation 13.5 mm behind the pupils to look at the
// camera, temples 20 mm behind the pupils, everything projected exactly.

export interface FaceSpec {
  /** The true distance PD and the right eye's (OD) part of it, in millimetres. */
  pdMm: number;
  odMonoMm: number;
  /** From the pupils to the camera, in millimetres. */
  distanceMm: number;
  imageWidthPx: number;
  irisMm: number;
  faceWidthMm: number;
  /** Where the nose bridge sits sideways, in millimetres from the eyes' centres' middle. */
  bridgeOffsetMm: number;
  yawDeg: number;
  /** An ID-1 card held on the forehead, at the pupils' depth. */
  card: boolean;
}

export const TRUE_FACE: FaceSpec = {
  pdMm: 63,
  odMonoMm: 31.5,
  distanceMm: 400,
  imageWidthPx: 1280,
  irisMm: 11.7,
  faceWidthMm: 140,
  bridgeOffsetMm: 0,
  yawDeg: 0,
  card: false,
};

const ROTATION_CENTRE_MM = 13.5;
const TEMPLES_BEHIND_MM = 20;

/** One frame of the face, exactly projected; the shopper's right eye shows on the picture's left. */
export function syntheticSample(spec: Partial<FaceSpec> = {}, atMs = 0): FaceSample {
  const face = { ...TRUE_FACE, ...spec };
  const focal = face.imageWidthPx / (2 * Math.tan((31.5 * Math.PI) / 180));
  const centre = { x: face.imageWidthPx / 2, y: (face.imageWidthPx * 3) / 8 };
  const project = (x: number, y: number, z: number): ImagePoint => ({
    x: centre.x + (focal * x) / z,
    y: centre.y + (focal * y) / z,
  });
  // Each eye's centre of rotation, and its pupil 13.5 mm along the line to the camera (the origin).
  const eye = (x: number) => {
    const rotation = { x, z: face.distanceMm + ROTATION_CENTRE_MM };
    const length = Math.hypot(rotation.x, rotation.z);
    const pupil = {
      x: rotation.x * (1 - ROTATION_CENTRE_MM / length),
      z: rotation.z * (1 - ROTATION_CENTRE_MM / length),
    };
    return { ...project(pupil.x, 0, pupil.z), diameterPx: (focal * face.irisMm) / pupil.z };
  };
  const middle = face.odMonoMm - face.pdMm / 2;
  const templesZ = face.distanceMm + TEMPLES_BEHIND_MM;
  const sample: FaceSample = {
    iris: { od: eye(-face.odMonoMm + middle), os: eye(face.pdMm - face.odMonoMm + middle) },
    temples: {
      od: project(-face.faceWidthMm / 2, 5, templesZ),
      os: project(face.faceWidthMm / 2, 5, templesZ),
    },
    noseBridge: project(middle + face.bridgeOffsetMm, -5, face.distanceMm - 10),
    yawDeg: face.yawDeg,
    rollDeg: 0,
    eyeOpen: { od: 0.8, os: 0.8 },
    imageWidthPx: face.imageWidthPx,
    atMs,
  };
  if (!face.card) return sample;
  const [w, h] = [85.6 / 2, 53.98 / 2];
  const card: CardCorners = {
    topLeft: project(-w, -30 - 2 * h, face.distanceMm),
    topRight: project(w, -30 - 2 * h, face.distanceMm),
    bottomRight: project(w, -30, face.distanceMm),
    bottomLeft: project(-w, -30, face.distanceMm),
  };
  return { ...sample, card };
}

/** A run of frames of one face, a frame every 33 ms. */
export function syntheticVideo(count: number, spec: Partial<FaceSpec> = {}): FaceSample[] {
  return Array.from({ length: count }, (_, index) => syntheticSample(spec, index * 33));
}

const mapPoints = (sample: FaceSample, move: (point: ImagePoint) => ImagePoint): FaceSample => ({
  ...sample,
  iris: {
    od: { ...move(sample.iris.od), diameterPx: sample.iris.od.diameterPx },
    os: { ...move(sample.iris.os), diameterPx: sample.iris.os.diameterPx },
  },
  temples: { od: move(sample.temples.od), os: move(sample.temples.os) },
  noseBridge: move(sample.noseBridge),
  ...(sample.card
    ? {
        card: {
          topLeft: move(sample.card.topLeft),
          topRight: move(sample.card.topRight),
          bottomRight: move(sample.card.bottomRight),
          bottomLeft: move(sample.card.bottomLeft),
        },
      }
    : {}),
});

/** The same frame from a camera with `factor` times the pixels: every length scales. */
export function scaled(sample: FaceSample, factor: number): FaceSample {
  const moved = mapPoints(sample, (point) => ({ x: point.x * factor, y: point.y * factor }));
  return {
    ...moved,
    iris: {
      od: { ...moved.iris.od, diameterPx: sample.iris.od.diameterPx * factor },
      os: { ...moved.iris.os, diameterPx: sample.iris.os.diameterPx * factor },
    },
    imageWidthPx: sample.imageWidthPx * factor,
  };
}

/** The same frame with the head tilted `deg` about the picture's centre: the roll follows. */
export function rotated(sample: FaceSample, deg: number): FaceSample {
  const angle = (deg * Math.PI) / 180;
  const centre = { x: sample.imageWidthPx / 2, y: (sample.imageWidthPx * 3) / 8 };
  const moved = mapPoints(sample, (point) => ({
    x: centre.x + (point.x - centre.x) * Math.cos(angle) - (point.y - centre.y) * Math.sin(angle),
    y: centre.y + (point.x - centre.x) * Math.sin(angle) + (point.y - centre.y) * Math.cos(angle),
  }));
  return { ...moved, rollDeg: sample.rollDeg + deg };
}

/** A seeded generator of numbers in [0, 1), so a noisy run is the same run every time. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The frame with every landmark and iris diameter off by up to ±`px` pixels. */
export function jittered(sample: FaceSample, px: number, random: () => number): FaceSample {
  const off = () => (random() * 2 - 1) * px;
  const moved = mapPoints(sample, (point) => ({ x: point.x + off(), y: point.y + off() }));
  return {
    ...moved,
    iris: {
      od: { ...moved.iris.od, diameterPx: sample.iris.od.diameterPx + off() },
      os: { ...moved.iris.os, diameterPx: sample.iris.os.diameterPx + off() },
    },
  };
}
