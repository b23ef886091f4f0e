import { findFace, loadFaceModels, type DetectionInput, type FaceFinding } from '@/lib/try-on/face-detection';

/**
 * The try-on's detector in the browser: face-api and TensorFlow.js are imported only
 * here, and this module is imported only by the try-on dialog, so no page pays for them until a
 * shopper opens the try-on. Weights and WASM binaries come from the shop's own origin
 * (scripts/copy-served-assets.mjs copies them into public/try-on/ at build).
 */
export const TRY_ON_ASSETS = { models: '/try-on/models', wasm: '/try-on/wasm/' } as const;

/** The name of the performance measure of each detection (read by bench/try-on-detect.ts). */
export const DETECTION_MEASURE = 'oculo:face-detection';

// face-api's bundle carries all of TensorFlow.js, but its types declare only the tensor parts.
interface TensorflowRuntime {
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
  getBackend(): string;
  setWasmPaths?: (prefix: string) => void;
}

/**
 * WebAssembly first: on a phone or laptop without a usable GPU it detects a 640 px picture in under
 * 100 ms, where WebGL in software takes ~700 ms and plain JavaScript ~1.5 s (bench/try-on-detect.ts).
 */
const BACKENDS = ['wasm', 'webgl', 'cpu'] as const;

export interface FaceDetector {
  backend: string;
  find(input: DetectionInput): Promise<FaceFinding>;
}

let loading: Promise<FaceDetector> | null = null;

/** The detector, loaded once per page; a failed load is tried again on the next call. */
export function loadFaceDetector(): Promise<FaceDetector> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function load(): Promise<FaceDetector> {
  const faceapi = await import('@vladmandic/face-api');
  const tf = faceapi.tf as unknown as TensorflowRuntime;
  tf.setWasmPaths?.(TRY_ON_ASSETS.wasm);
  for (const backend of BACKENDS) {
    const ready = await tf.setBackend(backend).catch(() => false);
    if (ready) break;
  }
  await tf.ready();
  await loadFaceModels(faceapi, { url: TRY_ON_ASSETS.models });
  return {
    backend: tf.getBackend(),
    async find(input) {
      const started = performance.now();
      const finding = await findFace(faceapi, input);
      performance.measure(DETECTION_MEASURE, { start: started, end: performance.now() });
      return finding;
    },
  };
}
