import {
  LENS_OPTION_REASONS,
  optionAvailability,
  pathOf,
  stepOptions,
  type LensContext,
  type LensGraph,
  type LensOptionRecord,
} from '@/lib/shop/lens-graph';
import type { LensFlowStep } from '@/lib/shop/lens-names';
import { DEFAULT_LENS_RULES, indexFloors, LENS_RULE_MESSAGES } from '@/lib/shop/lens-rules';
import {
  checkSelection as checkWithRules,
  prescriptionStrength,
  SELECTION_MESSAGES,
  type ChoiceInput,
  type FrameForLenses,
  type ResolvedPrescription,
} from '@/lib/shop/lens-selection';
import { NO_DETAILS, type PrescriptionDetails } from '@/lib/shop/prescription-details';
import {
  PRESCRIPTION_RECORD_MESSAGES,
  readPrescription,
  type PrescriptionDraft,
} from '@/lib/shop/prescription-record';

// The server's check of a whole lens selection (docs/product.md#lens-flow, docs/product.md#calls
// /api/process/next and /submit) against a small graph built here: the first choice is the lens
// use, every later one an offered option of the step its path expects, at the graph's price, with a
// prescription that fits.

function option(
  id: number,
  step: LensFlowStep,
  code: string,
  name: string,
  priceCents: number,
  extra: Partial<LensOptionRecord> = {},
): LensOptionRecord {
  return {
    id,
    step,
    code,
    name,
    description: '',
    priceCents,
    isDefault: false,
    forUses: null,
    rules: {},
    path: null,
    sort: id,
    ...extra,
  };
}

const PRESCRIPTION_PATH: LensFlowStep[] = ['prescription', 'add_ones', 'lens_index', 'lens_type'];

const SINGLE_VISION = option(10, 'lens_use', 'single_vision', 'Single Vision', 0, {
  rules: { frameTypes: ['eyeglasses'], addition: 'refused' },
  path: PRESCRIPTION_PATH,
});
const PROGRESSIVE = option(11, 'lens_use', 'progressive', 'Progressive', 8900, {
  rules: { frameTypes: ['eyeglasses'], addition: 'required', multifocalFrame: true },
  path: PRESCRIPTION_PATH,
});
const READING = option(12, 'lens_use', 'reading', 'Reading', 0, {
  rules: { frameTypes: ['eyeglasses'] },
  path: ['magnification', 'add_ones'],
});
const NON_PRESCRIPTION = option(13, 'lens_use', 'non_prescription', 'Non-Prescription', 0, {
  rules: { frameTypes: ['eyeglasses'] },
  path: ['add_ones', 'lens_type'],
});
const RX_TINTED = option(14, 'lens_use', 'rx_tinted', 'Prescription Tinted Sunglasses', 2900, {
  rules: { frameTypes: ['sunglasses'], addition: 'refused' },
  path: PRESCRIPTION_PATH,
});
const MAGNIFICATION_150 = option(20, 'magnification', 'magnification_150', '+1.50', 0, {
  forUses: ['reading'],
  isDefault: true,
});
const STANDARD = option(30, 'add_ones', 'standard_coating', 'Standard', 0, { isDefault: true });
const ANTI_REFLECTIVE = option(31, 'add_ones', 'anti_reflective', 'Anti-Reflective', 1500);
// Listed out of the operator's order on purpose: `sort` decides, not the position in the list.
const INDEX_174 = option(42, 'lens_index', 'index_174', '1.74 Ultra-Thin', 10900, {
  rules: { maxSphere: 2000, maxCylinder: 600 },
  sort: 3,
});
const INDEX_150 = option(40, 'lens_index', 'index_150', '1.50 Standard', 0, {
  rules: { maxSphere: 400, maxCylinder: 275 },
  sort: 1,
});
const INDEX_161 = option(41, 'lens_index', 'index_161', '1.61 High-Index', 3900, {
  rules: { maxSphere: 800, maxCylinder: 600 },
  sort: 2,
});
const CLEAR = option(50, 'lens_type', 'clear', 'Clear', 0, { isDefault: true });
const POLARIZED = option(51, 'lens_type', 'polarized', 'Polarized', 3900, {
  rules: { frameTypes: ['sunglasses'] },
});
const PHOTOCHROMIC = option(52, 'lens_type', 'photochromic', 'Photochromic', 6900, {
  forUses: ['single_vision', 'progressive'],
});

