import type { FaceSample } from './face-sample';
import { sampleFaceWidthMm } from './face-fit';
import { gateSample } from './pd-gate';
import { measureSample } from './pd-sample';

// A single photo is one frame (docs/product.md#fit): it gives no PD, which needs 30 frames, but
// its irises still size the face, so the frame widths that fit can be recommended from it.

export type PhotoFaceWidth = { ok: true; faceWidthMm: number } | { ok: false; message: string };

/**
 * The face's width read off one photo by its irises, if the photo passes the quality gate (a photo
 * has no previous frame, so only steadiness is not asked).
 */
export function photoFaceWidth(sample: FaceSample): PhotoFaceWidth {
  const gate = gateSample(sample, null);
  if (!gate.ok) return { ok: false, message: gate.message };
  const measure = measureSample(sample, 'iris');
  if (!measure) return { ok: false, message: 'Come closer' };
  return { ok: true, faceWidthMm: sampleFaceWidthMm(sample, measure.mmPerPx, measure.viewingDistanceMm) };
}
