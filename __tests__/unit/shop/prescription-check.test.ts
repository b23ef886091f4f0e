import {
  checkPrescription,
  checkPrescriptionTable,
  type PrescriptionEyes,
} from '@/lib/shop/prescription-check';

const cases: [string, PrescriptionEyes, { sph: boolean; cyl: boolean }][] = [
  [
    'identical eyes',
    { od_sph: '-2.00', od_cyl: '-0.50', os_sph: '-2.00', os_cyl: '-0.50' },
    { sph: false, cyl: false },
  ],
  [
    'sphere differs by 2.75',
    { od_sph: '-1.00', od_cyl: 0, os_sph: '1.75', os_cyl: 0 },
    { sph: false, cyl: false },
  ],
  [
    'sphere differs by exactly 3',
    { od_sph: '-1.50', od_cyl: 0, os_sph: '1.50', os_cyl: 0 },
    { sph: true, cyl: false },
  ],
  ['sphere differs by 3.25', { od_sph: 4.25, od_cyl: 0, os_sph: 1, os_cyl: 0 }, { sph: true, cyl: false }],
  [
    'cylinder differs by exactly 3',
    { od_sph: 0, od_cyl: '-3.00', os_sph: 0, os_cyl: '0' },
    { sph: false, cyl: true },
  ],
  [
    'cylinder differs by 2.99',
    { od_sph: 0, od_cyl: -2.99, os_sph: 0, os_cyl: 0 },
    { sph: false, cyl: false },
  ],
  [
    'both differ',
    { od_sph: '+6.00', od_cyl: '-4.00', os_sph: '+1.00', os_cyl: '-0.75' },
    { sph: true, cyl: true },
  ],
  [
    'decimal-safe 1.1 vs -1.9',
    { od_sph: '1.1', od_cyl: 0, os_sph: '-1.9', os_cyl: 0 },
    { sph: true, cyl: false },
  ],
  [
    'non-number counts as 0',
    { od_sph: 'abc', od_cyl: '', os_sph: '3', os_cyl: null },
    { sph: true, cyl: false },
  ],
  [
    'empty counts as 0 when another is filled',
    { od_sph: '', od_cyl: '', os_sph: '', os_cyl: '3.25' },
    { sph: false, cyl: true },
  ],
  ['all four empty strings', { od_sph: '', od_cyl: '', os_sph: '', os_cyl: '' }, { sph: false, cyl: false }],
  ['all four missing', {}, { sph: false, cyl: false }],
  ['all four null', { od_sph: null, od_cyl: null, os_sph: null, os_cyl: null }, { sph: false, cyl: false }],
  ['only one eye typed, weak', { od_sph: '-2.75' }, { sph: false, cyl: false }],
  ['only one eye typed, strong', { od_sph: '-5.00' }, { sph: true, cyl: false }],
  ['NaN number counts as 0', { od_sph: Number.NaN, os_sph: 3 }, { sph: true, cyl: false }],
];

describe('docs/product.md#prescription-rules: prescription check (table variant flags sphere and cylinder separately)', () => {
  it.each(cases)('%s', (_label, eyes, expected) => {
    expect(checkPrescriptionTable(eyes)).toEqual(expected);
  });
});

describe('docs/product.md#prescription-rules: prescription check (flagged when either eye pair differs by 3 or more)', () => {
  it.each(cases)('%s', (_label, eyes, expected) => {
    expect(checkPrescription(eyes)).toBe(expected.sph || expected.cyl);
  });
});