const GRAPH: LensGraph = {
  steps: [
    { id: 1, key: 'lens_use', title: 'How will you use these glasses?' },
    { id: 2, key: 'prescription', title: 'Your prescription' },
    { id: 3, key: 'magnification', title: 'Choose your reading strength' },
    { id: 4, key: 'add_ones', title: 'Protect your lenses' },
    { id: 5, key: 'lens_index', title: 'Choose your lens thickness' },
    { id: 6, key: 'lens_type', title: 'Choose your lens type' },
  ],
  options: [
    SINGLE_VISION,
    PROGRESSIVE,
    READING,
    NON_PRESCRIPTION,
    RX_TINTED,
    MAGNIFICATION_150,
    STANDARD,
    ANTI_REFLECTIVE,
    INDEX_174,
    INDEX_150,
    INDEX_161,
    CLEAR,
    POLARIZED,
    PHOTOCHROMIC,
  ],
};

const EYEGLASSES: FrameForLenses = { type: 'eyeglasses', rim: 'full-rim', lensHeightMm: 32 };
const SUNGLASSES: FrameForLenses = { type: 'sunglasses', rim: 'full-rim', lensHeightMm: 24 };

/** The check under the shop's default lens rules (docs/product.md#lens-rules). */
const checkSelection = (
  ...args: Parameters<typeof checkWithRules> extends [...infer Head, unknown] ? Head : never
) => checkWithRules(...args, DEFAULT_LENS_RULES);

/** A choice as the browser sends it: the option's id at the price the shopper was shown. */
const pick = (chosen: LensOptionRecord, price = chosen.priceCents): ChoiceInput => ({
  type: chosen.step,
  value: chosen.id,
  price,
  item: chosen.name,
});
const PRESCRIPTION_CHOICE: ChoiceInput = { type: 'prescription', value: { source: 'typed' }, price: 0 };

const typed = (
  draft: PrescriptionDraft,
  details: Partial<PrescriptionDetails> = {},
): ResolvedPrescription => ({
  source: 'typed',
  ...readPrescription(draft),
  details: { ...NO_DETAILS, ...details },
  expiredConfirmed: false,
});
const photo: ResolvedPrescription = {
  source: 'image',
  values: null,
  details: NO_DETAILS,
  expiredConfirmed: false,
  problems: {},
  imageKey: 'prescriptions/rx-1.jpg',
};
const MILD: PrescriptionDraft = { od_sph: '-2.25', os_sph: '-2.00', pd: '63' };

function refusal(check: ReturnType<typeof checkSelection>) {
  if (check.ok) throw new Error('The selection was accepted.');
  return check;
}
function accepted(check: ReturnType<typeof checkSelection>) {
  if (!check.ok) throw new Error(`The selection was refused: ${check.message}`);
  return check;
}

describe('docs/product.md#lens-flow: the first choice must be lens_use', () => {
  it.each<[string, ChoiceInput]>([
    ['an add-on first', pick(STANDARD)],
    ['a prescription first', PRESCRIPTION_CHOICE],
    ['a lens index first', pick(INDEX_150)],
    ['a lens use sent under another key', { type: 'LENS_USE', value: 10, price: 0 }],
  ])('%s is refused', (_, first) => {
    expect(refusal(checkSelection(GRAPH, EYEGLASSES, [first, pick(STANDARD)], typed(MILD)))).toEqual({
      ok: false,
      message: SELECTION_MESSAGES.firstIsLensUse,
    });
  });

  it('nothing chosen yet: the path is lens_use alone, nothing priced, not complete', () => {
    expect(accepted(checkSelection(GRAPH, EYEGLASSES, [], null))).toMatchObject({
      path: ['lens_use'],
      lensUse: null,
      choices: [],
      complete: false,
      lensPriceCents: 0,
      context: { lensUse: null, strength: null },
    });
  });
});

