import type { FaceSample } from './face-sample';

// How wide a face is and which frames fit it (docs/product.md#face-fit).

/**
 * How far the face's widest points at the temples sit behind the pupils, in millimetres. The
 * ruler is read at the pupils' depth; the temples, further from the camera, show smaller by
 * D / (D + 20), and the width is scaled back up by as much (about 5 % at 40 cm).
 */
export const TEMPLES_BEHIND_PUPILS_MM = 20;

/** Adult frames' total widths the shop recommends within, in millimetres. */
export const ADULT_FRAME_WIDTH_MM = { min: 125, max: 150 } as const;

/**
 * A frame fits from 2 mm narrower than the face (the hinges flex that much without pinching) to
 * 6 mm wider (3 mm past each temple, where size guides put the frame's edge).
 */
export const FIT_BELOW_FACE_MM = 2;
export const FIT_ABOVE_FACE_MM = 6;

export type FitVerdict = 'fits' | 'narrow' | 'wide';

export const FIT_WORDS: Readonly<Record<FitVerdict, string>> = {
  fits: 'Fits you',
  narrow: 'Narrow for you',
  wide: 'Wide for you',
};

/** A frame's total width range, in millimetres, both ends included. */
export interface WidthRange {
  minMm: number;
  maxMm: number;
}

/** The face's width at the temples in one frame, in millimetres, with the ruler read at the pupils. */
export function sampleFaceWidthMm(sample: FaceSample, mmPerPx: number, viewingDistanceMm: number): number {
  const { od, os } = sample.temples;
  const widthPx = Math.hypot(os.x - od.x, os.y - od.y);
  return (widthPx * mmPerPx * (viewingDistanceMm + TEMPLES_BEHIND_PUPILS_MM)) / viewingDistanceMm;
}

const clamp = (value: number) =>
  Math.min(ADULT_FRAME_WIDTH_MM.max, Math.max(ADULT_FRAME_WIDTH_MM.min, value));

/**
 * The frame widths that fit a face: face −2 … +6 mm, kept within adult frames (a face beyond them
 * is shown the nearest adult sizes), whole millimetres as frames are sold.
 */
export function recommendedFrameWidth(faceWidthMm: number): WidthRange {
  return {
    minMm: clamp(Math.round(faceWidthMm - FIT_BELOW_FACE_MM)),
    maxMm: clamp(Math.round(faceWidthMm + FIT_ABOVE_FACE_MM)),
  };
}

/** Whether a frame's total width fits the range, or is narrow or wide for it. */
export function frameFit(frameWidthMm: number, range: WidthRange): FitVerdict {
  if (frameWidthMm < range.minMm) return 'narrow';
  if (frameWidthMm > range.maxMm) return 'wide';
  return 'fits';
}
