import type { Config } from '@vladmandic/human';
import { FACE_ASSETS } from './assets';

/**
 * Human's settings for measuring: only the face detector, the face mesh and the iris network
 * (docs/product.md#fit); no emotion, description, body, hands or gestures, which it runs by default.
 * The mesh and the irises are found afresh on every frame; only the face detector's box may be
 * reused, as Human does on a video whose picture changed little, for at most a few frames (the
 * previous mesh tells where the face is): 70 → 55 ms a 640 px frame here (bench/face-landmarks.ts).
 */
export const HUMAN_CONFIG = {
  backend: 'wasm',
  modelBasePath: FACE_ASSETS.models,
  wasmPath: FACE_ASSETS.wasm,
  // the HTTP cache keeps the files; nothing of the face layer goes into the shopper's storage
  cacheModels: false,
  warmup: 'none',
  debug: false,
  // the picture as the camera took it: no brightness or colour filters, and no copy of it kept
  filter: { enabled: false, return: false },
  gesture: { enabled: false },
  face: {
    enabled: true,
    // two, so a second face is refused rather than one guessed at
    detector: {
      rotation: false,
      maxDetected: 2,
      minConfidence: 0.5,
      return: false,
      skipFrames: 5,
      skipTime: 500,
    },
    mesh: { enabled: true },
    iris: { enabled: true },
    attention: { enabled: false },
    emotion: { enabled: false },
    description: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  segmentation: { enabled: false },
} as const;

// Human merges these over its defaults; its type asks for every field of each part.
export const humanConfig = HUMAN_CONFIG as unknown as Partial<Config>;
