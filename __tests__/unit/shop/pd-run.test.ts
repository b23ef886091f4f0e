import type { FaceSample } from '@/lib/shop/face-sample';
import { GATE_MESSAGES } from '@/lib/shop/pd-gate';
import { measurePd, MIN_SAMPLES } from '@/lib/shop/pd-measure';
import { addFrame, PD_RUN_START, shortfallMessage, type PdRun } from '@/lib/shop/pd-run';
import { photoFaceWidth } from '@/lib/shop/photo-face-width';
import { syntheticSample, syntheticVideo } from './face-sample-fixtures';

// The PD tool's live count and message (docs/product.md#pd-measure) and a photo's face width
// (docs/product.md#fit).

const runOf = (samples: readonly FaceSample[]): PdRun => samples.reduce(addFrame, PD_RUN_START);
const face = syntheticSample();
const shifted = (sample: FaceSample, dx: number): FaceSample => ({
  ...sample,
  iris: {
    od: { ...sample.iris.od, x: sample.iris.od.x + dx },
    os: { ...sample.iris.os, x: sample.iris.os.x + dx },
  },
});

describe('docs/product.md#pd-measure: the run as it goes', () => {
  it.each<[string, FaceSample[], { passed: number; broken: string | null }]>([
    ['no frame yet', [], { passed: 0, broken: null }],
    ['three steady frames', syntheticVideo(3), { passed: 3, broken: null }],
    [
      'a blink after two',
      [face, face, { ...face, eyeOpen: { od: 0, os: 0 } }],
      { passed: 2, broken: 'eyes-open' },
    ],
    [
      'a jump of 20 px (pupils 160 px apart: over 3 %)',
      [face, shifted(face, 20)],
      { passed: 1, broken: 'steady' },
    ],
    [
      'a turned head, then a good frame again',
      [face, { ...face, yawDeg: 20 }, face],
      { passed: 2, broken: null },
    ],
  ])('%s', (_, samples, expected) => {
    const run = runOf(samples);
    expect({ passed: run.passed, broken: run.broken }).toEqual(expected);
    expect(run.samples).toHaveLength(samples.length);
  });

  it('counts the frames measurePd finds, so 30 on screen is a PD', () => {
    const frames = [...syntheticVideo(20), { ...face, yawDeg: 30 }, shifted(face, 40), ...syntheticVideo(10)];
    const run = runOf(frames);
    expect(run.passed).toBe(MIN_SAMPLES);
    expect(measurePd(run.samples)).toMatchObject({ ok: true, samplesUsed: MIN_SAMPLES });
  });
});

describe('docs/product.md#pd-measure: what most frames lacked', () => {
  it.each([
    [
      { ok: false, samplesPassed: 12, needed: 30, mostFailed: 'steady' } as const,
      `We could measure only 12 of the 30 frames a PD needs. Most frames needed this: ${GATE_MESSAGES.steady}.`,
    ],
    [
      { ok: false, samplesPassed: 0, needed: 30, mostFailed: 'close-enough' } as const,
      'We could measure only 0 of the 30 frames a PD needs. Most frames needed this: Come closer.',
    ],
    [
      { ok: false, samplesPassed: 0, needed: 30, mostFailed: null } as const,
      'We could measure only 0 of the 30 frames a PD needs. We cannot see your face: face the camera in good light.',
    ],
  ])('%j', (shortfall, message) => {
    expect(shortfallMessage(shortfall)).toBe(message);
  });
});

describe('docs/product.md#fit: one photo sizes the face, not the PD', () => {
  it.each([
    [{ faceWidthMm: 140 }, 140],
    [{ faceWidthMm: 128, distanceMm: 550, imageWidthPx: 1920 }, 128],
  ])('a face of %j reads %i mm wide', (spec, width) => {
    const answer = photoFaceWidth(syntheticSample(spec));
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.faceWidthMm).toBeCloseTo(width, 0);
  });

  it.each([
    [{ ...face, yawDeg: 15 }, GATE_MESSAGES.frontal],
    [syntheticSample({ distanceMm: 900 }), GATE_MESSAGES['close-enough']],
  ])('a photo the gate refuses says why (%#)', (sample, message) => {
    expect(photoFaceWidth(sample)).toEqual({ ok: false, message });
  });
});
