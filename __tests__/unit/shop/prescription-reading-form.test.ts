import {
  READ_DETAIL_FIELDS,
  readingDetailValues,
  readingFormValues,
} from '@/lib/shop/prescription-reading-form';
import {
  readPrescriptionText,
  type EyeReading,
  type PrescriptionReading,
} from '@/lib/shop/prescription-reading';
import type { DetailField } from '@/lib/shop/prescription-details';

// docs/product.md#prescription-photo-reading: a reading fills the wizard's typed form, its values and
// its more details (docs/product.md#prescription-details): prism per eye and direction with its base,
// the near PD and the dates, as the form's fields hold them.

const eye = (prism: EyeReading['prism'] = null): EyeReading => ({
  sph: -100,
  cyl: null,
  axis: null,
  add: null,
  prism,
});

const reading = (extra: Partial<PrescriptionReading> = {}): PrescriptionReading => ({
  od: eye(),
  os: eye(),
  pd: { kind: 'single', pd: 630 },
  nearPd: null,
  examDate: null,
  expiryDate: null,
  ...extra,
});

const cases: { name: string; reading: PrescriptionReading; details: Partial<Record<DetailField, string>> }[] =
  [
    { name: 'nothing besides the values', reading: reading(), details: {} },
    {
      name: 'a prism base in: horizontal',
      reading: reading({ od: eye({ amount: 150, base: 'in' }) }),
      details: { od_prism_h: '1.50', od_prism_h_base: 'in' },
    },
    {
      name: 'a prism base out on the left eye: horizontal',
      reading: reading({ os: eye({ amount: 50, base: 'out' }) }),
      details: { os_prism_h: '0.50', os_prism_h_base: 'out' },
    },
    {
      name: 'prisms base up and down: vertical, each eye its own',
      reading: reading({ od: eye({ amount: 100, base: 'up' }), os: eye({ amount: 225, base: 'down' }) }),
      details: { od_prism_v: '1.00', od_prism_v_base: 'up', os_prism_v: '2.25', os_prism_v_base: 'down' },
    },
    {
      name: 'a prism without its base: the amount, for the rules to ask the base',
      reading: reading({ od: eye({ amount: 200, base: null }) }),
      details: { od_prism_h: '2.00' },
    },
    {
      name: 'a base whose amount was lost: the base, for the rules to ask the amount',
      reading: reading({ os: eye({ amount: 0, base: 'down' }) }),
      details: { os_prism_v_base: 'down' },
    },
    {
      name: 'a prism beyond the range: given as read, for the rules to refuse',
      reading: reading({ od: eye({ amount: 1250, base: 'out' }) }),
      details: { od_prism_h: '12.50', od_prism_h_base: 'out' },
    },
    { name: 'a near PD', reading: reading({ nearPd: 605 }), details: { near_pd: '60.5' } },
    { name: 'a whole near PD', reading: reading({ nearPd: 600 }), details: { near_pd: '60' } },
    {
      name: 'the exam and expiry dates, as a date field takes them',
      reading: reading({ examDate: '2026-03-12', expiryDate: '2028-03-12' }),
      details: { exam_date: '2026-03-12', expiry_date: '2028-03-12' },
    },
    {
      name: 'an expiry date alone',
      reading: reading({ expiryDate: '2027-08-01' }),
      details: { expiry_date: '2027-08-01' },
    },
  ];

describe('readingDetailValues', () => {
  it.each(cases)('fills $name', ({ reading: read, details }) => {
    expect(readingDetailValues(read)).toEqual(details);
  });

  it('fills everything a printed prescription states, from its text', () => {
    const read = readPrescriptionText(
      [
        'Date of exam: 03/12/2026',
        'SPH CYL AXIS PRISM BASE ADD',
        'OD -1.00 -0.25 60 0.5 BO +1.00',
        'OS -1.25 -0.25 120 1.5 BU +1.00',
        'PD 63/60',
        'Expires: 03/12/2028',
      ].join('\n'),
    );
    expect(readingDetailValues(read)).toEqual({
      od_prism_h: '0.50',
      od_prism_h_base: 'out',
      os_prism_v: '1.50',
      os_prism_v_base: 'up',
      near_pd: '60',
      exam_date: '2026-03-12',
      expiry_date: '2028-03-12',
    });
    // the values go to the form's rows, the details to its more details: never both
    const { values } = readingFormValues(read);
    expect(Object.keys(values).filter((field) => field in readingDetailValues(read))).toEqual([]);
  });

  it('fills only the fields a photo can give, which the next photo empties again', () => {
    const all = readingDetailValues(
      reading({
        od: eye({ amount: 100, base: 'in' }),
        os: eye({ amount: 100, base: 'up' }),
        nearPd: 600,
        examDate: '2026-01-01',
        expiryDate: '2027-01-01',
      }),
    );
    for (const field of Object.keys(all))
      if (field !== 'near_pd') expect(READ_DETAIL_FIELDS).toContain(field);
  });
});