describe('each choice must be an option of the step its path expects there', () => {
  it.each<[string, ChoiceInput[], string]>([
    [
      "an add-on's id sent as the lens use",
      [{ type: 'lens_use', value: STANDARD.id, price: 0 }],
      SELECTION_MESSAGES.wrongStep('lens_use'),
    ],
    [
      "a lens type's id sent as the add-on",
      [pick(NON_PRESCRIPTION), { type: 'add_ones', value: CLEAR.id, price: 0 }],
      SELECTION_MESSAGES.wrongStep('add_ones'),
    ],
    [
      'an add-on where single vision expects the prescription',
      [pick(SINGLE_VISION), pick(STANDARD)],
      SELECTION_MESSAGES.wrongStep('prescription'),
    ],
    [
      'a prescription where non-prescription expects the add-ons',
      [pick(NON_PRESCRIPTION), PRESCRIPTION_CHOICE],
      SELECTION_MESSAGES.wrongStep('add_ones'),
    ],
    [
      'a step beyond the end of the path',
      [pick(NON_PRESCRIPTION), pick(STANDARD), pick(CLEAR), pick(CLEAR)],
      SELECTION_MESSAGES.tooManySteps,
    ],
    [
      'an id the graph does not have',
      [{ type: 'lens_use', value: 999, price: 0 }],
      SELECTION_MESSAGES.unknownOption,
    ],
    ['an id sent as text', [{ type: 'lens_use', value: '10', price: 0 }], SELECTION_MESSAGES.unknownOption],
  ])('%s is refused', (_, choices, message) => {
    expect(refusal(checkSelection(GRAPH, EYEGLASSES, choices, typed(MILD))).message).toBe(message);
  });
});

describe('options for another frame type or lens use are "not offered"', () => {
  it.each<[string, FrameForLenses, ChoiceInput[], string]>([
    ['a sunglasses lens use on eyeglasses', EYEGLASSES, [pick(RX_TINTED)], RX_TINTED.name],
    ['an eyeglasses lens use on sunglasses', SUNGLASSES, [pick(SINGLE_VISION)], SINGLE_VISION.name],
    [
      'a polarized (sunglasses only) lens type on eyeglasses',
      EYEGLASSES,
      [pick(NON_PRESCRIPTION), pick(STANDARD), pick(POLARIZED)],
      POLARIZED.name,
    ],
    [
      'a lens type offered only with a prescription, under non-prescription',
      EYEGLASSES,
      [pick(NON_PRESCRIPTION), pick(STANDARD), pick(PHOTOCHROMIC)],
      PHOTOCHROMIC.name,
    ],
  ])('%s is refused', (_, frame, choices, name) => {
    expect(refusal(checkSelection(GRAPH, frame, choices, null)).message).toBe(
      SELECTION_MESSAGES.notOffered(name),
    );
  });

  it('the same lens types are accepted where they are offered', () => {
    expect(checkSelection(GRAPH, SUNGLASSES, [pick(RX_TINTED)], null).ok).toBe(true);
    const singleVision = [pick(SINGLE_VISION), PRESCRIPTION_CHOICE, pick(STANDARD), pick(INDEX_150)];
    expect(checkSelection(GRAPH, EYEGLASSES, [...singleVision, pick(PHOTOCHROMIC)], typed(MILD)).ok).toBe(
      true,
    );
  });
});

