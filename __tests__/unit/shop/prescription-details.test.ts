import {
  addYears,
  expiryOf,
  nearPdOf,
  NO_DETAILS,
  PRESCRIPTION_DETAIL_MESSAGES as M,
  prescriptionExpired,
  readDay,
  readPrescriptionDetails,
  type DetailsDraft,
  type DetailsProblems,
} from '@/lib/shop/prescription-details';
import { prismsOf } from '@/lib/shop/prescription-detail-lines';
import { PRESCRIPTION_VALUE_MESSAGES as V } from '@/lib/shop/prescription-values';

// docs/product.md#prescription-details: prism 0.25–10.00 Δ with its base, near PD, dates, prescriber,
// wearer, note; expiry by default the exam date plus the shop's validity.

const rules = { today: '2026-12-06', validYears: 2 };

describe('readPrescriptionDetails: problems', () => {
  const cases: [string, DetailsDraft, DetailsProblems][] = [
    ['nothing given', {}, {}],
    ['a prism with its base', { od_prism_h: '1.5', od_prism_h_base: 'in' }, {}],
    ['a prism written with Δ', { os_prism_v: '0.75 Δ', os_prism_v_base: 'DOWN' }, {}],
    ['a prism without its base', { od_prism_v: 2 }, { od_prism_v_base: M.baseNeeded('od', 'v') }],
    [
      'a base without a prism',
      { os_prism_h_base: 'out' },
      { os_prism_h_base: M.baseWithoutPrism('os', 'h') },
    ],
    [
      'a vertical base on a horizontal prism',
      { od_prism_h: 1, od_prism_h_base: 'up' },
      { od_prism_h_base: M.base('h') },
    ],
    [
      'a prism off its 0.25 step',
      { od_prism_h: '1.1', od_prism_h_base: 'in' },
      { od_prism_h: M.prism('od', 'h') },
    ],
    ['a prism above 10', { os_prism_v: '10.25', os_prism_v_base: 'up' }, { os_prism_v: M.prism('os', 'v') }],
    ['a negative prism', { os_prism_v: '-1', os_prism_v_base: 'up' }, { os_prism_v: M.prism('os', 'v') }],
    ['a prism of 0 is none', { od_prism_h: '0' }, {}],
    ['a near PD', { near_pd: '60.5' }, {}],
    ['a near PD of 46', { near_pd: '46' }, {}],
    ['a near PD too small', { near_pd: '40' }, { near_pd: V.pdRange('near') }],
    ['a near PD off its step', { near_pd: '60.2' }, { near_pd: V.pdStep }],
    ['an exam date', { exam_date: '2025-01-31' }, {}],
    ['an exam date that is not a day', { exam_date: '2025-02-30' }, { exam_date: M.date('exam_date') }],
    ['an exam date in another format', { exam_date: '31/01/2025' }, { exam_date: M.date('exam_date') }],
    ['an exam date after today', { exam_date: '2026-12-07' }, { exam_date: M.examInFuture }],
    [
      'an expiry before the exam',
      { exam_date: '2025-01-31', expiry_date: '2025-01-01' },
      { expiry_date: M.expiryBeforeExam },
    ],
    ['an expiry alone, even past', { expiry_date: '2024-01-01' }, {}],
    ['a prescriber and licence', { prescriber_name: 'Dr. A. Lens', prescriber_licence: 'GOC 01-23456' }, {}],
    [
      'a prescriber name too long',
      { prescriber_name: 'x'.repeat(81) },
      { prescriber_name: M.textLong('prescriber_name') },
    ],
    [
      'markup in the wearer name',
      { wearer_name: '<b>Sam</b>' },
      { wearer_name: M.textUnsafe('wearer_name') },
    ],
    ['a note on two lines', { note: 'Distance only.\nRecheck in a year.' }, {}],
    ['a note with a tab', { note: 'a\tb' }, {}],
    ['a line break in a name', { wearer_name: 'Sam\nLee' }, { wearer_name: M.textUnsafe('wearer_name') }],
  ];
  it.each(cases)('%s', (_name, draft, problems) => {
    expect(readPrescriptionDetails(draft, rules).problems).toEqual(problems);
  });
});

