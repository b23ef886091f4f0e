import type { FaceSample } from './face-sample';
import { sampleFaceWidthMm } from './face-fit';
import { gateSample, type GateRule } from './pd-gate';
import { CARD_RULER_RELATIVE_SD, IRIS_DIAMETER_MM, IRIS_DIAMETER_SD_MM } from './pd-ruler';
import { measureSample, type Ruler, type SampleMeasure } from './pd-sample';
import { median, medianStandardError } from './robust-stats';

// A run of camera frames summed up into the shopper's PD (docs/product.md#pd-measure): every frame
// through the quality gate, each passing one measured, and the medians of at least 30 taken.

/** Frames that must pass the gate before the shop gives a PD. */
export const MIN_SAMPLES = 30;
/**
 * The nose bridge stands in front of the pupils, so a head turned by θ shifts it sideways on the
 * picture by its depth × sin θ (some 1.7 mm at 10°): the split per eye reads only frames turned 5°
 * or less, and needs this many of them.
 */
export const BRIDGE_YAW_MAX_DEG = 5;
export const MIN_BRIDGE_SAMPLES = 15;
/**
 * The right eye's share of the PD the bridge may give: eyes differ by a millimetre or two, so a
 * bridge further off centre (±2.5 mm at 63) was found off the nose's middle, and the PD is split in
 * halves instead.
 */
export const BRIDGE_SHARE_RANGE = { min: 0.46, max: 0.54 } as const;

export interface PdMeasurement {
  ok: true;
  /** The distance PD, both eyes, in millimetres (unrounded: see `roundToHalfMm`). */
  singleMm: number;
  /** Each eye's distance PD: right (OD) and left (OS); they add up to `singleMm`. */
  dualMm: { od: number; os: number };
  /** Whether the nose bridge split the PD, or it was halved. */
  dualFrom: 'bridge' | 'half';
  /** One standard uncertainty of `singleMm`, in millimetres: the frames' spread and the ruler's. */
  uncertaintyMm: number;
  samplesUsed: number;
  ruler: Ruler;
  /** The eyes' median distance from the camera, in millimetres. */
  viewingDistanceMm: number;
  /** The face's width at the temples, in millimetres (docs/product.md#face-fit). */
  faceWidthMm: number;
}

export interface PdShortfall {
  ok: false;
  samplesPassed: number;
  needed: number;
  /** The rule most frames broke, for the shopper to put right; null when none failed. */
  mostFailed: GateRule | null;
}

export interface MeasureOptions {
  /**
   * The frames are views of one photo (lib/shop/photo-views.ts): nothing moved while it was taken
   * as far as the views can tell, and their differences are the views' own, so "Hold still" is not
   * asked.
   */
  still?: boolean;
}

/** The frames that pass the gate, each compared with the last one that passed (unless still). */
export function passingSamples(
  samples: readonly FaceSample[],
  options: MeasureOptions = {},
): { passed: FaceSample[]; failed: GateRule[] } {
  const passed: FaceSample[] = [];
  const failed: GateRule[] = [];
  for (const sample of samples) {
    const answer = gateSample(sample, options.still ? null : (passed.at(-1) ?? null));
    if (answer.ok) passed.push(sample);
    else failed.push(answer.rule);
  }
  return { passed, failed };
}

function mostCommon(rules: readonly GateRule[]): GateRule | null {
  const counts = new Map<GateRule, number>();
  for (const rule of rules) counts.set(rule, (counts.get(rule) ?? 0) + 1);
  let best: GateRule | null = null;
  for (const [rule, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = rule;
  return best;
}

/** Every frame measured with one ruler, those lacking it left out. */
function measuredWith(samples: readonly FaceSample[], ruler: Ruler) {
  return samples.flatMap((sample) => {
    const measure = measureSample(sample, ruler);
    return measure ? [{ sample, measure }] : [];
  });
}

/** The right eye's share: the bridge's, when enough frontal frames agree on a plausible one. */
function splitShare(measured: readonly { sample: FaceSample; measure: SampleMeasure }[]) {
  const frontal = measured.filter(({ sample }) => Math.abs(sample.yawDeg) <= BRIDGE_YAW_MAX_DEG);
  const share = median(frontal.map(({ measure }) => measure.odShare));
  if (
    frontal.length >= MIN_BRIDGE_SAMPLES &&
    share >= BRIDGE_SHARE_RANGE.min &&
    share <= BRIDGE_SHARE_RANGE.max
  )
    return { share, from: 'bridge' as const };
  return { share: 0.5, from: 'half' as const };
}

/**
 * The shopper's PD from a run of frames, or what it lacks. A card is the better ruler: when at
 * least 30 passing frames show a usable one, they alone are measured by it; otherwise the irises
 * measure every passing frame.
 */
export function measurePd(
  samples: readonly FaceSample[],
  options: MeasureOptions = {},
): PdMeasurement | PdShortfall {
  const { passed, failed } = passingSamples(samples, options);
  const byCard = measuredWith(passed, 'card');
  const ruler: Ruler = byCard.length >= MIN_SAMPLES ? 'card' : 'iris';
  const measured = ruler === 'card' ? byCard : measuredWith(passed, 'iris');
  if (measured.length < MIN_SAMPLES)
    return { ok: false, samplesPassed: measured.length, needed: MIN_SAMPLES, mostFailed: mostCommon(failed) };

  const pds = measured.map(({ measure }) => measure.distancePdMm);
  const singleMm = median(pds);
  // The ruler's error is the same in every frame (one person's iris, one card), so it does not
  // average out: it adds to the frames' spread rather than shrinking with their number.
  const rulerSd =
    singleMm * (ruler === 'card' ? CARD_RULER_RELATIVE_SD : IRIS_DIAMETER_SD_MM / IRIS_DIAMETER_MM);
  const { share, from } = splitShare(measured);
  return {
    ok: true,
    singleMm,
    dualMm: { od: singleMm * share, os: singleMm * (1 - share) },
    dualFrom: from,
    uncertaintyMm: Math.hypot(medianStandardError(pds), rulerSd),
    samplesUsed: measured.length,
    ruler,
    viewingDistanceMm: median(measured.map(({ measure }) => measure.viewingDistanceMm)),
    faceWidthMm: median(
      measured.map(({ sample, measure }) =>
        sampleFaceWidthMm(sample, measure.mmPerPx, measure.viewingDistanceMm),
      ),
    ),
  };
}

/** A PD as prescriptions write it: to the nearest half millimetre (docs/product.md#prescription-rules). */
export function roundToHalfMm(mm: number): number {
  return Math.round(mm * 2) / 2;
}