describe('disabled options are refused with the reason the shopper was shown', () => {
  const upToIndex = [pick(SINGLE_VISION), PRESCRIPTION_CHOICE, pick(STANDARD)];

  it.each<[string, FrameForLenses, ChoiceInput[], PrescriptionDraft, string]>([
    [
      'progressive on a frame too shallow for a reading zone',
      { ...EYEGLASSES, lensHeightMm: 27 },
      [pick(PROGRESSIVE)],
      MILD,
      LENS_RULE_MESSAGES.tooShallow('Progressive', 28),
    ],
    [
      'a standard index on a rimless (drilled) frame',
      { ...EYEGLASSES, rim: 'rimless' },
      [...upToIndex, pick(INDEX_150)],
      MILD,
      LENS_RULE_MESSAGES.rimIndex('rimless', 159),
    ],
    [
      'a standard index for SPH −5.00 (beyond ±4.00)',
      EYEGLASSES,
      [...upToIndex, pick(INDEX_150)],
      { od_sph: '-5.00', os_sph: '-3.00', pd: '63' },
      LENS_OPTION_REASONS.sphere(-500, 400),
    ],
    [
      'a standard index for SPH +4.25 in the left eye',
      EYEGLASSES,
      [...upToIndex, pick(INDEX_150)],
      { od_sph: '+1.00', os_sph: '+4.25', pd: '63' },
      LENS_OPTION_REASONS.sphere(425, 400),
    ],
    [
      'a standard index for CYL −3.00 (beyond 2.75)',
      EYEGLASSES,
      [...upToIndex, pick(INDEX_150)],
      { od_sph: '-1.00', od_cyl: '-3.00', od_axis: '90', os_sph: '-1.00', pd: '63' },
      LENS_OPTION_REASONS.cylinder(-300, 275),
    ],
    [
      'a 1.61 index for SPH −9.00: the required index speaks first (docs/product.md#lens-rules)',
      EYEGLASSES,
      [...upToIndex, pick(INDEX_161)],
      { od_sph: '-9.00', os_sph: '-8.50', pd: '63' },
      LENS_RULE_MESSAGES.requiredIndex(-900, 167),
    ],
    [
      'a 1.61 index for SPH −6.50, which it is made for, is thinner than required',
      EYEGLASSES,
      [...upToIndex, pick(INDEX_161)],
      { od_sph: '-6.50', os_sph: '-6.00', pd: '63' },
      LENS_RULE_MESSAGES.requiredIndex(-650, 167),
    ],
  ])('%s', (_, frame, choices, draft, reason) => {
    expect(refusal(checkSelection(GRAPH, frame, choices, typed(draft))).message).toBe(reason);
  });

  it.each<[string, PrescriptionDraft, LensOptionRecord]>([
    [
      'SPH ±4.00 exactly still fits the standard index',
      { od_sph: '-4.00', os_sph: '+4.00', pd: '63' },
      INDEX_150,
    ],
    [
      'CYL 2.75 exactly still fits the standard index',
      { od_sph: '0', od_cyl: '-2.75', od_axis: '10', os_sph: '0', pd: '63' },
      INDEX_150,
    ],
    ['SPH −9.00 fits the 1.74 index', { od_sph: '-9.00', os_sph: '-8.50', pd: '63' }, INDEX_174],
  ])('%s', (_, draft, index) => {
    expect(checkSelection(GRAPH, EYEGLASSES, [...upToIndex, pick(index)], typed(draft)).ok).toBe(true);
  });

  it('a prescription photo (no values to read) leaves every index makeable: an optician reads it', () => {
    expect(checkSelection(GRAPH, EYEGLASSES, [...upToIndex, pick(INDEX_150)], photo).ok).toBe(true);
  });
});

describe('a price that is not the graph’s is refused (docs/product.md#pricing: a client price is never trusted)', () => {
  it.each<[string, ChoiceInput[], string]>([
    [
      'a lens use sent cheaper',
      [{ ...pick(PROGRESSIVE), price: 0 }],
      SELECTION_MESSAGES.priceChanged('Progressive', 8900),
    ],
    [
      'an add-on sent dearer',
      [pick(NON_PRESCRIPTION), pick(ANTI_REFLECTIVE, 1600)],
      SELECTION_MESSAGES.priceChanged('Anti-Reflective', 1500),
    ],
    [
      'an index sent in dollars instead of cents',
      [pick(SINGLE_VISION), PRESCRIPTION_CHOICE, pick(STANDARD), pick(INDEX_161, 39)],
      SELECTION_MESSAGES.priceChanged('1.61 High-Index', 3900),
    ],
    [
      'a prescription with a price',
      [pick(SINGLE_VISION), { ...PRESCRIPTION_CHOICE, price: 500 }],
      SELECTION_MESSAGES.priceChanged('the prescription', 0),
    ],
  ])('%s', (_, choices, message) => {
    expect(refusal(checkSelection(GRAPH, EYEGLASSES, choices, typed(MILD))).message).toBe(message);
  });

  it('the message names the price in dollars', () => {
    expect(SELECTION_MESSAGES.priceChanged('Progressive', 8900)).toBe(
      'The price of Progressive is now $89.00. Please choose again.',
    );
  });
});

