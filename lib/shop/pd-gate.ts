import type { FaceSample } from './face-sample';

// The quality gate a camera frame passes before it is measured (docs/product.md#pd-measure). A
// frame that fails says, in the shopper's words, the first thing to put right; the rules are
// checked in the order a shopper can act on them.

/** Head turned or tilted more than this, the eyes' distance on the picture is foreshortened. */
export const FRONTAL_MAX_DEG = 10;
/** Below this openness the lid covers the iris's edge, and its diameter (the ruler) reads short. */
export const EYE_OPEN_MIN = 0.3;
/**
 * The smallest iris, in pixels, that makes a ruler: one pixel off is 1/18 of it (5.5 %), which the
 * landmarks' sub-pixel fit and the median of many frames bring well below the ruler's own spread.
 */
export const IRIS_MIN_PX = 18;
/**
 * The most the eyes may move since the last frame that passed, as a share of their distance on
 * the picture (about 2 mm of face), and the most the face may grow or shrink (coming nearer or going
 * back), as a share of its width: a moving face blurs, and its landmarks lag.
 */
export const STEADY_MAX_SHARE = 0.03;

export type GateRule = 'frontal' | 'eyes-open' | 'close-enough' | 'steady';

export const GATE_MESSAGES: Readonly<Record<GateRule, string>> = {
  frontal: 'Turn your face to the camera',
  'eyes-open': 'Open your eyes',
  'close-enough': 'Come closer',
  steady: 'Hold still',
};

export type GateAnswer = { ok: true } | { ok: false; rule: GateRule; message: string };

const fail = (rule: GateRule): GateAnswer => ({ ok: false, rule, message: GATE_MESSAGES[rule] });

const eyesMiddle = (sample: FaceSample) => ({
  x: (sample.iris.od.x + sample.iris.os.x) / 2,
  y: (sample.iris.od.y + sample.iris.os.y) / 2,
});
/** The pupils' distance on the picture, in pixels. */
export const pupilsPx = (sample: FaceSample) =>
  Math.hypot(sample.iris.od.x - sample.iris.os.x, sample.iris.od.y - sample.iris.os.y);
/** The face's width at the temples on the picture, in pixels. */
const templesPx = (sample: FaceSample) =>
  Math.hypot(sample.temples.od.x - sample.temples.os.x, sample.temples.od.y - sample.temples.os.y);

/**
 * Whether a frame may be measured, or the first rule it breaks. `previous` is the last frame that
 * passed (none for a photo or the first frame): steadiness is movement since then, in share of the
 * eyes' own distance so that it means the same near or far.
 */
export function gateSample(sample: FaceSample, previous: FaceSample | null = null): GateAnswer {
  if (Math.abs(sample.yawDeg) > FRONTAL_MAX_DEG || Math.abs(sample.rollDeg) > FRONTAL_MAX_DEG)
    return fail('frontal');
  if (Math.min(sample.eyeOpen.od, sample.eyeOpen.os) < EYE_OPEN_MIN) return fail('eyes-open');
  if (Math.min(sample.iris.od.diameterPx, sample.iris.os.diameterPx) < IRIS_MIN_PX)
    return fail('close-enough');
  if (previous) {
    const eyes = pupilsPx(sample);
    const before = eyesMiddle(previous);
    const now = eyesMiddle(sample);
    const moved = Math.hypot(now.x - before.x, now.y - before.y);
    // Nearer or further is read off the face's width, not the pupils' distance: on real landmarks
    // the pupils' distance jumps 5–7 % between frames of a still face (the very noise the median
    // of 30 frames removes) while the face's outline changes under 1 % (docs/product.md#pd-accuracy).
    const width = templesPx(sample);
    const nearer = Math.abs(width - templesPx(previous));
    if (moved > STEADY_MAX_SHARE * eyes || nearer > STEADY_MAX_SHARE * width) return fail('steady');
  }
  return { ok: true };
}
