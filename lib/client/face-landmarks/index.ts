import {
  CANONICAL_PICTURE,
  canonicalTransform,
  canvasMatrix,
  composeTransforms,
  invertTransform,
  sampleInPhoto,
  viewToPicture,
  type CanonicalPicture,
  type PictureTransform,
} from '@/lib/shop/photo-canonical';
import { PHOTO_VIEW_COUNT, photoViews, viewRegion } from '@/lib/shop/photo-views';
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

/**
 * A photo read as the views of lib/shop/photo-views.ts (docs/product.md#pd-measure): the photo is
 * read once to find the pupils, drawn as its canonical picture (level, the pupils a set distance
 * apart: lib/shop/photo-canonical.ts), and each view of that picture is read as a frame (by `read`,
 * the landmarks' own by default) and taken back to the photo's pixels. The readings come in the
 * views' order; a photo with no face, or more than one, gives that one reading.
 */
export async function readPhotoViews(
  photo: HTMLImageElement | HTMLCanvasElement,
  read: (input: FaceInput, options?: MeasureOptions) => Promise<FaceReading> = readFace,
): Promise<FaceReading[]> {
  const photoWidth = photo instanceof HTMLImageElement ? photo.naturalWidth : photo.width;
  const found = await read(photo, { atMs: 0, faceBox: 'fresh' });
  if (found.kind !== 'face') return [found];
  const picture = CANONICAL_PICTURE;
  const canonical = canonicalTransform(found.sample.iris, picture);
  const source = drawn(photo, canonical, picture);
  const { width, height } = picture;
  const toPhoto = invertTransform(canonical);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  const readings: FaceReading[] = [];
  for (const [index, view] of photoViews(PHOTO_VIEW_COUNT).entries()) {
    const region = viewRegion(view, width, height);
    context?.drawImage(source, region.left, region.top, region.width, region.height, 0, 0, width, height);
    // a view is a frame some 67 ms after the last, as a camera's at 15 a second
    const reading = await read(canvas, { atMs: index * 67, faceBox: index === 0 ? 'fresh' : 'views' });
    readings.push(
      reading.kind === 'face'
        ? {
            kind: 'face',
            sample: sampleInPhoto(
              reading.sample,
              composeTransforms(viewToPicture(region, width), toPhoto),
              photoWidth,
            ),
          }
        : reading,
    );
  }
  return readings;
}

/** The photo drawn as its canonical picture, on grey where the photo does not reach. */
function drawn(
  photo: HTMLImageElement | HTMLCanvasElement,
  transform: PictureTransform,
  picture: Readonly<CanonicalPicture>,
): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = picture.width;
  canvas.height = picture.height;
  const context = canvas.getContext('2d');
  if (!context) return canvas;
  context.fillStyle = '#7f7f7f';
  context.fillRect(0, 0, picture.width, picture.height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.setTransform(...canvasMatrix(transform));
  context.drawImage(photo, 0, 0);
  return canvas;
}