describe('prescription problems come back by field', () => {
  const toPrescription = (lensUse: LensOptionRecord) => [pick(lensUse), PRESCRIPTION_CHOICE];

  it('a cylinder without its axis (docs/product.md#prescription-rules: AXIS required when CYL ≠ 0)', () => {
    const prescription = typed({ od_sph: '-1.00', od_cyl: '-0.75', os_sph: '-1.00', pd: '63' });
    expect(refusal(checkSelection(GRAPH, EYEGLASSES, toPrescription(SINGLE_VISION), prescription))).toEqual({
      ok: false,
      message: PRESCRIPTION_RECORD_MESSAGES.axisNeeded('od'),
      fields: { od_axis: PRESCRIPTION_RECORD_MESSAGES.axisNeeded('od') },
    });
  });

  it.each<[string, LensOptionRecord, PrescriptionDraft, Record<string, string>]>([
    [
      'ADD for single vision is refused',
      SINGLE_VISION,
      { ...MILD, od_add: '+2.00', os_add: '+2.00' },
      {
        od_add: SELECTION_MESSAGES.additionRefused('Single Vision'),
        os_add: SELECTION_MESSAGES.additionRefused('Single Vision'),
      },
    ],
    [
      'ADD in one eye for prescription sunglasses is refused there',
      RX_TINTED,
      { ...MILD, os_add: '+1.50' },
      { os_add: SELECTION_MESSAGES.additionRefused('Prescription Tinted Sunglasses') },
    ],
    [
      'progressive without ADD needs both',
      PROGRESSIVE,
      MILD,
      {
        od_add: SELECTION_MESSAGES.additionRequired('Progressive'),
        os_add: SELECTION_MESSAGES.additionRequired('Progressive'),
      },
    ],
    [
      'progressive with the ADD of one eye needs the other',
      PROGRESSIVE,
      { ...MILD, od_add: '+2.00' },
      { os_add: SELECTION_MESSAGES.additionRequired('Progressive') },
    ],
    [
      'a prescription without PD',
      SINGLE_VISION,
      { od_sph: '-2.25', os_sph: '-2.00' },
      { pd: SELECTION_MESSAGES.pdNeeded },
    ],
  ])('%s', (_, lensUse, draft, fields) => {
    const frame = lensUse === RX_TINTED ? SUNGLASSES : EYEGLASSES;
    const check = refusal(checkSelection(GRAPH, frame, toPrescription(lensUse), typed(draft)));
    expect(check.fields).toEqual(fields);
    expect(Object.values(fields)).toContain(check.message);
  });

  it.each<[string, LensOptionRecord, PrescriptionDraft]>([
    ['single vision with one PD', SINGLE_VISION, MILD],
    [
      'single vision with a PD per eye',
      SINGLE_VISION,
      { od_sph: '-1', os_sph: '-1', pd_right: '31.5', pd_left: '32' },
    ],
    ['progressive with both ADD', PROGRESSIVE, { ...MILD, od_add: '+2.00', os_add: '+2.25' }],
  ])('%s is accepted', (_, lensUse, draft) => {
    expect(
      accepted(checkSelection(GRAPH, EYEGLASSES, toPrescription(lensUse), typed(draft))).choices[1],
    ).toEqual({
      type: 'prescription',
      name: 'Prescription',
      priceCents: 0,
      option: null,
      prescription: typed(draft),
    });
  });

  it.each<[string, ResolvedPrescription | null]>([
    ['no prescription at all', null],
    ['typed values without spheres', typed({ pd: '63' })],
    [
      'a saved prescription with neither values nor a photo',
      {
        source: 'saved',
        values: null,
        details: NO_DETAILS,
        expiredConfirmed: false,
        problems: {},
        savedId: 7,
      },
    ],
  ])('%s: the prescription is needed, no field to mark', (_, prescription) => {
    expect(refusal(checkSelection(GRAPH, EYEGLASSES, toPrescription(SINGLE_VISION), prescription))).toEqual({
      ok: false,
      message: SELECTION_MESSAGES.prescriptionNeeded,
    });
  });

  it.each<[string, ResolvedPrescription]>([
    ['an uploaded photo without values', photo],
    [
      'a saved prescription holding only a photo and a PD',
      { ...typed({ pd: '63' }), source: 'saved', savedId: 7, imageKey: 'prescriptions/rx-7.jpg' },
    ],
  ])('%s is accepted, even for progressive (an optician reads ADD and PD)', (_, prescription) => {
    const check = accepted(checkSelection(GRAPH, EYEGLASSES, toPrescription(PROGRESSIVE), prescription));
    expect(check.choices[1]?.prescription).toBe(prescription);
  });
});

