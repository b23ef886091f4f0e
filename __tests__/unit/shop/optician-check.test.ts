import {
  checklistRefusal,
  missingCheckItems,
  opticianCheckItems,
  prescriptionFlags,
  type CheckedValues,
  type FlagContext,
  type PrescriptionFlagCode,
} from '@/lib/shop/optician-check';
import { DEFAULT_LENS_RULES } from '@/lib/shop/lens-rules';

// docs/operating.md#optician-check: the flags the shop raises before the optician's checklist, and
// the checklist's items.

const NONE: CheckedValues = {
  od_sph: null,
  od_cyl: null,
  od_axis: null,
  od_add: null,
  os_sph: null,
  os_cyl: null,
  os_axis: null,
  os_add: null,
  pd: null,
  pd_right: null,
  pd_left: null,
};
const MILD: CheckedValues = { ...NONE, od_sph: -1.5, os_sph: -1.25, os_cyl: -0.5, os_axis: 90, pd: 63 };
const rx = (values: Partial<CheckedValues>): CheckedValues => ({ ...MILD, ...values });
const SINGLE: FlagContext = {
  lensUse: 'Single Vision',
  today: '2026-12-05',
  labRange: DEFAULT_LENS_RULES.labRange,
};
// an operator's narrower lab (docs/product.md#lens-rules): the optician's flag follows the rule
const NARROW = { labRange: { minSphere: -1000, maxSphere: 600, maxCylinder: 300, flagPrism: false } };

const cases: [string, CheckedValues | null, Partial<FlagContext>, PrescriptionFlagCode[]][] = [
  ['a mild prescription', MILD, {}, []],
  ['a photo without values', null, {}, []],
  ['only a PD beside a photo', { ...NONE, pd: 63 }, {}, []],
  ['spheres 3.00 apart', rx({ od_sph: -1.5, os_sph: 1.5 }), {}, ['eyes-differ']],
  ['spheres 2.75 apart', rx({ od_sph: -1.25, os_sph: 1.5 }), {}, []],
  ['cylinders 3.00 apart', rx({ od_cyl: -3.5, od_axis: 10, os_cyl: -0.5 }), {}, ['eyes-differ']],
  [
    'ADD with single vision',
    rx({ od_add: 1.5, os_add: 1.5 }),
    {},
    ['add-without-reading-lens', 'add-without-reading-lens'],
  ],
  ['ADD with progressive lenses', rx({ od_add: 1.5, os_add: 1.5 }), { lensUse: 'Progressive' }, []],
  ['ADD with bifocal lenses', rx({ od_add: 2, os_add: 2 }), { lensUse: 'Bifocal' }, []],
  ['ADD with reading lenses', rx({ os_add: 1 }), { lensUse: 'Reading' }, []],
  ['an ADD of 0 counts as none', rx({ od_add: 0 }), {}, []],
  ['AXIS without CYL', rx({ od_axis: 45 }), {}, ['axis-without-cyl']],
  ['AXIS with a CYL of 0', rx({ os_cyl: 0 }), {}, ['axis-without-cyl']],
  ['PD 53.5', rx({ pd: 53.5 }), {}, ['pd-out-of-range']],
  ['PD 54', rx({ pd: 54 }), {}, []],
  ['PD 74', rx({ pd: 74 }), {}, []],
  ['PD 74.5', rx({ pd: 74.5 }), {}, ['pd-out-of-range']],
  ['PD per eye, 26 + 26', rx({ pd: null, pd_right: 26, pd_left: 26 }), {}, ['pd-out-of-range']],
  ['PD per eye, 31.5 + 32', rx({ pd: null, pd_right: 31.5, pd_left: 32 }), {}, []],
  ['no PD at all', rx({ pd: null }), {}, []],
  ['expired yesterday', MILD, { expiresOn: '2026-12-04' }, ['expired']],
  ['expires today', MILD, { expiresOn: '2026-12-05' }, []],
  ['no expiry given', MILD, { expiresOn: null }, []],
  ['an expired photo', null, { expiresOn: '2025-01-01' }, ['expired']],
  ['SPH −12.00', rx({ od_sph: -12, os_sph: -11 }), {}, []],
  ['SPH −12.25', rx({ od_sph: -12.25, os_sph: -11 }), {}, ['beyond-lab-range']],
  ['SPH +8.25', rx({ od_sph: 8.25, os_sph: 7 }), {}, ['beyond-lab-range']],
  ['CYL −4.00', rx({ od_cyl: -4, od_axis: 90, os_cyl: -3.5 }), {}, []],
  ['CYL +4.25', rx({ od_cyl: 4.25, od_axis: 90, os_cyl: 3.5 }), {}, ['beyond-lab-range']],
  ['a prism', MILD, { prisms: ['OD 1.50 Δ base in'] }, ['beyond-lab-range']],
  ['a prism on a photo prescription', null, { prisms: ['OS 0.50 Δ base up'] }, ['beyond-lab-range']],
  ['no prism', MILD, { prisms: [] }, []],
  ['SPH −10.25 in a narrower lab', rx({ od_sph: -10.25, os_sph: -9 }), NARROW, ['beyond-lab-range']],
  ['SPH −10.00 in a narrower lab', rx({ od_sph: -10, os_sph: -9 }), NARROW, []],
  [
    'CYL −3.25 in a narrower lab',
    rx({ od_cyl: -3.25, od_axis: 90, os_cyl: -1 }),
    NARROW,
    ['beyond-lab-range'],
  ],
  ['a prism in a lab that makes prisms', MILD, { ...NARROW, prisms: ['OD 1.50 Δ base in'] }, []],
  [
    'everything at once',
    rx({ od_sph: -13, os_sph: 0, od_add: 1, od_axis: 20, pd: 80 }),
    { expiresOn: '2020-01-01' },
    [
      'expired',
      'eyes-differ',
      'add-without-reading-lens',
      'axis-without-cyl',
      'pd-out-of-range',
      'beyond-lab-range',
    ],
  ],
];

