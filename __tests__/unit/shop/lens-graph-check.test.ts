import type { LensOptionRecord, LensOptionRules } from '@/lib/shop/lens-graph';
import {
  lensOptionProblems,
  lensOptionReach,
  movedOrder,
  type LensOptionDraftFacts,
} from '@/lib/shop/lens-graph-check';
import { DEFAULT_LENS_RULES, LENS_RULE_MESSAGES } from '@/lib/shop/lens-rules';
import type { CatalogFrame } from '@/lib/shop/lens-rules-reach';

// The console's check of where a lens option applies reads the wizard's own rule.

const FRAMES: CatalogFrame[] = [
  { code: 'E1', name: 'Tall acetate', type: 'eyeglasses', rim: 'full-rim', lensHeightMm: 32 },
  { code: 'E2', name: 'Shallow metal', type: 'eyeglasses', rim: 'full-rim', lensHeightMm: 27 },
  { code: 'E3', name: 'Drilled', type: 'eyeglasses', rim: 'rimless', lensHeightMm: 28 },
  { code: 'S1', name: 'Aviator', type: 'sunglasses', rim: 'full-rim', lensHeightMm: 24 },
];
const RULES = DEFAULT_LENS_RULES;

const option = (rules: LensOptionRules, forUses: string[] | null = null): LensOptionRecord => ({
  id: 1,
  step: 'lens_index',
  code: 'index_test',
  name: 'Test',
  description: '',
  priceCents: 0,
  isDefault: false,
  forUses,
  rules,
  path: null,
  sort: 10,
});

describe('lensOptionReach', () => {
  it.each<[string, LensOptionRules, string[] | null, string[]]>([
    ['no rules: every frame', {}, null, ['E1', 'E2', 'E3', 'S1']],
    ['eyeglasses only', { frameTypes: ['eyeglasses'] }, null, ['E1', 'E2', 'E3']],
    ['a tall frame for a reading zone', { multifocalFrame: true }, null, ['E1', 'E3']],
    ['not for drilled rimless mounts', { rims: ['full-rim', 'semi-rimless'] }, null, ['E1', 'E2', 'S1']],
    [
      'eyeglasses, tall and rimmed',
      { frameTypes: ['eyeglasses'], multifocalFrame: true, rims: ['full-rim'] },
      null,
      ['E1'],
    ],
    ['powers do not rule out a frame', { maxSphere: 400, maxCylinder: 200 }, null, ['E1', 'E2', 'E3', 'S1']],
    ['under a lens use: checked as under its first use', {}, ['single_vision'], ['E1', 'E2', 'E3', 'S1']],
  ])('%s', (_name, rules, forUses, fits) => {
    const reach = lensOptionReach(option(rules, forUses), FRAMES, RULES);
    expect(reach.frames.fitExamples).toEqual(fits);
    expect(reach.frames.fits).toBe(fits.length);
    expect(reach.frames.total).toBe(FRAMES.length);
    expect(reach.frames.missExamples.map((miss) => miss.code)).toEqual(
      FRAMES.map((frame) => frame.code).filter((code) => !fits.includes(code)),
    );
  });

  it('counts by type and rim and says why a frame is missed', () => {
    const reach = lensOptionReach(
      option({ frameTypes: ['eyeglasses'], multifocalFrame: true }),
      FRAMES,
      RULES,
    );
    expect(reach.frames.groups).toEqual([
      { type: 'eyeglasses', rim: 'full-rim', frames: 2, fits: 1 },
      { type: 'eyeglasses', rim: 'rimless', frames: 1, fits: 1 },
      { type: 'sunglasses', rim: 'full-rim', frames: 1, fits: 0 },
    ]);
    expect(reach.frames.missExamples).toEqual([
      { code: 'E2', reason: expect.stringMatching(/too shallow/) },
      { code: 'S1', reason: 'Not offered for sunglasses.' },
    ]);
  });

  it('docs/product.md#lens-rules: an index below the rim rule misses rimless frames, with its reason', () => {
    const reach = lensOptionReach({ ...option({}), code: 'index_157' }, FRAMES, RULES);
    expect(reach.frames.missExamples).toEqual([
      { code: 'E3', reason: LENS_RULE_MESSAGES.rimIndex('rimless', 159) },
    ]);
    const thick = lensOptionReach({ ...option({}), code: 'index_159' }, FRAMES, RULES);
    expect(thick.frames.fits).toBe(FRAMES.length);
  });

  it.each<[string, LensOptionRules, string[] | null, object]>([
    ['any prescription', {}, null, { sphere: null, cylinder: null, addition: 'any', uses: null }],
    [
      'up to ±6.00 SPH and 2.00 CYL',
      { maxSphere: 600, maxCylinder: 200 },
      null,
      { sphere: { min: -600, max: 600 }, cylinder: { min: -200, max: 200 } },
    ],
    ['an ADD required', { addition: 'required' }, null, { addition: 'required' }],
    ['an ADD refused', { addition: 'refused' }, null, { addition: 'refused' }],
    ['under two uses', {}, ['single_vision', 'progressive'], { uses: ['single_vision', 'progressive'] }],
  ])('prescriptions: %s', (_name, rules, forUses, expected) => {
    expect(lensOptionReach(option(rules, forUses), FRAMES, RULES).prescriptions).toMatchObject(expected);
  });

  it('keeps at most five examples of each side', () => {
    const many = Array.from({ length: 9 }, (_, index) => ({ ...must(FRAMES[0]), code: `F${index}` }));
    const reach = lensOptionReach(option({}), many, RULES);
    expect(reach.frames.fitExamples).toHaveLength(5);
    expect(reach.frames.fits).toBe(9);
  });
});

