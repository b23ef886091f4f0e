import { readPrescriptionDetails, type PrescriptionDetails } from '@/lib/shop/prescription-details';
import {
  FHIR_DATA_ABSENT,
  FHIR_IMPORT_MESSAGES as M,
  fromVisionPrescription,
  toVisionPrescription,
} from '@/lib/shop/prescription-fhir';
import { readPrescription, type PrescriptionValues } from '@/lib/shop/prescription-record';

// docs/product.md#prescription-fhir: every field out to an R4 VisionPrescription and back.

const rules = { today: '2026-12-06', validYears: 2 };

function roundTrip(values: PrescriptionValues, details: PrescriptionDetails) {
  const resource = JSON.parse(
    JSON.stringify(toVisionPrescription({ values, details, createdAt: '2026-12-01T10:00:00.000Z', id: '7' })),
  );
  const imported = fromVisionPrescription(resource);
  if (!imported.ok) throw new Error(imported.message);
  const read = readPrescription(imported.draft);
  const readDetails = readPrescriptionDetails(imported.draft, rules);
  expect(read.problems).toEqual({});
  expect(readDetails.problems).toEqual({});
  return { values: read.values, details: readDetails.details, resource };
}

const full: { values: PrescriptionValues; details: PrescriptionDetails } = {
  values: {
    od_sph: -525,
    od_cyl: -75,
    od_axis: 180,
    od_add: 200,
    os_sph: -475,
    os_cyl: -50,
    os_axis: 5,
    os_add: 200,
    pd: null,
    pd_right: 315,
    pd_left: 320,
  },
  details: {
    od_prism_h: 150,
    od_prism_h_base: 'in',
    od_prism_v: 50,
    od_prism_v_base: 'up',
    os_prism_h: 100,
    os_prism_h_base: 'out',
    os_prism_v: 25,
    os_prism_v_base: 'down',
    near_pd: 605,
    exam_date: '2026-03-14',
    expiry_date: '2027-09-14',
    prescriber_name: 'Dr. Ada Lens',
    prescriber_licence: 'GOC 01-23456',
    wearer_name: 'Sam Lee',
    note: 'Distance and reading.\nRecheck in a year.',
  },
};

describe('FHIR VisionPrescription', () => {
  it('round-trips every field', () => {
    const { values, details } = roundTrip(full.values, full.details);
    expect(values).toEqual(full.values);
    expect(details).toEqual(full.details);
  });

  it('round-trips a single PD and a prescription with nothing but spheres', () => {
    const values = {
      ...full.values,
      od_cyl: null,
      od_axis: null,
      os_cyl: null,
      os_axis: null,
      od_add: null,
      os_add: null,
      pd: 630,
      pd_right: null,
      pd_left: null,
    };
    const details = readPrescriptionDetails({}, rules).details;
    const back = roundTrip(values, details);
    expect(back.values).toEqual(values);
    expect(back.details).toEqual(details);
  });

  it('writes R4 fields where R4 has them', () => {
    const resource = toVisionPrescription({ ...full, createdAt: '2026-12-01T10:00:00.000Z' });
    expect(resource).toMatchObject({
      resourceType: 'VisionPrescription',
      status: 'active',
      created: '2026-12-01T10:00:00.000Z',
      dateWritten: '2026-03-14',
      patient: { display: 'Sam Lee' },
      prescriber: { display: 'Dr. Ada Lens', identifier: { value: 'GOC 01-23456' } },
    });
    expect(resource.lensSpecification[0]).toMatchObject({
      eye: 'right',
      sphere: -5.25,
      cylinder: -0.75,
      axis: 180,
      add: 2,
      prism: [
        { amount: 1.5, base: 'in' },
        { amount: 0.5, base: 'up' },
      ],
    });
  });

  it('says what is unknown with data-absent-reason, as R4 requires a patient, prescriber and date', () => {
    const details = readPrescriptionDetails({}, rules).details;
    const resource = toVisionPrescription({
      values: full.values,
      details,
      createdAt: '2026-12-01T10:00:00.000Z',
    });
    const absent = [{ url: FHIR_DATA_ABSENT, valueCode: 'unknown' }];
    expect(resource.patient).toEqual({ extension: absent });
    expect(resource.prescriber).toEqual({ extension: absent });
    expect(resource._dateWritten).toEqual({ extension: absent });
    expect(resource.dateWritten).toBeUndefined();
  });

  it.each([
    ['not a resource', 'hello', M.notJson],
    ['another resource', { resourceType: 'Patient' }, 'This file is not a FHIR VisionPrescription.'],
    [
      'contact lenses',
      {
        resourceType: 'VisionPrescription',
        lensSpecification: [{ product: { coding: [{ code: 'contact' }] }, eye: 'right' }],
      },
      M.notGlasses,
    ],
    [
      'one eye twice',
      {
        resourceType: 'VisionPrescription',
        lensSpecification: [
          { product: {}, eye: 'right', sphere: -1 },
          { product: {}, eye: 'right', sphere: -2 },
        ],
      },
      M.eyeTwice,
    ],
    [
      'entered in error',
      {
        resourceType: 'VisionPrescription',
        status: 'entered-in-error',
        lensSpecification: [{ product: {}, eye: 'left' }],
      },
      M.cancelled,
    ],
  ])('refuses %s', (_name, resource, message) => {
    expect(fromVisionPrescription(resource)).toEqual({ ok: false, message });
  });

  it('hands values outside the rules to the rules (an import is checked as typed)', () => {
    const imported = fromVisionPrescription({
      resourceType: 'VisionPrescription',
      lensSpecification: [
        { product: {}, eye: 'right', sphere: -2.3 },
        { product: {}, eye: 'left', sphere: -2 },
      ],
    });
    expect(imported.ok).toBe(true);
    if (imported.ok) expect(Object.keys(readPrescription(imported.draft).problems)).toEqual(['od_sph']);
  });
});
