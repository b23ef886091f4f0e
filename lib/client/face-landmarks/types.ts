import type { FaceSample } from '@/lib/shop/face-sample';

/** What a detection reads: a camera's video, a photo, or a frame drawn on a canvas. */
export type FaceInput =
  HTMLVideoElement | HTMLImageElement | HTMLCanvasElement | OffscreenCanvas | ImageBitmap;

/** The one face in the picture, or why there is none to measure (several are refused, not guessed). */
export type FaceReading =
  { kind: 'face'; sample: FaceSample } | { kind: 'none' } | { kind: 'several'; count: number };

export interface MeasureOptions {
  /** When the frame was taken (a video's currentTime in ms, or performance.now()); a photo's is 0. */
  atMs?: number;
  /** The picture is mirrored, as some phones save front-camera photos. */
  mirrored?: boolean;
  /**
   * Whether the last frame's face box may be reused: as on a video ('video', the default), never
   * ('fresh'), or for a few readings by count alone ('views', a photo's views after the first).
   */
  faceBox?: 'video' | 'fresh' | 'views';
}

/** Loading's progress: the library's code first, then its three networks. */
export interface LandmarkProgress {
  step: 'library' | 'models' | 'ready';
  modelsLoaded: number;
  modelsTotal: number;
}