describe('completeness and the lens price (US cents)', () => {
  const singleVision = [
    pick(SINGLE_VISION),
    PRESCRIPTION_CHOICE,
    pick(ANTI_REFLECTIVE),
    pick(INDEX_161),
    pick(PHOTOCHROMIC),
  ];

  it.each<[string, FrameForLenses, ChoiceInput[], LensFlowStep[], boolean, number]>([
    [
      'the lens use alone',
      EYEGLASSES,
      singleVision.slice(0, 1),
      ['lens_use', ...PRESCRIPTION_PATH],
      false,
      0,
    ],
    [
      'up to the index',
      EYEGLASSES,
      singleVision.slice(0, 4),
      ['lens_use', ...PRESCRIPTION_PATH],
      false,
      1500 + 3900,
    ],
    [
      'every step of single vision',
      EYEGLASSES,
      singleVision,
      ['lens_use', ...PRESCRIPTION_PATH],
      true,
      1500 + 3900 + 6900,
    ],
    [
      'every step of reading',
      EYEGLASSES,
      [pick(READING), pick(MAGNIFICATION_150), pick(ANTI_REFLECTIVE)],
      ['lens_use', 'magnification', 'add_ones'],
      true,
      1500,
    ],
    [
      'a priced lens use counts',
      EYEGLASSES,
      [pick(PROGRESSIVE), PRESCRIPTION_CHOICE],
      ['lens_use', ...PRESCRIPTION_PATH],
      false,
      8900,
    ],
    [
      'every step of non-prescription',
      EYEGLASSES,
      [pick(NON_PRESCRIPTION), pick(STANDARD), pick(CLEAR)],
      ['lens_use', 'add_ones', 'lens_type'],
      true,
      0,
    ],
  ])('%s', (_, frame, choices, path, complete, lensPriceCents) => {
    const prescription = typed({ ...MILD, od_add: '+2.00', os_add: '+2.00' });
    const usesAdd = choices[0]?.value === PROGRESSIVE.id;
    const check = accepted(checkSelection(GRAPH, frame, choices, usesAdd ? prescription : typed(MILD)));
    expect(check).toMatchObject({ path, complete, lensPriceCents });
    expect(check.choices.map((choice) => choice.type)).toEqual(path.slice(0, choices.length));
  });

  it('the context of the next step carries the lens use and the prescription strength', () => {
    const check = accepted(
      checkSelection(
        GRAPH,
        EYEGLASSES,
        [pick(SINGLE_VISION), PRESCRIPTION_CHOICE],
        typed({ od_sph: '-5.25', os_sph: '-4.75', od_cyl: '-1.00', od_axis: '180', pd: '63' }),
      ),
    );
    expect(check.lensUse).toBe(SINGLE_VISION);
    expect(check.context).toEqual({
      frame: { type: 'eyeglasses', rim: 'full-rim', multifocalReady: true },
      lensUse: 'single_vision',
      strength: { sphere: -525, cylinder: -100 },
      // docs/product.md#lens-rules: the stronger meridian (−6.25) needs 1.67 and is best with 1.74
      ruled: {
        indexFloors: [{ minIndex: 167, reason: LENS_RULE_MESSAGES.requiredIndex(-625, 167) }],
        recommendedIndex: 174,
        multifocalMinHeightMm: 28,
      },
    });
    expect(check.recommendation).toBe(
      'Your \u22126.25 prescription is best with a 1.74 lens: thinner and lighter.',
    );
    expect(check.labReview).toEqual([]);
  });

  // docs/product.md#lens-rules: a prism is beyond the lab's range, whatever the powers
  it.each<[string, Partial<PrescriptionDetails>, string[]]>([
    ['no prism', {}, []],
    ['a horizontal prism', { od_prism_h: 150, od_prism_h_base: 'in' }, [LENS_RULE_MESSAGES.labPrism]],
    ['a vertical prism', { os_prism_v: 50, os_prism_v_base: 'down' }, [LENS_RULE_MESSAGES.labPrism]],
  ])('%s: the lab review reads %j', (_, details, labReview) => {
    const check = accepted(
      checkSelection(GRAPH, EYEGLASSES, [pick(SINGLE_VISION), PRESCRIPTION_CHOICE], typed(MILD, details)),
    );
    expect(check.labReview).toEqual(labReview);
  });
});

describe('pathOf: lens_use first, then the lens use’s path (docs/product.md#lens-flow)', () => {
  it.each<[string, LensFlowStep[] | null, LensFlowStep[]]>([
    ['a prescription path', PRESCRIPTION_PATH, ['lens_use', ...PRESCRIPTION_PATH]],
    ['no path', null, ['lens_use']],
    ['a path that repeats lens_use keeps it once, first', ['lens_use', 'add_ones'], ['lens_use', 'add_ones']],
  ])('%s', (_, path, expected) => {
    expect(pathOf({ ...SINGLE_VISION, path })).toEqual(expected);
  });
});

