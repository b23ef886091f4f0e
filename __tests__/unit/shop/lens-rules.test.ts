import {
  beyondLabRange,
  DEFAULT_LENS_RULES,
  indexFloors,
  indexRefusal,
  LENS_RULE_MESSAGES,
  lensRuleProblems,
  multifocalReady,
  optionIndex,
  progressiveReady,
  recommendationText,
  recommendedIndex,
  strongestMeridian,
  type LensRules,
  type RulePrescription,
} from '@/lib/shop/lens-rules';
import { lensRulesReach, type CatalogFrame } from '@/lib/shop/lens-rules-reach';

// docs/product.md#lens-rules: the lens rules driven by the prescription and the frame, read as
// data. Every rule at its edges, under the shop's defaults and under an edited rule.

const RULES = DEFAULT_LENS_RULES;
const eyes = (od_sph: number, od_cyl = 0, os_sph = 0, os_cyl = 0, prism?: number): RulePrescription => ({
  od_sph,
  od_cyl,
  os_sph,
  os_cyl,
  ...(prism === undefined ? {} : { prism }),
});

describe('docs/product.md#lens-rules: the stronger meridian', () => {
  it.each<[string, RulePrescription, number]>([
    ['nothing typed', { od_sph: null, od_cyl: null, os_sph: null, os_cyl: null }, 0],
    ['a sphere alone', eyes(-525), -525],
    ['SPH + CYL is stronger than SPH', eyes(-400, -100), -500],
    ['a plus CYL weakens a minus SPH', eyes(-400, 150), -400],
    ['the left eye is stronger', eyes(-100, 0, 325), 325],
    ['plus sphere with plus cylinder', eyes(200, 0, 150, 75), 225],
    ['minus cylinder on zero sphere', eyes(0, -200), -200],
  ])('%s', (_, prescription, expected) => {
    expect(strongestMeridian(prescription)).toBe(expected);
  });
});

describe('docs/product.md#lens-rules: the recommended index by power', () => {
  it.each<[number, number]>([
    [0, 150],
    [-200, 150],
    [200, 150],
    [-225, 161],
    [225, 161],
    [-400, 161],
    [400, 161],
    [-425, 167],
    [425, 167],
    [-600, 167],
    [600, 167],
    [-625, 174],
    [625, 174],
    [-1_400, 174],
  ])('power %i → index %i', (power, index) => {
    expect(recommendedIndex(RULES, power)).toBe(index);
  });

  it('says it in the wizard\u2019s words', () => {
    expect(recommendationText(RULES, eyes(-525))).toBe(
      'Your \u22125.25 prescription is best with a 1.67 lens: thinner and lighter.',
    );
    expect(recommendationText(RULES, eyes(-100))).toBe(
      'Your \u22121.00 prescription is best with a 1.50 lens: a standard lens is thin enough.',
    );
    expect(recommendationText(RULES, null)).toBeNull();
  });

  it('an edited band is followed', () => {
    const edited: LensRules = {
      ...RULES,
      indexByPower: {
        bands: [
          { upTo: 300, index: 150 },
          { upTo: null, index: 174 },
        ],
      },
    };
    expect(recommendedIndex(edited, -275)).toBe(150);
    expect(recommendedIndex(edited, -325)).toBe(174);
  });
});

describe('docs/product.md#lens-rules: the index a strong prescription requires', () => {
  it.each<[string, RulePrescription, number, string | null]>([
    ['−5.75 allows 1.50', eyes(-575), 150, null],
    ['−6.00 refuses 1.61', eyes(-600), 161, LENS_RULE_MESSAGES.requiredIndex(-600, 167)],
    ['−6.00 allows 1.67', eyes(-600), 167, null],
    ['−6.25 refuses 1.61', eyes(-625), 161, LENS_RULE_MESSAGES.requiredIndex(-625, 167)],
    ['−6.50 refuses 1.61', eyes(-650), 161, LENS_RULE_MESSAGES.requiredIndex(-650, 167)],
    ['−6.50 allows 1.74', eyes(-650), 174, null],
    ['+6.00 by SPH + CYL refuses 1.50', eyes(450, 150), 150, LENS_RULE_MESSAGES.requiredIndex(600, 167)],
    ['no prescription: no floor', { od_sph: null, od_cyl: null, os_sph: null, os_cyl: null }, 150, null],
  ])('%s', (_, prescription, index, reason) => {
    expect(indexRefusal(indexFloors(RULES, { rim: 'full-rim' }, prescription), index)).toBe(reason);
  });

  it('says it in the wizard\u2019s words', () => {
    expect(LENS_RULE_MESSAGES.requiredIndex(-650, 167)).toBe(
      'Your \u22126.50 prescription needs a 1.67 lens or thinner: a thicker lens would be too heavy and distort at the edges.',
    );
  });
});

