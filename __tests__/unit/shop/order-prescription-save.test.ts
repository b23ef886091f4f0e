import type { PrescriptionNumbers } from '@/lib/shop/order-lens-details';
import {
  isInBook,
  offeredPrescriptionName,
  prescriptionSaveFields,
  prescriptionToOffer,
  samePrescription,
} from '@/lib/shop/order-prescription-save';
import { NO_NUMBERS as NONE } from '../../support/prescription-numbers';

// A prescription typed in the wizard is offered to be saved to the account, while the account's
// book does not hold the same values.

const TYPED: PrescriptionNumbers = {
  ...NONE,
  od_sph: -1.5,
  os_sph: -1.25,
  os_cyl: -0.5,
  os_axis: 90,
  pd: 63,
};

describe('prescriptionToOffer', () => {
  it.each<[string, Parameters<typeof prescriptionToOffer>[0], PrescriptionNumbers | null]>([
    ['typed values are offered', { source: 'typed', values: TYPED, photo: false, savedName: null }, TYPED],
    [
      'a saved prescription is in the book already',
      { source: 'saved', values: TYPED, photo: false, savedName: 'A' },
      null,
    ],
    ['a photo is not typed values', { source: 'image', values: null, photo: true, savedName: null }, null],
    [
      'a PD alone is not a prescription',
      { source: 'typed', values: { ...NONE, pd: 63 }, photo: false, savedName: null },
      null,
    ],
    ['lenses without a prescription', null, null],
  ])('%s', (_case, rx, expected) => {
    expect(prescriptionToOffer(rx)).toEqual(expected);
  });
});

describe('samePrescription and isInBook', () => {
  it.each<[string, PrescriptionNumbers, boolean]>([
    ['the same values', { ...TYPED }, true],
    ['decimals as JSON may carry them', { ...TYPED, od_sph: -1.5000000001 }, true],
    ['another sphere', { ...TYPED, od_sph: -1.75 }, false],
    ['an axis more', { ...TYPED, od_cyl: -0.25, od_axis: 10 }, false],
    ['a PD per eye instead of one', { ...TYPED, pd: null, pd_right: 31.5, pd_left: 31.5 }, false],
  ])('%s → %p', (_case, other, same) => {
    expect(samePrescription(TYPED, other)).toBe(same);
    expect(isInBook(TYPED, [{ ...NONE, od_sph: 3, os_sph: 3 }, other])).toBe(same);
  });

  it('an empty book holds nothing', () => {
    expect(isInBook(TYPED, [])).toBe(false);
  });
});

describe('offeredPrescriptionName', () => {
  it.each([
    ['Single Vision', 'Aurora Round', 'Single Vision for Aurora Round'],
    ['Progressive', 'The Extraordinarily Long Frame Name Deluxe', 'Progressive for The Extraordinarily Lon…'],
    ['Bifocal', 'Milo <Square>', 'Bifocal for Milo Square'],
  ])('%s + %s → %s', (lensUse, frame, name) => {
    const offered = offeredPrescriptionName(lensUse, frame);
    expect(offered).toBe(name);
    expect(offered.length).toBeLessThanOrEqual(40);
  });
});

it('prescriptionSaveFields sends the given values only', () => {
  expect(prescriptionSaveFields(TYPED)).toEqual({
    od_sph: -1.5,
    os_sph: -1.25,
    os_cyl: -0.5,
    os_axis: 90,
    pd: 63,
  });
});