describe('readPrescriptionDetails: what is kept', () => {
  it('keeps prism in hundredths with its base, the near PD in tenths and trimmed texts', () => {
    const { details } = readPrescriptionDetails(
      {
        od_prism_h: '1.50',
        od_prism_h_base: 'In',
        os_prism_v: 0.75,
        os_prism_v_base: 'down',
        near_pd: '60.5',
        exam_date: '2026-03-14',
        prescriber_name: '  Dr. A. Lens ',
        prescriber_licence: 'GOC 01-23456',
        wearer_name: 'Sam Lee',
        note: 'Distance only.',
      },
      rules,
    );
    expect(details).toEqual({
      ...NO_DETAILS,
      od_prism_h: 150,
      od_prism_h_base: 'in',
      os_prism_v: 75,
      os_prism_v_base: 'down',
      near_pd: 605,
      exam_date: '2026-03-14',
      expiry_date: null,
      prescriber_name: 'Dr. A. Lens',
      prescriber_licence: 'GOC 01-23456',
      wearer_name: 'Sam Lee',
      note: 'Distance only.',
    });
  });

  it('takes the stated expiry over the default', () => {
    const { details } = readPrescriptionDetails(
      { exam_date: '2026-03-14', expiry_date: '2027-03-14' },
      rules,
    );
    expect(details.expiry_date).toBe('2027-03-14');
  });

  it('keeps only what the prescription states: no default expiry is stored', () => {
    const { details } = readPrescriptionDetails({ exam_date: '2026-03-14' }, rules);
    expect(details.expiry_date).toBeNull();
    expect(expiryOf(details, 1)).toBe('2027-03-14');
  });

  it('keeps nothing of a field with a problem', () => {
    const { details } = readPrescriptionDetails(
      { od_prism_h: '11', od_prism_h_base: 'in', exam_date: '2027-01-01' },
      rules,
    );
    expect(details.od_prism_h).toBeNull();
    expect(details.exam_date).toBeNull();
    expect(details.expiry_date).toBeNull();
  });
});

describe('dates', () => {
  it.each([
    ['2026-03-14', '2026-03-14'],
    ['2026-03-14T09:30:00Z', '2026-03-14'],
    ['2026-03-14T09:30:00+01:00', '2026-03-14'],
    ['2026-3-14', null],
    ['1899-12-31', null],
    ['2026-13-01', null],
    ['', null],
  ])('readDay(%s) = %s', (text, day) => expect(readDay(text)).toBe(day));

  it.each([
    ['2026-03-14', 2, '2028-03-14'],
    ['2024-02-29', 2, '2026-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2025-12-31', 1, '2026-12-31'],
  ])('addYears(%s, %i) = %s', (day, years, expected) => expect(addYears(day, years)).toBe(expected));

  it.each([
    ['no dates', { exam_date: null, expiry_date: null }, null, false],
    [
      'exam 2024-12-05: expired on the 2-year default',
      { exam_date: '2024-12-05', expiry_date: null },
      '2026-12-05',
      true,
    ],
    [
      'exam 2024-12-06: its last day is today',
      { exam_date: '2024-12-06', expiry_date: null },
      '2026-12-06',
      false,
    ],
    ['a stated expiry yesterday', { exam_date: null, expiry_date: '2026-12-05' }, '2026-12-05', true],
    [
      'a stated expiry later than the default',
      { exam_date: '2020-01-01', expiry_date: '2027-01-01' },
      '2027-01-01',
      false,
    ],
  ])('%s', (_name, details, expiry, expired) => {
    expect(expiryOf(details, 2)).toBe(expiry);
    expect(prescriptionExpired(details, '2026-12-06', 2)).toBe(expired);
  });
});

describe('nearPdOf', () => {
  it.each([
    ['stated', { pd: 630, pd_right: null, pd_left: null }, 600, { tenths: 600, computed: false }],
    ['from one PD', { pd: 630, pd_right: null, pd_left: null }, null, { tenths: 600, computed: true }],
    ['from two PDs', { pd: null, pd_right: 315, pd_left: 320 }, null, { tenths: 605, computed: true }],
    ['no PD', { pd: null, pd_right: null, pd_left: null }, null, null],
  ])('%s', (_name, pd, near, expected) => {
    expect(nearPdOf(pd, { near_pd: near })).toEqual(expected);
  });
});

it('prismsOf names each prism with its eye and base', () => {
  expect(
    prismsOf({
      ...NO_DETAILS,
      od_prism_h: 150,
      od_prism_h_base: 'in',
      os_prism_v: 50,
      os_prism_v_base: 'up',
    }),
  ).toEqual(['OD 1.50 Δ base in', 'OS 0.50 Δ base up']);
  expect(prismsOf(NO_DETAILS)).toEqual([]);
});
