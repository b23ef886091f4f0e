import { BUY_AGAIN_MESSAGES, canBuyAgain, colourAgain, lensWizardAddress } from '@/lib/shop/buy-again';
import { buyAgainPrescriptionExpired } from '@/lib/shop/buy-again-expiry';
import {
  COPIED_PRESCRIPTION_ITEM,
  lensesAgain,
  wizardPrescriptionOf,
  type LensRecord,
  type LensRecordPrescription,
} from '@/lib/shop/lenses-again';
import type { LensGraph, LensOptionRecord } from '@/lib/shop/lens-graph';
import type { LensFlowStep } from '@/lib/shop/lens-names';
import { DEFAULT_LENS_RULES, LENS_RULE_MESSAGES } from '@/lib/shop/lens-rules';
import type { FrameForLenses } from '@/lib/shop/lens-selection';
import { OrderStatus } from '@/lib/shop/order-status';

// docs/product.md#buy-again: a delivered order's pair checked again as the wizard checks it, at
// today's prices; what no longer passes names the wizard's step to choose again at.

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

const PATH: LensFlowStep[] = ['prescription', 'add_ones', 'lens_index', 'lens_type'];
const SINGLE_VISION = option(10, 'lens_use', 'single_vision', 'Single Vision', 0, {
  rules: { frameTypes: ['eyeglasses'], addition: 'refused' },
  path: PATH,
});
const PROGRESSIVE = option(11, 'lens_use', 'progressive', 'Progressive', 8900, {
  rules: { frameTypes: ['eyeglasses'], addition: 'required', multifocalFrame: true },
  path: PATH,
});
const ANTI_REFLECTIVE = option(30, 'add_ones', 'anti_reflective', 'Anti-Reflective', 1500);
const INDEX_150 = option(40, 'lens_index', 'index_150', '1.50 Standard', 0, {
  rules: { maxSphere: 400, maxCylinder: 275 },
});
const INDEX_167 = option(41, 'lens_index', 'index_167', '1.67 High-Index', 6900);
const CLEAR = option(50, 'lens_type', 'clear', 'Clear', 0);
const BLUE_LIGHT = option(51, 'lens_type', 'blue_light', 'Blue-Light Filtering', 1900);

const GRAPH: LensGraph = {
  steps: [],
  options: [SINGLE_VISION, PROGRESSIVE, ANTI_REFLECTIVE, INDEX_150, INDEX_167, CLEAR, BLUE_LIGHT],
};
const without = (gone: LensOptionRecord): LensGraph => ({
  ...GRAPH,
  options: GRAPH.options.filter((entry) => entry !== gone),
});
const repriced = (changed: LensOptionRecord, priceCents: number): LensGraph => ({
  ...GRAPH,
  options: GRAPH.options.map((entry) => (entry === changed ? { ...entry, priceCents } : entry)),
});

const FULL_RIM: FrameForLenses = { type: 'eyeglasses', rim: 'full-rim', lensHeightMm: 32 };
const SHALLOW: FrameForLenses = { ...FULL_RIM, lensHeightMm: 24 };

const MILD: LensRecordPrescription = {
  source: 'typed',
  values: { od_sph: -150, os_sph: -125, os_cyl: -50, os_axis: 90, pd: 630 },
  savedId: null,
  imageKey: null,
};
const STRONG: LensRecordPrescription = { ...MILD, values: { od_sph: -1350, os_sph: -1300, pd: 630 } };
const WITH_ADD: LensRecordPrescription = {
  ...MILD,
  values: { od_sph: -150, os_sph: -125, od_add: 200, os_add: 200, pd: 630 },
};

/** A record as the cart kept it then, each option at the price it had (not today's). */
function record(
  lensUse: LensOptionRecord,
  options: LensOptionRecord[],
  prescription: LensRecordPrescription | null = MILD,
): LensRecord {
  const choice = (entry: LensOptionRecord) => ({
    type: entry.step,
    optionId: entry.id,
    code: entry.code,
    name: entry.name,
    priceCents: entry.priceCents - 100 > 0 ? entry.priceCents - 100 : entry.priceCents,
  });
  return {
    lensUse: { code: lensUse.code, name: lensUse.name },
    choices: [
      choice(lensUse),
      { type: 'prescription', optionId: null, code: null, name: 'Prescription', priceCents: 0 },
      ...options.map(choice),
    ],
    prescription,
  };
}

const SV_RECORD = record(SINGLE_VISION, [ANTI_REFLECTIVE, INDEX_150, BLUE_LIGHT]);