describe('docs/product.md#lens-rules: rimless and semi-rimless frames need a tougher index', () => {
  it.each<[string, number, string | null]>([
    ['rimless', 150, LENS_RULE_MESSAGES.rimIndex('rimless', 159)],
    ['rimless', 156, LENS_RULE_MESSAGES.rimIndex('rimless', 159)],
    ['rimless', 159, null],
    ['rimless', 161, null],
    ['semi-rimless', 156, LENS_RULE_MESSAGES.rimIndex('semi-rimless', 159)],
    ['semi-rimless', 159, null],
    ['full-rim', 150, null],
  ])('%s frame, index %i', (rim, index, reason) => {
    expect(indexRefusal(indexFloors(RULES, { rim }, null), index)).toBe(reason);
  });

  it('the stronger floor of rim and power speaks when both apply', () => {
    const floors = indexFloors(RULES, { rim: 'rimless' }, eyes(-650));
    expect(indexRefusal(floors, 150)).toBe(LENS_RULE_MESSAGES.rimIndex('rimless', 159));
    expect(indexRefusal(floors, 161)).toBe(LENS_RULE_MESSAGES.requiredIndex(-650, 167));
    expect(indexRefusal(floors, 167)).toBeNull();
  });
});

describe('docs/product.md#lens-rules: progressive and bifocal lenses need a tall enough frame', () => {
  it.each<[number, boolean]>([
    [26, false],
    [27, false],
    [28, true],
    [29, true],
  ])('lens height %i mm → %p', (height, ready) => {
    expect(multifocalReady(RULES, height)).toBe(ready);
  });

  it('an edited height is followed', () => {
    expect(multifocalReady({ ...RULES, multifocalHeight: { minLensHeightMm: 30 } }, 29)).toBe(false);
  });

  it('says it in the wizard\u2019s words', () => {
    expect(LENS_RULE_MESSAGES.tooShallow('Progressive', 28)).toBe(
      'This frame is too shallow for progressive lenses: they need a lens height of 28 mm or more.',
    );
  });
});

describe('docs/product.md#lens-rules: which frames the shop calls progressive-ready', () => {
  const raised: LensRules = { ...RULES, multifocalHeight: { minLensHeightMm: 31 } };
  it.each<[string, LensRules, { type: string; lensHeightMm: number }, boolean]>([
    ['eyeglasses at the minimum', RULES, { type: 'eyeglasses', lensHeightMm: 28 }, true],
    ['eyeglasses above it', RULES, { type: 'eyeglasses', lensHeightMm: 33 }, true],
    ['eyeglasses a millimetre short', RULES, { type: 'eyeglasses', lensHeightMm: 27 }, false],
    [
      'eyeglasses between the seed and a raised rule',
      raised,
      { type: 'eyeglasses', lensHeightMm: 30 },
      false,
    ],
    ['eyeglasses at a raised rule', raised, { type: 'eyeglasses', lensHeightMm: 31 }, true],
    [
      'tall sunglasses: no progressive lenses are made for them',
      RULES,
      { type: 'sunglasses', lensHeightMm: 40 },
      false,
    ],
    ['an accessory', RULES, { type: 'accessories', lensHeightMm: 40 }, false],
  ])('%s', (_case, rules, frame, ready) => {
    expect(progressiveReady(rules, frame)).toBe(ready);
  });
});