describe('prescriptionFlags (docs/operating.md#optician-check)', () => {
  it.each(cases)('%s', (_name, values, context, codes) => {
    expect(prescriptionFlags(values, { ...SINGLE, ...context }).map((flag) => flag.code)).toEqual(codes);
  });

  it('says an expired prescription was confirmed by the shopper when it was', () => {
    const expired = { ...SINGLE, expiresOn: '2026-03-14' };
    expect(prescriptionFlags(MILD, expired)).toEqual([
      { code: 'expired', message: 'The prescription expired on 2026-03-14.' },
    ]);
    expect(prescriptionFlags(MILD, { ...expired, expiredConfirmed: true })).toEqual([
      {
        code: 'expired',
        message:
          'The prescription expired on 2026-03-14. The shopper confirmed it is still right when ordering.',
      },
    ]);
  });

  it('names the eye and the value in its message', () => {
    expect(prescriptionFlags(rx({ od_axis: 45 }), SINGLE)).toEqual([
      { code: 'axis-without-cyl', message: 'The right eye (OD) has an AXIS of 45° but no cylinder (CYL).' },
    ]);
    expect(prescriptionFlags(rx({ od_sph: -12.5, os_sph: -11 }), SINGLE)[0]?.message).toBe(
      "The right eye (OD)'s SPH −12.50 is beyond what the lab makes (SPH −12.00 to +8.00, CYL up to 4.00).",
    );
  });
});

describe('the checklist (docs/operating.md#optician-check)', () => {
  it.each([
    [false, ['values-fit-lenses', 'pd-in-range', 'not-expired', 'frame-fits-lenses']],
    [true, ['values-fit-lenses', 'pd-in-range', 'not-expired', 'photo-legible', 'frame-fits-lenses']],
  ])('a photo prescription: %s', (photo, items) => {
    expect(opticianCheckItems({ photo })).toEqual(items);
  });

  it.each<[string, Parameters<typeof missingCheckItems>[1], string[]]>([
    ['nothing ticked', [], ['values-fit-lenses', 'pd-in-range', 'not-expired', 'frame-fits-lenses']],
    ['all but the frame', ['values-fit-lenses', 'pd-in-range', 'not-expired'], ['frame-fits-lenses']],
    [
      'all, and the photo too',
      ['frame-fits-lenses', 'not-expired', 'pd-in-range', 'values-fit-lenses', 'photo-legible'],
      [],
    ],
  ])('%s', (_name, ticked, missing) => {
    const applicable = opticianCheckItems({ photo: false });
    expect(missingCheckItems(applicable, ticked)).toEqual(missing);
    expect(checklistRefusal(applicable, ticked) === null).toBe(missing.length === 0);
  });

  it('names what is not ticked', () => {
    expect(
      checklistRefusal(opticianCheckItems({ photo: true }), [
        'values-fit-lenses',
        'pd-in-range',
        'not-expired',
      ]),
    ).toBe(
      'Tick every item of the checklist before confirming the prescription. Not ticked: “The photo is legible”, “The frame fits the lenses”.',
    );
  });
});
