import {
  hasEyeValues,
  PRESCRIPTION_RECORD_MESSAGES as R,
  prescriptionWarning,
  readPrescription,
  type PrescriptionDraft,
  type PrescriptionProblems,
} from '@/lib/shop/prescription-record';
import { PRESCRIPTION_VALUE_MESSAGES as M } from '@/lib/shop/prescription-values';

// docs/product.md#prescription-rules: AXIS required when CYL ≠ 0; one PD or a PD per eye; the ≥ 3
// warning.

describe('readPrescription', () => {
  const cases: [string, PrescriptionDraft, PrescriptionProblems][] = [
    ['a simple myopic prescription', { od_sph: '-2.25', os_sph: '-2.00', pd: '63' }, {}],
    [
      'astigmatism with axes',
      { od_sph: '-1.00', od_cyl: '-0.75', od_axis: '180', os_sph: '-1.25', os_cyl: '-0.50', os_axis: 5 },
      {},
    ],
    [
      'a cylinder without its axis',
      { od_sph: '-1', od_cyl: '-0.75', os_sph: '-1' },
      { od_axis: R.axisNeeded('od') },
    ],
    [
      'an axis without cylinder',
      { od_sph: '-1', os_sph: '-1', os_axis: '90' },
      { os_axis: R.axisWithoutCylinder('os') },
    ],
    [
      'an axis with a zero cylinder',
      { od_sph: '-1', od_cyl: '0.00', od_axis: '90', os_sph: '-1' },
      { od_axis: R.axisWithoutCylinder('od') },
    ],
    [
      'a bad cylinder says only that',
      { od_sph: '-1', od_cyl: '-9', os_sph: '-1' },
      { od_cyl: M.powerRange('cyl') },
    ],
    ['one eye only', { od_sph: '-1.00' }, { os_sph: R.sphereNeeded('os') }],
    [
      'a cylinder alone',
      { os_cyl: '-1.00', os_axis: '90' },
      { od_sph: R.sphereNeeded('od'), os_sph: R.sphereNeeded('os') },
    ],
    ['reading addition', { od_sph: '+1.00', os_sph: '+1.25', od_add: '+2.00', os_add: '+2.00' }, {}],
    [
      'an addition out of range',
      { od_sph: '0', os_sph: '0', od_add: '4.00' },
      { od_add: M.powerRange('add') },
    ],
    ['dual PD', { od_sph: 0, os_sph: 0, pd_right: '31.5', pd_left: '32' }, {}],
    [
      'one PD and dual PD',
      { od_sph: 0, os_sph: 0, pd: '63', pd_right: '31.5', pd_left: '32' },
      { pd: R.pdTwice },
    ],
    ['half a dual PD', { od_sph: 0, os_sph: 0, pd_right: '31.5' }, { pd_left: R.pdOtherEye('os') }],
    ['PD off its step', { od_sph: 0, os_sph: 0, pd: '63.3' }, { pd: M.pdStep }],
    ['a PD alone is not an error by itself', { pd: '63' }, {}],
    ['nothing at all', {}, {}],
    [
      'several problems at once',
      { od_sph: '-30', os_sph: 'x', od_axis: '200' },
      {
        od_sph: M.powerRange('sph'),
        os_sph: M.powerFormat('sph'),
        od_axis: M.axis,
      },
    ],
  ];
  it.each(cases)('%s', (_name, draft, problems) => {
    expect(readPrescription(draft).problems).toEqual(problems);
  });

  it('keeps powers in hundredths, axes in degrees and PD in tenths', () => {
    const { values } = readPrescription({
      od_sph: '-2.25',
      od_cyl: '-0.75',
      od_axis: '90',
      os_sph: '+1.50',
      od_add: '+2.00',
      pd_right: '31.5',
      pd_left: '32',
    });
    expect(values).toEqual({
      od_sph: -225,
      od_cyl: -75,
      od_axis: 90,
      od_add: 200,
      os_sph: 150,
      os_cyl: null,
      os_axis: null,
      os_add: null,
      pd: null,
      pd_right: 315,
      pd_left: 320,
    });
    expect(hasEyeValues(values)).toBe(true);
    expect(hasEyeValues(readPrescription({ pd: '63' }).values)).toBe(false);
  });
});

describe('prescriptionWarning (docs/product.md#prescription-rules)', () => {
  const warn = (draft: PrescriptionDraft) => prescriptionWarning(readPrescription(draft).values);
  it.each([
    ['equal eyes', { od_sph: '-2', os_sph: '-2' }, null],
    ['2.75 apart', { od_sph: '-1.00', os_sph: '+1.75' }, null],
    ['exactly 3 apart in sphere', { od_sph: '-1.50', os_sph: '+1.50' }, /sphere \(SPH\)\./],
    ['3 apart in cylinder', { od_sph: 0, od_cyl: '-3.00', od_axis: 90, os_sph: 0 }, /in cylinder \(CYL\)\./],
    [
      'both',
      { od_sph: '+6.00', od_cyl: '-4.00', od_axis: 10, os_sph: '+1.00', os_cyl: '-0.75', os_axis: 170 },
      /sphere \(SPH\) and cylinder \(CYL\)/,
    ],
    ['nothing typed', {}, null],
  ] as const)('%s', (_name, draft, expected) => {
    const warning = warn(draft);
    if (expected === null) expect(warning).toBeNull();
    else expect(warning).toMatch(expected);
  });
});
