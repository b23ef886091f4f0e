import type { Config, Human } from '@vladmandic/human';
import { FACE_MODELS, LANDMARKS_MEASURE } from './assets';
import { faceSampleFromMesh, type MeshPoint } from './face-sample-from-mesh';
import { HUMAN_CONFIG, humanConfig } from './human-config';
import type { FaceInput, FaceReading, LandmarkProgress, MeasureOptions } from './types';

/** The models could not be loaded (offline, a missing file): measuring cannot start. */
export class FaceModelsUnavailable extends Error {
  constructor(missing: readonly string[]) {
    super(`The face models could not be loaded: ${missing.join(', ')}.`);
    this.name = 'FaceModelsUnavailable';
  }
}

export interface FaceLandmarker {
  /** The TensorFlow.js backend in use (wasm where the browser can). */
  backend: string;
  /** One detection: the face sample of the one face in the picture, or why there is none. */
  read(input: FaceInput, options?: MeasureOptions): Promise<FaceReading>;
}

// When the face detector's box may be reused (human-config.ts): on a video's frames, for a few frames
// and half a second; never ('fresh', a photo's first view); or by count alone, never by the clock
// ('views', a photo's other views), so a photo reads the same however fast the device is and
// whatever was read before it.
const detectorWith = (skip: { skipFrames: number; skipTime: number }) =>
  ({ face: { detector: { ...HUMAN_CONFIG.face.detector, ...skip } } }) as unknown as Partial<Config>;
const FACE_BOX_REUSE = {
  video: detectorWith(HUMAN_CONFIG.face.detector),
  fresh: detectorWith({ skipFrames: 0, skipTime: 0 }),
  views: detectorWith({ skipFrames: HUMAN_CONFIG.face.detector.skipFrames, skipTime: 3_600_000 }),
} as const;

// How often the models' download is looked at while loading, for the progress callback.
const PROGRESS_EVERY_MS = 150;

/**
 * Loads Human (its bundle carries TensorFlow.js) with a dynamic import, so no page pays for it
 * until measuring starts, then its three networks from the shop's origin.
 */
export async function createLandmarker(
  onProgress: (progress: LandmarkProgress) => void,
): Promise<FaceLandmarker> {
  onProgress({ step: 'library', modelsLoaded: 0, modelsTotal: FACE_MODELS.length });
  const { Human } = await import('@vladmandic/human');
  const human: Human = new Human(humanConfig);
  const loadedNow = () => human.models.stats().modelStats.filter((model) => model.loaded).length;
  const report = () =>
    onProgress({ step: 'models', modelsLoaded: loadedNow(), modelsTotal: FACE_MODELS.length });
  report();
  const timer = setInterval(report, PROGRESS_EVERY_MS);
  try {
    await human.load();
  } finally {
    clearInterval(timer);
  }
  // Human logs a model that failed to load and goes on; measuring without one would only fail later.
  const loaded = new Set(
    human.models.stats().modelStats.flatMap((model) => (model.loaded ? [model.name] : [])),
  );
  const missing = FACE_MODELS.filter((name) => !loaded.has(name));
  if (missing.length > 0) throw new FaceModelsUnavailable(missing);
  onProgress({ step: 'ready', modelsLoaded: FACE_MODELS.length, modelsTotal: FACE_MODELS.length });
  return {
    backend: String(human.tf.getBackend()),
    async read(input, options = {}) {
      const started = performance.now();
      // Human keeps a config given to detect, so each call says whether the face box may be reused
      const result = await human.detect(input, FACE_BOX_REUSE[options.faceBox ?? 'video']);
      performance.measure(LANDMARKS_MEASURE, { start: started, end: performance.now() });
      const faces = result.face;
      if (faces.length > 1) return { kind: 'several', count: faces.length };
      const [face] = faces;
      if (!face) return { kind: 'none' };
      const sample = faceSampleFromMesh(
        { mesh: face.mesh as MeshPoint[], rotation: face.rotation },
        { imageWidthPx: widthOf(input), atMs: options.atMs ?? 0, mirrored: options.mirrored },
      );
      return sample ? { kind: 'face', sample } : { kind: 'none' };
    },
  };
}

function widthOf(input: FaceInput): number {
  if (typeof HTMLVideoElement !== 'undefined' && input instanceof HTMLVideoElement) return input.videoWidth;
  if (typeof HTMLImageElement !== 'undefined' && input instanceof HTMLImageElement) return input.naturalWidth;
  return input.width;
}
