import {
  lensGroupLabel,
  NO_VALUE,
  PD_ON_PHOTO,
  PHOTO_UPLOADED,
  photoPdText,
  prescriptionShown,
  prescriptionTable,
  type PrescriptionNumbers,
} from '@/lib/shop/order-lens-details';
import { NO_NUMBERS as EMPTY, rxNumbers as rx } from '../../support/prescription-numbers';

// The cart, checkout, order and invoice show a glasses line's prescription as OD/OS rows (SPH, CYL,
// AXIS, ADD) with the PD, or that a photo was uploaded; the docs/product.md#lens-flow display names
// are group labels and nothing reads the lower-case "config" or a bare key.

describe('prescriptionTable: the optician’s rows', () => {
  it.each<
    [string, Partial<PrescriptionNumbers>, [string, string, string, string], [string, string, string, string]]
  >([
    [
      'spheres only',
      { od_sph: -1.5, os_sph: -1.25, pd: 63 },
      ['−1.50', NO_VALUE, NO_VALUE, NO_VALUE],
      ['−1.25', NO_VALUE, NO_VALUE, NO_VALUE],
    ],
    [
      'plus and plano',
      { od_sph: 2, os_sph: 0, pd: 63 },
      ['+2.00', NO_VALUE, NO_VALUE, NO_VALUE],
      ['0.00', NO_VALUE, NO_VALUE, NO_VALUE],
    ],
    [
      'cylinder and axis',
      { od_sph: -2.25, od_cyl: -0.75, od_axis: 90, os_sph: -2, os_cyl: -1, os_axis: 180, pd: 62.5 },
      ['−2.25', '−0.75', '90', NO_VALUE],
      ['−2.00', '−1.00', '180', NO_VALUE],
    ],
    [
      'a cylinder of 0.00 is none',
      { od_sph: -1, od_cyl: 0, os_sph: -1, pd: 60 },
      ['−1.00', NO_VALUE, NO_VALUE, NO_VALUE],
      ['−1.00', NO_VALUE, NO_VALUE, NO_VALUE],
    ],
    [
      'progressive with ADD',
      { od_sph: 1.25, od_add: 2, os_sph: 1, os_add: 2.25, pd: 64 },
      ['+1.25', NO_VALUE, NO_VALUE, '+2.00'],
      ['+1.00', NO_VALUE, NO_VALUE, '+2.25'],
    ],
  ])('%s', (_case, values, od, os) => {
    const table = prescriptionTable(rx(values));
    const [right, left] = table.rows;
    expect([right.short, right.label]).toEqual(['OD', 'Right eye']);
    expect([left.short, left.label]).toEqual(['OS', 'Left eye']);
    expect([right.sph, right.cyl, right.axis, right.add]).toEqual(od);
    expect([left.sph, left.cyl, left.axis, left.add]).toEqual(os);
  });

  it.each<[string, Partial<PrescriptionNumbers>, boolean]>([
    ['no ADD', { od_sph: -1, os_sph: -1 }, false],
    ['ADD on one eye', { od_sph: -1, os_sph: -1, od_add: 1 }, true],
  ])('shows the ADD column only with an addition: %s', (_case, values, showAdd) => {
    expect(prescriptionTable(rx(values)).showAdd).toBe(showAdd);
  });

  it.each<[string, Partial<PrescriptionNumbers>, unknown, [string, string]]>([
    ['one PD', { pd: 63 }, { kind: 'single', value: '63' }, ['', '']],
    ['one PD in halves', { pd: 63.5 }, { kind: 'single', value: '63.5' }, ['', '']],
    ['a PD per eye', { pd_right: 32, pd_left: 31.5 }, { kind: 'dual' }, ['32', '31.5']],
    ['no PD', {}, null, ['', '']],
  ])('PD: %s', (_case, values, expected, perEye) => {
    const table = prescriptionTable(rx({ od_sph: -1, os_sph: -1, ...values }));
    expect(table.pd).toEqual(expected);
    expect(table.rows.map((row) => row.pd)).toEqual(perEye);
  });
});

