import { createLandmarker, type FaceLandmarker } from './landmarker';
import type { FaceInput, FaceReading, LandmarkProgress, MeasureOptions } from './types';

/**
 * The face landmarks in the browser (docs/product.md#fit, docs/product.md#privacy): Human's face
 * mesh with iris points turns a camera frame or photo into a FaceSample, the shape the measuring
 * rules in lib/shop read. Nothing here is imported until measuring starts: the library, its
 * networks and WebAssembly (from the shop's own origin) load on the first call.
 */
export type { FaceInput, FaceReading, LandmarkProgress, MeasureOptions } from './types';
export type { FaceLandmarker } from './landmarker';
export { FaceModelsUnavailable } from './landmarker';
export { FACE_ASSETS, LANDMARKS_MEASURE } from './assets';

let loading: Promise<FaceLandmarker> | null = null;
const listeners = new Set<(progress: LandmarkProgress) => void>();

/**
 * The landmarker, loaded once per page; every caller waiting hears the progress. A failed load is
 * tried again on the next call.
 */
export function loadFaceLandmarks(
  onProgress?: (progress: LandmarkProgress) => void,
): Promise<FaceLandmarker> {
  if (onProgress) listeners.add(onProgress);
  loading ??= createLandmarker((progress) => listeners.forEach((listener) => listener(progress))).catch(
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  const settled = () => {
    if (onProgress) listeners.delete(onProgress);
  };
  loading.then(settled, settled);
  return loading;
}

/** One detection on a video frame, photo or canvas, loading the landmarker first if need be. */
export async function readFace(input: FaceInput, options?: MeasureOptions): Promise<FaceReading> {
  const landmarker = await loadFaceLandmarks();
  return landmarker.read(input, options);
}
