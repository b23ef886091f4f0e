import type { FaceSample } from '@/lib/shop/face-sample';
import { gateSample, GATE_MESSAGES, type GateAnswer } from '@/lib/shop/pd-gate';
import { syntheticSample } from './face-sample-fixtures';

// A face 400 mm from a 1280 px camera: irises about 30 px, pupils about 160 px apart.
const face = syntheticSample();
const moved = (sample: FaceSample, dx: number): FaceSample => ({
  ...sample,
  iris: {
    od: { ...sample.iris.od, x: sample.iris.od.x + dx },
    os: { ...sample.iris.os, x: sample.iris.os.x + dx },
  },
});
/** The pupils read further apart about their middle, the face's outline unchanged. */
const spread = (sample: FaceSample, share: number): FaceSample => {
  const half = ((sample.iris.os.x - sample.iris.od.x) * share) / 2;
  return {
    ...sample,
    iris: {
      od: { ...sample.iris.od, x: sample.iris.od.x - half },
      os: { ...sample.iris.os, x: sample.iris.os.x + half },
    },
  };
};
const failing = (rule: keyof typeof GATE_MESSAGES): GateAnswer => ({
  ok: false,
  rule,
  message: GATE_MESSAGES[rule],
});

describe('docs/product.md#pd-measure: the quality gate', () => {
  it.each<[string, FaceSample, FaceSample | null, GateAnswer]>([
    ['a frontal, open-eyed, near, steady face', face, null, { ok: true }],
    ['turned 10° (the limit)', { ...face, yawDeg: 10 }, null, { ok: true }],
    ['turned 10.5°', { ...face, yawDeg: 10.5 }, null, failing('frontal')],
    ['turned −12°', { ...face, yawDeg: -12 }, null, failing('frontal')],
    ['tilted −10° (the limit)', { ...face, rollDeg: -10 }, null, { ok: true }],
    ['tilted 11°', { ...face, rollDeg: 11 }, null, failing('frontal')],
    ['eyes open 0.3 (the limit)', { ...face, eyeOpen: { od: 0.3, os: 0.9 } }, null, { ok: true }],
    [
      'the left eye half closed (0.2)',
      { ...face, eyeOpen: { od: 0.9, os: 0.2 } },
      null,
      failing('eyes-open'),
    ],
    ['a blink', { ...face, eyeOpen: { od: 0, os: 0 } }, null, failing('eyes-open')],
    ['irises of 18.1 px (just above 18)', syntheticSample({ imageWidthPx: 760 }), null, { ok: true }],
    ['irises of 17.99 px', syntheticSample({ imageWidthPx: 754 }), null, failing('close-enough')],
    [
      'irises of 15 px (800 mm away on a 1280 px camera)',
      syntheticSample({ distanceMm: 800 }),
      null,
      failing('close-enough'),
    ],
    ['moved 2 % of the eyes distance since the last frame', moved(face, 3.2), face, { ok: true }],
    ['moved 5 % of the eyes distance since the last frame', moved(face, 8), face, failing('steady')],
    ['came 5 % nearer since the last frame', face, syntheticSample({ distanceMm: 420 }), failing('steady')],
    ['came 2 % nearer since the last frame', face, syntheticSample({ distanceMm: 408 }), { ok: true }],
    // the landmarks' own noise on a still face: the pupils' distance reads 6 % longer, the face the same
    ['the pupils read 6 % apart on a still face', spread(face, 0.06), face, { ok: true }],
    [
      'turned and closed: the first rule is named',
      { ...face, yawDeg: 20, eyeOpen: { od: 0, os: 0 } },
      null,
      failing('frontal'),
    ],
  ])('%s', (_, sample, previous, answer) => {
    expect(gateSample(sample, previous)).toEqual(answer);
  });

  it('speaks to the shopper', () => {
    expect(GATE_MESSAGES).toEqual({
      frontal: 'Turn your face to the camera',
      'eyes-open': 'Open your eyes',
      'close-enough': 'Come closer',
      steady: 'Hold still',
    });
  });
});
