import {
  estimatedShipDate,
  isoDayOf,
  labMoveRefusal,
  labShipRefusal,
  labStageOf,
  nextLabStage,
  type LabStage,
} from '@/lib/shop/lab-stages';
import { OrderStatus } from '@/lib/shop/order-status';

// docs/operating.md#lab-stages: under 1 Not Shipped an order with prescription lenses goes
// prescription confirmed → in production → fitted → quality checked → ready, one stage at a time,
// never back; an order without them has the quality check and "ready" only.
// docs/product.md#order-timeline: the estimated ship day follows the stage.

const { NotShipped, Shipped, Unpaid } = OrderStatus;
const lens = (stage: LabStage | null, status: number = NotShipped) => ({
  status,
  hasPrescription: true,
  stage,
});
const plain = (stage: LabStage | null, status: number = NotShipped) => ({
  status,
  hasPrescription: false,
  stage,
});

describe('labMoveRefusal: forward one stage at a time', () => {
  it.each([
    // [from, to, allowed, words of the refusal]
    ['prescription_confirmed', 'in_production', true, ''],
    ['in_production', 'fitted', true, ''],
    ['fitted', 'quality_checked', true, ''],
    ['quality_checked', 'ready', true, ''],
    [null, 'in_production', false, 'Confirm the prescription first'],
    [null, 'prescription_confirmed', false, 'by checking it'],
    ['prescription_confirmed', 'fitted', false, 'comes first'],
    ['prescription_confirmed', 'ready', false, 'comes first'],
    ['in_production', 'quality_checked', false, 'comes first'],
    ['fitted', 'in_production', false, 'never back'],
    ['ready', 'prescription_confirmed', false, 'by checking it'],
    ['ready', 'quality_checked', false, 'never back'],
    ['fitted', 'fitted', false, 'already at'],
  ] as const)('lens order at %s → %s: %s', (from, to, allowed, words) => {
    const refusal = labMoveRefusal(lens(from), to);
    if (allowed) expect(refusal).toBeNull();
    else expect(refusal).toContain(words);
  });

  it.each([
    [null, 'quality_checked', true, ''],
    ['quality_checked', 'ready', true, ''],
    [null, 'ready', false, 'comes first'],
    [null, 'in_production', false, 'skips'],
    ['quality_checked', 'fitted', false, 'skips'],
    ['ready', 'quality_checked', false, 'never back'],
  ] as const)('order without lenses at %s → %s: %s', (from, to, allowed, words) => {
    const refusal = labMoveRefusal(plain(from), to);
    if (allowed) expect(refusal).toBeNull();
    else expect(refusal).toContain(words);
  });

  it.each([Unpaid, Shipped])('status %s is not in the lab', (status) => {
    expect(labMoveRefusal(lens('prescription_confirmed', status), 'in_production')).toContain(
      'Only a paid order that has not shipped',
    );
  });
});

describe('nextLabStage and labStageOf', () => {
  it.each([
    [lens(null), 'prescription_confirmed'],
    [lens('prescription_confirmed'), 'in_production'],
    [lens('quality_checked'), 'ready'],
    [lens('ready'), null],
    [plain(null), 'quality_checked'],
    [plain('quality_checked'), 'ready'],
    [lens('fitted', Shipped), null],
  ] as const)('%j → %s', (facts, next) => {
    expect(nextLabStage(facts)).toBe(next);
  });

  it.each([
    [{ labStage: null, hasPrescription: true, prescriptionCheck: null }, null],
    [{ labStage: null, hasPrescription: true, prescriptionCheck: 'question' }, null],
    [{ labStage: null, hasPrescription: true, prescriptionCheck: 'confirmed' }, 'prescription_confirmed'],
    [{ labStage: 'fitted', hasPrescription: true, prescriptionCheck: 'confirmed' }, 'fitted'],
    [{ labStage: null, hasPrescription: false, prescriptionCheck: null }, null],
    [{ labStage: 'nonsense', hasPrescription: false, prescriptionCheck: null }, null],
  ] as const)('%j reads as %s', (order, stage) => {
    expect(labStageOf(order)).toBe(stage);
  });
});

describe('labShipRefusal: lens orders ship once ready', () => {
  it.each([
    [lens(null), false],
    [lens('prescription_confirmed'), false],
    [lens('quality_checked'), false],
    [lens('ready'), true],
    [plain(null), true],
    [plain('quality_checked'), true],
  ] as const)('%j ships: %s', (facts, ships) => {
    expect(labShipRefusal(facts) === null).toBe(ships);
  });
});

describe('estimatedShipDate: business days of the stages still to come, and one to ship', () => {
  // Monday 2026-03-02, 09:00 UTC
  const monday = new Date('2026-03-02T09:00:00Z');
  it.each([
    // [facts, since, now, day]
    // just paid, glasses: 1+1+4+1+1 and 1 to ship = 9 business days → Friday of the next week
    [lens(null), monday, monday, '2026-03-13'],
    [lens('prescription_confirmed'), monday, monday, '2026-03-12'],
    [lens('in_production'), monday, monday, '2026-03-11'],
    [lens('fitted'), monday, monday, '2026-03-05'],
    [lens('quality_checked'), monday, monday, '2026-03-04'],
    [lens('ready'), monday, monday, '2026-03-03'],
    // without lenses: the quality check (1), ready (0), shipping (1)
    [plain(null), monday, monday, '2026-03-04'],
    [plain('ready'), monday, monday, '2026-03-03'],
    // in production since Monday, asked on Friday two weeks later: the lab is late, the estimate
    // counts from now with the fitting taken to end today: 1 + 1 + 1 = 3 business days → Wednesday
    [lens('in_production'), monday, new Date('2026-03-20T10:00:00Z'), '2026-03-25'],
    // reached on a Friday: the weekend does not count
    [lens('ready'), new Date('2026-03-06T16:00:00Z'), new Date('2026-03-06T16:00:00Z'), '2026-03-09'],
  ] as const)('%j since %s asked %s → %s', (facts, since, now, day) => {
    const estimate = estimatedShipDate({ ...facts, since }, now);
    expect(estimate && isoDayOf(estimate)).toBe(day);
  });

  it.each([Unpaid, Shipped])('no estimate for status %s', (status) => {
    expect(estimatedShipDate({ ...lens(null, status), since: monday }, monday)).toBeNull();
  });
});
