import type { FaceSample } from './face-sample';
import { pupilsPx } from './pd-gate';
import { distancePdFromNear } from './pd-convergence';
import { cardRuler, irisMmPerPx, viewingDistanceMm } from './pd-ruler';

// One camera frame measured (docs/product.md#pd-measure): its ruler, the PD the camera saw, the
// distance PD it stands for, and where the nose bridge splits it. Distances are taken along the
// eye line, never along the picture's x axis, so a tilted head or a turned camera reads the same.

export type Ruler = 'iris' | 'card';

export interface SampleMeasure {
  ruler: Ruler;
  mmPerPx: number;
  viewingDistanceMm: number;
  /** The PD as the camera saw it, the eyes converging on the screen. */
  nearPdMm: number;
  /** The PD looking far: what a prescription carries. */
  distancePdMm: number;
  /** The right eye's (OD) share of the PD, pupil to the nose bridge along the eye line. */
  odShare: number;
}

/**
 * Millimetres per pixel at the eyes by the ruler asked for: the card's when it asks for the card
 * (null when the frame has no usable card), else the larger iris's: a head turned even a little
 * narrows the far iris on the picture, and a lid covers more of the smaller one, so the larger is
 * the one nearer its true width (on the demo faces, docs/product.md#pd-accuracy).
 */
export function sampleMmPerPx(sample: FaceSample, ruler: Ruler): number | null {
  if (ruler === 'card') {
    if (!sample.card) return null;
    const card = cardRuler(sample.card);
    return card.ok ? card.mmPerPx : null;
  }
  return irisMmPerPx(Math.max(sample.iris.od.diameterPx, sample.iris.os.diameterPx));
}

/** The right eye's share of the pupils' distance, to the nose bridge projected on the eye line. */
export function bridgeShare(sample: FaceSample): number {
  const { od, os } = sample.iris;
  const eyes = pupilsPx(sample);
  const toBridge =
    (sample.noseBridge.x - od.x) * (os.x - od.x) + (sample.noseBridge.y - od.y) * (os.y - od.y);
  return toBridge / eyes / eyes;
}

/** One frame measured with a ruler, or null when the frame lacks that ruler. */
export function measureSample(sample: FaceSample, ruler: Ruler): SampleMeasure | null {
  const mmPerPx = sampleMmPerPx(sample, ruler);
  if (mmPerPx === null || !(mmPerPx > 0)) return null;
  const distance = viewingDistanceMm(mmPerPx, sample.imageWidthPx);
  const nearPdMm = pupilsPx(sample) * mmPerPx;
  return {
    ruler,
    mmPerPx,
    viewingDistanceMm: distance,
    nearPdMm,
    distancePdMm: distancePdFromNear(nearPdMm, distance),
    odShare: bridgeShare(sample),
  };
}