describe('canBuyAgain (docs/product.md#buy-again): an order that reached the shopper', () => {
  it.each([
    [OrderStatus.Unpaid, false],
    [OrderStatus.NotShipped, false],
    [OrderStatus.Shipped, true],
    [OrderStatus.PendingReview, false],
    [OrderStatus.Completed, true],
    [OrderStatus.Refunded, false],
    [OrderStatus.Expired, false],
  ])('status %i → %s', (status, allowed) => {
    expect(canBuyAgain(status)).toBe(allowed);
  });
});

describe('lensesAgain (docs/product.md#buy-again)', () => {
  it('takes the same options at today’s prices, with a copy of the prescription', () => {
    const answer = lensesAgain(repriced(BLUE_LIGHT, 2500), FULL_RIM, SV_RECORD, DEFAULT_LENS_RULES);
    expect(answer).toEqual({
      kind: 'ready',
      lensPriceCents: 1500 + 0 + 2500,
      record: {
        lensUse: { code: 'single_vision', name: 'Single Vision' },
        choices: [
          { type: 'lens_use', optionId: 10, code: 'single_vision', name: 'Single Vision', priceCents: 0 },
          { type: 'prescription', optionId: null, code: null, name: 'Prescription', priceCents: 0 },
          {
            type: 'add_ones',
            optionId: 30,
            code: 'anti_reflective',
            name: 'Anti-Reflective',
            priceCents: 1500,
          },
          { type: 'lens_index', optionId: 40, code: 'index_150', name: '1.50 Standard', priceCents: 0 },
          {
            type: 'lens_type',
            optionId: 51,
            code: 'blue_light',
            name: 'Blue-Light Filtering',
            priceCents: 2500,
          },
        ],
        prescription: MILD,
      },
    });
  });

  it.each<[string, LensGraph, FrameForLenses, LensRecord, number, LensFlowStep, string]>([
    [
      'a lens type no longer sold',
      without(BLUE_LIGHT),
      FULL_RIM,
      SV_RECORD,
      5,
      'lens_type',
      BUY_AGAIN_MESSAGES.optionGone('Blue-Light Filtering', 'lens_type'),
    ],
    [
      'a coating no longer sold, before the steps after it',
      without(ANTI_REFLECTIVE),
      FULL_RIM,
      SV_RECORD,
      3,
      'add_ones',
      BUY_AGAIN_MESSAGES.optionGone('Anti-Reflective', 'add_ones'),
    ],
    [
      'a lens use no longer sold',
      without(PROGRESSIVE),
      FULL_RIM,
      record(PROGRESSIVE, [ANTI_REFLECTIVE, INDEX_150, CLEAR], WITH_ADD),
      1,
      'lens_use',
      BUY_AGAIN_MESSAGES.optionGone('Progressive', 'lens_use'),
    ],
    [
      'a progressive lens on a frame the rules now find too shallow',
      GRAPH,
      SHALLOW,
      record(PROGRESSIVE, [ANTI_REFLECTIVE, INDEX_150, CLEAR], WITH_ADD),
      1,
      'lens_use',
      LENS_RULE_MESSAGES.tooShallow('Progressive', 28),
    ],
  ])('%s: the wizard opens at that step', (_case, graph, frame, stored, stepNumber, step, message) => {
    const answer = lensesAgain(graph, frame, stored, DEFAULT_LENS_RULES);
    expect(answer).toMatchObject({ kind: 'choose-again', stepNumber, step, message });
    if (answer.kind !== 'choose-again') throw new Error('expected choose-again');
    expect(answer.remembered.map((choice) => choice.type)).not.toContain(step);
  });

  it('an index the prescription now rules out opens the thickness step with the rule’s words', () => {
    const strong = record(SINGLE_VISION, [ANTI_REFLECTIVE, INDEX_150, CLEAR], STRONG);
    const answer = lensesAgain(GRAPH, FULL_RIM, strong, DEFAULT_LENS_RULES);
    expect(answer).toMatchObject({ kind: 'choose-again', stepNumber: 4, step: 'lens_index' });
  });

  it('hands the wizard the other choices at today’s prices and the prescription as typed values', () => {
    const answer = lensesAgain(without(BLUE_LIGHT), FULL_RIM, SV_RECORD, DEFAULT_LENS_RULES);
    if (answer.kind !== 'choose-again') throw new Error('expected choose-again');
    expect(answer.remembered).toEqual([
      { type: 'lens_use', value: 10, price: 0, item: 'Single Vision' },
      {
        type: 'prescription',
        value: expect.objectContaining({
          source: 'typed',
          od_sph: '-1.50',
          os_cyl: '-0.50',
          os_axis: '90',
          pd: '63',
        }),
        price: 0,
        item: COPIED_PRESCRIPTION_ITEM,
      },
      { type: 'add_ones', value: 30, price: 1500, item: 'Anti-Reflective' },
      { type: 'lens_index', value: 40, price: 0, item: '1.50 Standard' },
    ]);
  });

  it('keeps the lab’s range flag of a prescription beyond it', () => {
    const beyond = record(SINGLE_VISION, [ANTI_REFLECTIVE, INDEX_167, CLEAR], STRONG);
    const answer = lensesAgain(GRAPH, FULL_RIM, beyond, DEFAULT_LENS_RULES);
    expect(answer).toMatchObject({ kind: 'ready', record: { labReview: ['SPH −13.50', 'SPH −13.00'] } });
  });
});

