import type { FrameType } from './lens-graph';
import {
  beyondLabRange,
  indexFloors,
  LENS_RULE_MESSAGES,
  multifocalReady,
  recommendationText,
  type LensRules,
  type RulePrescription,
} from './lens-rules';

// The console's preview of the lens rules (docs/operating.md#lens-rules): which catalog frames
// each rule hits and what it says at sample powers, read through the same functions the wizard and
// add-to-cart decide with, so what the console shows is what the shopper meets.

/** What the preview reads of a published frame. */
export interface CatalogFrame {
  code: string;
  name: string;
  type: FrameType;
  rim: string;
  lensHeightMm: number;
}

export interface RuleReach {
  /** Published frames looked at, and how many the rule applies to. */
  frames: number;
  hit: number;
  /** A few frames it applies to, with the words the wizard shows there. */
  examples: { code: string; reason: string }[];
  /** What it says at sample powers (hundredths, signed), around its edges. */
  powers: { power: number; words: string }[];
}

const EXAMPLES = 5;

const sphereOnly = (power: number): RulePrescription => ({
  od_sph: power,
  os_sph: power,
  od_cyl: 0,
  os_cyl: 0,
});

function framesHit(frames: readonly CatalogFrame[], reasonOf: (frame: CatalogFrame) => string | null) {
  let hit = 0;
  const examples: RuleReach['examples'] = [];
  for (const frame of frames) {
    const reason = reasonOf(frame);
    if (reason === null) continue;
    hit += 1;
    if (examples.length < EXAMPLES) examples.push({ code: frame.code, reason });
  }
  return { frames: frames.length, hit, examples };
}

const noFrames = (frames: readonly CatalogFrame[]) => ({ frames: frames.length, hit: 0, examples: [] });

/** Sample powers either side of each edge, minus first as most prescriptions are. */
const around = (edges: readonly number[]) =>
  [...new Set(edges.flatMap((edge) => [edge, edge + 25]))]
    .filter((power) => power > 0)
    .map((power) => -power);

export function lensRulesReach(
  rules: LensRules,
  frames: readonly CatalogFrame[],
): Record<keyof LensRules, RuleReach> {
  const bandEdges = rules.indexByPower.bands.flatMap((band) => (band.upTo === null ? [] : [band.upTo]));
  const { minSphere, maxSphere, maxCylinder } = rules.labRange;
  return {
    indexByPower: {
      ...noFrames(frames),
      powers: around(bandEdges).map((power) => ({
        power,
        words: recommendationText(rules, sphereOnly(power)) ?? '',
      })),
    },
    requiredIndex: {
      ...noFrames(frames),
      powers: [rules.requiredIndex.fromPower - 25, rules.requiredIndex.fromPower].map((strength) => {
        const floor = indexFloors(
          { ...rules, rimIndex: { rims: [], minIndex: 0 } },
          { rim: '' },
          sphereOnly(-strength),
        )[0];
        return { power: -strength, words: floor?.reason ?? 'Any index can be chosen.' };
      }),
    },
    rimIndex: {
      ...framesHit(frames, (frame) => indexFloors(rules, frame, null)[0]?.reason ?? null),
      powers: [],
    },
    multifocalHeight: {
      ...framesHit(frames, (frame) =>
        frame.type === 'eyeglasses' && !multifocalReady(rules, frame.lensHeightMm)
          ? `${LENS_RULE_MESSAGES.tooShallow('Progressive', rules.multifocalHeight.minLensHeightMm)} (${frame.lensHeightMm} mm)`
          : null,
      ),
      powers: [],
    },
    labRange: {
      ...noFrames(frames),
      powers: [minSphere, minSphere - 25, maxSphere, maxSphere + 25].map((power) => {
        const beyond = beyondLabRange(rules, {
          ...sphereOnly(power),
          od_cyl: maxCylinder,
          os_cyl: maxCylinder,
        });
        return {
          power,
          words: beyond.length > 0 ? LENS_RULE_MESSAGES.labReview(beyond) : 'Within the lab’s range.',
        };
      }),
    },
  };
}
