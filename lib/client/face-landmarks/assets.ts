/**
 * Where the face landmarks' files are served from: the shop's own origin, never a model hub
 * (docs/product.md#privacy). scripts/copy-served-assets.mjs copies them from the installed
 * packages into public/face/ before every build and dev start; the folder is not in git.
 */
export const FACE_ASSETS = {
  /** Human's face detector, face mesh and iris networks (their JSON and weights). */
  models: '/face/models/',
  /** TensorFlow.js's WebAssembly builds, the same version Human bundles (the copy checks it). */
  wasm: '/face/wasm/',
} as const;

/** The networks measuring needs, by their file names under FACE_ASSETS.models. */
export const FACE_MODELS = ['blazeface', 'facemesh', 'iris'] as const;

/** The name of the performance measure of each detection (read by bench/face-landmarks.ts). */
export const LANDMARKS_MEASURE = 'oculo:face-landmarks';