describe('prescriptionShown: values, a photo, or nothing', () => {
  const typed = rx({ od_sph: -1.5, os_sph: -1.25, pd: 63 });

  it.each<[string, Parameters<typeof prescriptionShown>[0], string | null, string | null]>([
    [
      'typed values',
      { source: 'typed', values: typed, photo: false, savedName: null },
      'values',
      'Entered by you',
    ],
    [
      'a saved prescription by name',
      { source: 'saved', values: typed, photo: false, savedName: 'Reading pair' },
      'values',
      'From your saved prescription “Reading pair”',
    ],
    [
      'a saved prescription no longer in the book',
      { source: 'saved', values: typed, photo: false, savedName: null },
      'values',
      'From a saved prescription',
    ],
    [
      'an uploaded photo',
      { source: 'image', values: null, photo: true, savedName: null },
      'photo',
      PHOTO_UPLOADED,
    ],
    [
      'a saved prescription that is only a photo',
      { source: 'saved', values: EMPTY, photo: true, savedName: 'Scan' },
      'photo',
      'From your saved prescription “Scan”',
    ],
    ['no prescription (non-prescription lenses)', null, null, null],
  ])('%s', (_case, prescription, kind, source) => {
    const shown = prescriptionShown(prescription);
    expect(shown?.kind ?? null).toBe(kind);
    expect(shown?.source ?? null).toBe(source);
  });
});

describe('photoPdText: the PD that goes with a photo of the prescription', () => {
  it.each<[string, PrescriptionNumbers | null, string]>([
    ['one PD', rx({ pd: 63 }), 'PD 63'],
    ['one PD in halves', rx({ pd: 62.5 }), 'PD 62.5'],
    ['a PD per eye, right then left', rx({ pd_right: 31.5, pd_left: 32 }), 'PD 31.5 / 32'],
    ['only one eye’s PD is no PD', rx({ pd_right: 31.5 }), PD_ON_PHOTO],
    ['no PD typed: it is on the photo', EMPTY, PD_ON_PHOTO],
    ['no numbers at all: it is on the photo', null, PD_ON_PHOTO],
  ])('%s', (_case, values, text) => {
    expect(photoPdText(values)).toBe(text);
  });

  it.each<[string, Parameters<typeof prescriptionShown>[0], string]>([
    [
      'a photo with its PD',
      { source: 'image', values: rx({ pd: 63 }), photo: true, savedName: null },
      'PD 63',
    ],
    [
      'a photo with a PD per eye',
      { source: 'image', values: rx({ pd_right: 31.5, pd_left: 32 }), photo: true, savedName: null },
      'PD 31.5 / 32',
    ],
    [
      'a photo with the PD on it',
      { source: 'image', values: null, photo: true, savedName: null },
      PD_ON_PHOTO,
    ],
    [
      'a saved photo with its PD',
      { source: 'saved', values: rx({ pd: 60 }), photo: true, savedName: 'Scan' },
      'PD 60',
    ],
  ])('a photo line shows its PD: %s', (_case, prescription, pd) => {
    expect(prescriptionShown(prescription)).toEqual(expect.objectContaining({ kind: 'photo', pd }));
  });
});

describe('group labels: the display names of docs/product.md#lens-flow, as shoppers read them', () => {
  it.each([
    ['lens_use', 'Prescription Type'],
    ['prescription', 'Prescription'],
    ['magnification', 'Magnification'],
    ['add_ones', 'Additional Price'],
    ['lens_index', 'Lens Index'],
    ['lens_type', 'Lens Type'],
    ['tint_colour', 'Lens'],
  ])('%s → %s', (step, label) => {
    expect(lensGroupLabel(step)).toBe(label);
    expect(label).not.toMatch(/config|_/);
  });
});