describe('docs/product.md#lens-rules: a prescription beyond the lab\u2019s range is flagged', () => {
  it.each<[string, RulePrescription, string[]]>([
    ['SPH −12.00 is within', eyes(-1_200), []],
    ['SPH −12.25 is beyond', eyes(-1_225), ['SPH \u221212.25']],
    ['SPH +8.00 is within', eyes(800), []],
    ['SPH +8.25 is beyond', eyes(825), ['SPH +8.25']],
    ['CYL −4.00 is within', eyes(-100, -400), []],
    ['CYL −4.25 is beyond', eyes(-100, -425), ['CYL \u22124.25']],
    ['CYL +4.25 of the left eye is beyond', eyes(0, 0, 100, 425), ['CYL +4.25']],
    ['any prism is flagged', eyes(-100, 0, 0, 0, 50), ['a prism']],
    ['no prism is not', eyes(-100, 0, 0, 0, 0), []],
    ['both eyes at the same sphere are named once', eyes(-1_300, 0, -1_300), ['SPH \u221213.00']],
  ])('%s', (_, prescription, beyond) => {
    expect(beyondLabRange(RULES, prescription)).toEqual(beyond);
  });

  it('a prism is not flagged when the rule is turned off', () => {
    expect(
      beyondLabRange({ ...RULES, labRange: { ...RULES.labRange, flagPrism: false } }, eyes(0, 0, 0, 0, 50)),
    ).toEqual([]);
  });

  it('says the shop will confirm by e-mail', () => {
    expect(LENS_RULE_MESSAGES.labReview(['SPH \u221213.00'])).toMatch(/confirm by e-mail/);
  });
});

describe('optionIndex: an index option\u2019s code names its index', () => {
  it.each<[string, number | null]>([
    ['index_150', 150],
    ['index_159', 159],
    ['index_174', 174],
    ['index_test', null],
    ['clear', null],
  ])('%s', (code, index) => {
    expect(optionIndex(code)).toBe(index);
  });
});

describe('lensRuleProblems: what an operator may not save', () => {
  it.each<[string, Parameters<typeof lensRuleProblems>, string[]]>([
    ['the defaults', ['indexByPower', RULES.indexByPower], []],
    [
      'an open band before the last',
      [
        'indexByPower',
        {
          bands: [
            { upTo: null, index: 150 },
            { upTo: null, index: 161 },
          ],
        },
      ],
      ['bands.0.upTo'],
    ],
    ['a closed last band', ['indexByPower', { bands: [{ upTo: 200, index: 150 }] }], ['bands.0.upTo']],
    [
      'bands that do not rise',
      [
        'indexByPower',
        {
          bands: [
            { upTo: 400, index: 150 },
            { upTo: 200, index: 161 },
            { upTo: null, index: 174 },
          ],
        },
      ],
      ['bands.1.upTo'],
    ],
    [
      'a thicker index for a stronger band',
      [
        'indexByPower',
        {
          bands: [
            { upTo: 200, index: 161 },
            { upTo: null, index: 150 },
          ],
        },
      ],
      ['bands.1.index'],
    ],
    ['a power between quarters', ['requiredIndex', { fromPower: 610, minIndex: 167 }], ['fromPower']],
    [
      'a lab range upside down',
      ['labRange', { minSphere: 0, maxSphere: 0, maxCylinder: 400, flagPrism: true }],
      ['minSphere'],
    ],
  ])('%s', (_, [key, value], fields) => {
    expect(lensRuleProblems(key, value).map((problem) => problem.field)).toEqual(fields);
  });
});

describe('lensRulesReach: the console\u2019s preview reads the same rules', () => {
  const FRAMES: CatalogFrame[] = [
    { code: 'E1', name: 'Tall', type: 'eyeglasses', rim: 'full-rim', lensHeightMm: 28 },
    { code: 'E2', name: 'Shallow', type: 'eyeglasses', rim: 'full-rim', lensHeightMm: 27 },
    { code: 'E3', name: 'Drilled', type: 'eyeglasses', rim: 'rimless', lensHeightMm: 30 },
    { code: 'S1', name: 'Sun', type: 'sunglasses', rim: 'semi-rimless', lensHeightMm: 22 },
  ];

  it('names the frames each frame rule hits, with the wizard\u2019s reason', () => {
    const reach = lensRulesReach(RULES, FRAMES);
    expect(reach.rimIndex).toMatchObject({ frames: 4, hit: 2 });
    expect(reach.rimIndex.examples.map((example) => example.code)).toEqual(['E3', 'S1']);
    expect(reach.multifocalHeight).toMatchObject({ hit: 1, examples: [{ code: 'E2' }] });
  });

  it('shows the recommendation either side of every band edge', () => {
    const powers = lensRulesReach(RULES, FRAMES).indexByPower.powers.map((entry) => entry.power);
    expect(powers).toEqual([-200, -225, -400, -425, -600, -625]);
  });
});