/** The frames as an option's context reads them (the multifocal height already decided). */
const EYEGLASSES_FRAME: LensContext['frame'] = { type: 'eyeglasses', rim: 'full-rim', multifocalReady: true };
const SUNGLASSES_FRAME: LensContext['frame'] = {
  type: 'sunglasses',
  rim: 'full-rim',
  multifocalReady: false,
};

describe('stepOptions: what a step shows (recommended options are marked, never chosen)', () => {
  const context = (extra: Partial<LensContext> = {}): LensContext => ({
    frame: EYEGLASSES_FRAME,
    lensUse: 'single_vision',
    strength: null,
    ...extra,
  });
  const recommended = (entries: ReturnType<typeof stepOptions>) =>
    entries.filter((entry) => entry.recommended).map((entry) => entry.option.code);

  it.each<[string, LensContext, string[], string]>([
    ['no prescription strength', context(), [], 'index_150'],
    ['SPH −3.75', context({ strength: { sphere: -375, cylinder: 0 } }), [], 'index_150'],
    ['SPH −5.00', context({ strength: { sphere: -500, cylinder: 0 } }), ['index_150'], 'index_161'],
    ['CYL +3.00', context({ strength: { sphere: 0, cylinder: 300 } }), ['index_150'], 'index_161'],
    [
      'SPH −9.00',
      context({ strength: { sphere: -900, cylinder: 0 } }),
      ['index_150', 'index_161'],
      'index_174',
    ],
    [
      'a rimless frame under the rim rule (docs/product.md#lens-rules)',
      context({
        frame: { ...EYEGLASSES_FRAME, rim: 'rimless' },
        ruled: {
          indexFloors: indexFloors(DEFAULT_LENS_RULES, { rim: 'rimless' }, null),
          recommendedIndex: null,
          multifocalMinHeightMm: 28,
        },
      }),
      ['index_150'],
      'index_161',
    ],
    [
      'a recommended 1.67 the graph lacks: the nearest thinner one that can be made',
      context({
        strength: { sphere: -525, cylinder: 0 },
        ruled: { indexFloors: [], recommendedIndex: 167, multifocalMinHeightMm: 28 },
      }),
      ['index_150'],
      'index_174',
    ],
    [
      'a recommended 1.61',
      context({
        strength: { sphere: -300, cylinder: 0 },
        ruled: { indexFloors: [], recommendedIndex: 161, multifocalMinHeightMm: 28 },
      }),
      [],
      'index_161',
    ],
  ])('lens index with %s: disabled %p, the first makeable %p recommended', (_, ctx, disabled, first) => {
    const entries = stepOptions(GRAPH, 'lens_index', ctx);
    expect(entries.map((entry) => entry.option.code)).toEqual(['index_150', 'index_161', 'index_174']);
    expect(
      entries.filter((entry) => entry.disabledReason !== null).map((entry) => entry.option.code),
    ).toEqual(disabled);
    expect(recommended(entries)).toEqual([first]);
  });

  it('no index is recommended when none can be made', () => {
    const entries = stepOptions(GRAPH, 'lens_index', context({ strength: { sphere: -2100, cylinder: 0 } }));
    expect(recommended(entries)).toEqual([]);
  });

  it.each<[LensFlowStep, LensContext, string[], string[]]>([
    ['add_ones', context(), ['standard_coating', 'anti_reflective'], ['standard_coating']],
    ['lens_type', context(), ['clear', 'photochromic'], ['clear']],
    [
      'lens_type',
      context({ frame: SUNGLASSES_FRAME, lensUse: 'rx_tinted' }),
      ['clear', 'polarized'],
      ['clear'],
    ],
    // a reading strength depends on the shopper's eyes: never recommended, even if flagged default
    ['magnification', context({ lensUse: 'reading' }), ['magnification_150'], []],
    ['magnification', context(), [], []],
    [
      'lens_use',
      context({ lensUse: null }),
      ['single_vision', 'progressive', 'reading', 'non_prescription'],
      [],
    ],
    ['lens_use', context({ lensUse: null, frame: SUNGLASSES_FRAME }), ['rx_tinted'], []],
  ])('%s shows %p in order and recommends the makeable default %p', (step, ctx, shown, marked) => {
    const entries = stepOptions(GRAPH, step, ctx);
    expect(entries.map((entry) => entry.option.code)).toEqual(shown);
    expect(recommended(entries)).toEqual(marked);
  });

  it('a default that cannot be made is not recommended', () => {
    const graph: LensGraph = {
      ...GRAPH,
      options: GRAPH.options.map((entry) =>
        entry === CLEAR ? { ...CLEAR, rules: { rims: ['full-rim'] } } : entry,
      ),
    };
    const entries = stepOptions(
      graph,
      'lens_type',
      context({ frame: { ...EYEGLASSES_FRAME, rim: 'rimless' } }),
    );
    expect(entries[0]).toMatchObject({
      disabledReason: LENS_OPTION_REASONS.rim('rimless'),
      recommended: false,
    });
    expect(recommended(entries)).toEqual([]);
  });

  it('answers no "chosen" flag at all: the shopper chooses every step', () => {
    for (const step of ['lens_use', 'magnification', 'add_ones', 'lens_index', 'lens_type'] as const) {
      for (const entry of stepOptions(
        GRAPH,
        step,
        context({ lensUse: step === 'lens_use' ? null : 'reading' }),
      ))
        expect(Object.keys(entry).sort()).toEqual(['disabledReason', 'option', 'recommended']);
    }
  });

  it('options of the same sort are shown by id', () => {
    const graph: LensGraph = {
      ...GRAPH,
      options: [
        { ...ANTI_REFLECTIVE, sort: 1 },
        { ...STANDARD, sort: 1 },
      ],
    };
    expect(stepOptions(graph, 'add_ones', context()).map((entry) => entry.option.id)).toEqual([30, 31]);
  });
});

