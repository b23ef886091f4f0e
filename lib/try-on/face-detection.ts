import type * as FaceApi from '@vladmandic/face-api';
import { facePoints, type FacePoints } from './face-points';
import type { EyePair } from './frame-placement';

/**
 * Finding the shopper's face, in the browser (docs/product.md#privacy): face-api's tiny face
 * detector, then its tiny 68-point landmarks for the eyes and the nose. The browser and the detection test run
 * this same code; only the face-api build (browser bundle or Node WASM build) and the picture type
 * differ.
 */
export type FaceApiModule = typeof FaceApi;
export type DetectionInput = FaceApi.TNetInput;

/**
 * The detector's settings. 416 is the detector's own default input and finds a face that fills
 * a fifth of a 640 px picture; the score floor keeps out posters and patterned shirts.
 */
export const DETECTOR_SETTINGS = { inputSize: 416, scoreThreshold: 0.4 } as const;

export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type FaceFinding =
  | { kind: 'face'; eyes: EyePair; points: FacePoints; box: FaceBox; score: number }
  | { kind: 'none' }
  | { kind: 'several'; count: number };

/**
 * Loads the detector and landmark networks from a folder URL (browser: public/try-on/models, copied
 * from face-api's model/ folder by scripts/copy-served-assets.mjs) or a folder path (Node).
 */
export async function loadFaceModels(
  faceapi: FaceApiModule,
  from: { url: string } | { folder: string },
): Promise<void> {
  const nets = [faceapi.nets.tinyFaceDetector, faceapi.nets.faceLandmark68TinyNet];
  await Promise.all(
    nets.map((net) => {
      if (net.isLoaded) return undefined;
      return 'url' in from ? net.loadFromUri(from.url) : net.loadFromDisk(from.folder);
    }),
  );
}

/**
 * The one face in the picture with its eyes, or why there is none to use. Several faces are
 * refused rather than guessed between: the frame would land on someone else.
 */
export async function findFace(faceapi: FaceApiModule, input: DetectionInput): Promise<FaceFinding> {
  const options = new faceapi.TinyFaceDetectorOptions(DETECTOR_SETTINGS);
  const faces = await faceapi.detectAllFaces(input, options).withFaceLandmarks(true);
  if (faces.length === 0) return { kind: 'none' };
  if (faces.length > 1) return { kind: 'several', count: faces.length };
  const [face] = faces;
  if (!face) return { kind: 'none' };
  const { box, score } = face.detection;
  const points = facePoints(face.landmarks.positions);
  return {
    kind: 'face',
    eyes: points.eyes,
    points,
    box: { x: box.x, y: box.y, width: box.width, height: box.height },
    score,
  };
}
