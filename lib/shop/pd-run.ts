import type { FaceSample } from './face-sample';
import { gateSample, GATE_MESSAGES, type GateRule } from './pd-gate';
import type { PdShortfall } from './pd-measure';

// A camera run of the PD tool as it goes (docs/product.md#pd-measure): every frame read is kept for
// measurePd, and the tool shows how many passed the quality gate and, in the gate's words, the rule
// the latest failing frame broke. Each frame is gated against the last one that passed, exactly as
// measurePd gates them afterwards, so "N of 30 frames" is the count measurePd will find.

/** How long the camera measures before the tool stops and says what most frames lacked. */
export const PD_RUN_TIME_LIMIT_MS = 45_000;

export interface PdRun {
  samples: readonly FaceSample[];
  passed: number;
  lastPassed: FaceSample | null;
  /** The rule the latest frame that failed broke, until a frame passes again. */
  broken: GateRule | null;
}

export const PD_RUN_START: PdRun = { samples: [], passed: 0, lastPassed: null, broken: null };

/** The run with one more frame read. */
export function addFrame(run: PdRun, sample: FaceSample): PdRun {
  const answer = gateSample(sample, run.lastPassed);
  const samples = [...run.samples, sample];
  if (answer.ok) return { samples, passed: run.passed + 1, lastPassed: sample, broken: null };
  return { ...run, samples, broken: answer.rule };
}

export const PD_RUN_MESSAGES = {
  noFace: 'We cannot see your face: face the camera in good light.',
  severalFaces: 'We see more than one face: only yours, please.',
  progress: (passed: number, needed: number) => `${Math.min(passed, needed)} of ${needed} frames`,
  short: (passed: number, needed: number) =>
    `We could measure only ${passed} of the ${needed} frames a PD needs.`,
  mostFrames: (rule: GateRule) => `Most frames needed this: ${GATE_MESSAGES[rule]}.`,
} as const;

/** What the shopper reads when the time ran out before 30 frames passed: the count, then what most frames lacked. */
export function shortfallMessage(shortfall: PdShortfall): string {
  const short = PD_RUN_MESSAGES.short(shortfall.samplesPassed, shortfall.needed);
  return shortfall.mostFailed
    ? `${short} ${PD_RUN_MESSAGES.mostFrames(shortfall.mostFailed)}`
    : `${short} ${PD_RUN_MESSAGES.noFace}`;
}
