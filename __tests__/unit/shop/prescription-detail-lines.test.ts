import {
  detailNumbersOf,
  hasDetails,
  prescriptionDetailLines,
  type DetailsShown,
} from '@/lib/shop/prescription-detail-lines';
import { NO_DETAILS, type PrescriptionDetails } from '@/lib/shop/prescription-details';

// The rest of a line's prescription as the cart, checkout, order page, invoice, console and job
// sheet show it (docs/product.md#prescription-details): only what is given, one label and value a line.

const PD_63 = { pd: 63, pd_right: null, pd_left: null };
const details = (given: Partial<PrescriptionDetails>) => ({ ...NO_DETAILS, ...given });
const shown = (given: Partial<DetailsShown>): DetailsShown => ({
  details: null,
  pd: PD_63,
  lensUse: 'Single Vision',
  ...given,
});
const lines = (given: Partial<DetailsShown>) =>
  prescriptionDetailLines(shown(given)).map((line) => [line.key, line.label, line.value]);

describe('prescriptionDetailLines', () => {
  it.each<[string, Partial<DetailsShown>, string[][]]>([
    ['nothing given, single vision', {}, []],
    ['details absent (a line kept before them)', { details: undefined }, []],
    [
      'prism on both eyes, both directions',
      {
        details: details({
          od_prism_h: 1.5,
          od_prism_h_base: 'in',
          od_prism_v: 0.5,
          od_prism_v_base: 'up',
          os_prism_h: 2,
          os_prism_h_base: 'out',
        }),
      },
      [
        ['prism-od', 'Prism, right eye (OD)', '1.50 Δ base in, 0.50 Δ base up'],
        ['prism-os', 'Prism, left eye (OS)', '2.00 Δ base out'],
      ],
    ],
    ['a stated near PD', { details: details({ near_pd: 60.5 }) }, [['near-pd', 'Near PD', '60.5 mm']]],
    [
      'no near PD, progressive: worked out',
      { lensUse: 'Progressive' },
      [['near-pd', 'Near PD', '60 mm (worked out)']],
    ],
    [
      'no near PD, a PD per eye, bifocal',
      { lensUse: 'Bifocal', pd: { pd: null, pd_right: 31.5, pd_left: 32 } },
      [['near-pd', 'Near PD', '60.5 mm (worked out)']],
    ],
    ['no near PD and no PD, progressive', { lensUse: 'Progressive', pd: null }, []],
    [
      'dates, prescriber with licence, wearer, note',
      {
        details: details({
          exam_date: '2026-03-14',
          expiry_date: '2028-03-14',
          prescriber_name: 'Dr Ann Eye',
          prescriber_licence: 'OPT-123',
          wearer_name: 'Sam Doe',
          note: 'Reading at the desk',
        }),
      },
      [
        ['exam-date', 'Exam date', '14 March 2026'],
        ['expiry-date', 'Expiry date', '14 March 2028'],
        ['prescriber', 'Prescriber', 'Dr Ann Eye, licence OPT-123'],
        ['wearer', 'Wearer', 'Sam Doe'],
        ['note', 'Note', 'Reading at the desk'],
      ],
    ],
    [
      'a licence alone',
      { details: details({ prescriber_licence: 'L-9' }) },
      [['prescriber', 'Prescriber', 'licence L-9']],
    ],
    [
      'an expired prescription the shopper confirmed',
      { details: details({ expiry_date: '2026-03-14' }), expiredConfirmed: true },
      [
        ['expiry-date', 'Expiry date', '14 March 2026'],
        ['expired', 'Expired', 'Expired on 14 March 2026: confirmed as still right when ordered'],
      ],
    ],
  ])('%s', (_, given, expected) => {
    expect(lines(given)).toEqual(expected);
  });
});

describe('detailNumbersOf: the kept details as the API answers them', () => {
  it('is null when nothing is given, so answers leave it out', () => {
    expect(detailNumbersOf(undefined)).toBeNull();
    expect(detailNumbersOf(NO_DETAILS)).toBeNull();
    expect(hasDetails(NO_DETAILS)).toBe(false);
  });

  it('answers prism in Δ and the near PD in mm, the rest as kept', () => {
    expect(
      detailNumbersOf({ od_prism_h: 150, od_prism_h_base: 'in', near_pd: 605, wearer_name: 'Sam' }),
    ).toEqual({ ...NO_DETAILS, od_prism_h: 1.5, od_prism_h_base: 'in', near_pd: 60.5, wearer_name: 'Sam' });
  });
});