describe('wizardPrescriptionOf: the copy the wizard’s prescription step opens with', () => {
  it.each<[string, LensRecordPrescription | null, unknown]>([
    ['none', null, null],
    [
      'per-eye PD',
      { ...MILD, values: { od_sph: 0, os_sph: 25, pd_right: 315, pd_left: 320 } },
      expect.objectContaining({ od_sph: '0.00', os_sph: '+0.25', pd: null, pd_right: '31.5', pd_left: '32' }),
    ],
    [
      'a saved photo-only prescription',
      { ...MILD, source: 'saved', values: null, savedId: 7 },
      { source: 'saved', id: 7 },
    ],
    [
      'a photo given in the wizard',
      { ...MILD, source: 'image', values: { pd: 630 }, imageKey: 'rx/a.jpg' },
      null,
    ],
  ])('%s', (_case, stored, expected) => {
    expect(wizardPrescriptionOf(stored)).toEqual(expected);
  });
});

describe('colourAgain (docs/product.md#buy-again): a colour sold out or gone is named, not added', () => {
  const ordered = { name: 'Aria', colorName: 'Tortoise', quantity: 2 };
  it.each([
    [
      'gone from the catalog',
      null,
      { kind: 'refused', message: BUY_AGAIN_MESSAGES.colourGone('Aria', 'Tortoise') },
    ],
    [
      'no longer sold',
      { name: 'Aria', colorName: 'Tortoise', sold: false, stock: 5 },
      { kind: 'refused', message: BUY_AGAIN_MESSAGES.colourGone('Aria', 'Tortoise') },
    ],
    [
      'sold out',
      { name: 'Aria', colorName: 'Tortoise', sold: true, stock: 0 },
      { kind: 'refused', message: BUY_AGAIN_MESSAGES.soldOut('Aria', 'Tortoise') },
    ],
    ['one left', { name: 'Aria', colorName: 'Tortoise', sold: true, stock: 1 }, { kind: 'add', quantity: 1 }],
    ['in stock', { name: 'Aria', colorName: 'Tortoise', sold: true, stock: 9 }, { kind: 'add', quantity: 2 }],
  ])('%s', (_case, colour, expected) => {
    expect(colourAgain(colour, ordered)).toEqual(expected);
  });
});

describe('lensWizardAddress', () => {
  it.each([
    ['AB-1', 'AB-1-BLK', 1, '/details/AB-1/lenses?color=AB-1-BLK'],
    ['AB-1', 'AB 1', 4, '/details/AB-1/lenses?color=AB%201&step=4'],
  ])('%s %s step %i → %s', (code, sku, step, address) => {
    expect(lensWizardAddress(code, sku, step)).toBe(address);
  });
});

describe('buyAgainPrescriptionExpired (docs/product.md#prescription-details): the dates a pair carries', () => {
  // the 6th in every zone: from 10:00 UTC the 7th has begun in the earliest (prescriptionToday)
  const now = new Date('2026-12-06T08:00:00Z');
  it.each<[string, { exam_date: string | null; expiry_date: string | null } | undefined, boolean]>([
    ['no dates kept', undefined, false],
    ['an expiry still ahead', { exam_date: null, expiry_date: '2026-12-06' }, false],
    ['an expiry gone by', { exam_date: null, expiry_date: '2026-12-05' }, true],
    ['an exam more than two years ago', { exam_date: '2024-12-01', expiry_date: null }, true],
    ['an exam within two years', { exam_date: '2025-01-10', expiry_date: null }, false],
  ])('%s → %s', (_case, details, expired) => {
    expect(buyAgainPrescriptionExpired({ ...MILD, ...(details ? { details } : {}) }, now, 2)).toBe(expired);
  });
});