describe('optionAvailability: hidden, or shown with the reason it cannot be made', () => {
  it.each<[string, LensOptionRecord, LensContext, ReturnType<typeof optionAvailability>]>([
    [
      'another frame type is hidden',
      POLARIZED,
      { frame: EYEGLASSES_FRAME, lensUse: 'non_prescription', strength: null },
      { shown: false },
    ],
    [
      'an option for certain uses is hidden before a lens use is chosen',
      PHOTOCHROMIC,
      { frame: EYEGLASSES_FRAME, lensUse: null, strength: null },
      { shown: false },
    ],
    [
      'multifocal on a shallow frame is shown disabled',
      PROGRESSIVE,
      { frame: { ...EYEGLASSES_FRAME, multifocalReady: false }, lensUse: null, strength: null },
      { shown: true, disabledReason: LENS_OPTION_REASONS.multifocalFrame },
    ],
    [
      'a fitting option is shown enabled',
      INDEX_161,
      { frame: EYEGLASSES_FRAME, lensUse: 'single_vision', strength: { sphere: -800, cylinder: -600 } },
      { shown: true, disabledReason: null },
    ],
  ])('%s', (_, record, ctx, expected) => {
    expect(optionAvailability(record, ctx)).toEqual(expected);
  });
});

describe('prescriptionStrength: the strongest sphere and cylinder of both eyes, with their sign', () => {
  const values = (draft: PrescriptionDraft) => readPrescription(draft).values;

  it.each<[string, PrescriptionDraft, { sphere: number; cylinder: number }]>([
    ['myopic, stronger left eye', { od_sph: '-2.25', os_sph: '-5.00' }, { sphere: -500, cylinder: 0 }],
    [
      'hyperopic right eye, weaker minus left',
      { od_sph: '+3.00', os_sph: '-2.00' },
      { sphere: 300, cylinder: 0 },
    ],
    [
      'a strong minus beats a weaker plus',
      { od_sph: '+1.00', os_sph: '-1.25' },
      { sphere: -125, cylinder: 0 },
    ],
    [
      'cylinders apart from spheres',
      { od_sph: '-1.00', od_cyl: '-0.75', od_axis: '90', os_sph: '+0.50', os_cyl: '+3.00', os_axis: '10' },
      { sphere: -100, cylinder: 300 },
    ],
    ['plano both eyes', { od_sph: 'plano', os_sph: '0.00' }, { sphere: 0, cylinder: 0 }],
    ['nothing typed', {}, { sphere: 0, cylinder: 0 }],
  ])('%s', (_, draft, expected) => {
    expect(prescriptionStrength(values(draft))).toEqual(expected);
  });
});