describe('lensOptionProblems', () => {
  const USES = ['single_vision', 'progressive'];
  const draft = (facts: Partial<LensOptionDraftFacts>): LensOptionDraftFacts => ({
    step: 'add_ones',
    rules: {},
    forUses: null,
    path: null,
    ...facts,
  });
  it.each<[string, Partial<LensOptionDraftFacts>, string[]]>([
    ['a plain coating', {}, []],
    ['an ADD rule outside the lens use step', { rules: { addition: 'required' } }, ['rules.addition']],
    [
      'a lens use with an ADD rule and a path',
      { step: 'lens_use', rules: { addition: 'required' }, path: ['prescription'] },
      [],
    ],
    ['a lens use without a path', { step: 'lens_use' }, ['path']],
    ['a lens use leading to itself', { step: 'lens_use', path: ['lens_use', 'add_ones'] }, ['path']],
    [
      'a lens use under another lens use',
      { step: 'lens_use', forUses: ['progressive'], path: ['add_ones'] },
      ['forUses'],
    ],
    ['a path outside the lens use step', { path: ['lens_type'] }, ['path']],
    ['a lens use that does not exist', { forUses: ['single_vision', 'trifocal'] }, ['forUses']],
    ['known lens uses', { forUses: USES }, []],
    [
      'powers off the quarter dioptre',
      { rules: { maxSphere: 610, maxCylinder: 210 } },
      ['rules.maxSphere', 'rules.maxCylinder'],
    ],
    ['powers on the quarter dioptre', { rules: { maxSphere: 625, maxCylinder: 200 } }, []],
  ])('%s', (_name, facts, fields) => {
    expect(lensOptionProblems(draft(facts), USES).map((problem) => problem.field)).toEqual(fields);
  });
});

describe('movedOrder', () => {
  it.each<[string, number, 'up' | 'down', number[]]>([
    ['up from the middle', 2, 'up', [2, 1, 3]],
    ['down from the middle', 2, 'down', [1, 3, 2]],
    ['the first cannot go up', 1, 'up', [1, 2, 3]],
    ['the last cannot go down', 3, 'down', [1, 2, 3]],
    ['an id not in the step', 9, 'up', [1, 2, 3]],
  ])('%s', (_name, id, direction, expected) => {
    expect(movedOrder([1, 2, 3], id, direction)).toEqual(expected);
  });
});

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing');
  return value;
}
