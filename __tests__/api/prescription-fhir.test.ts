import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRESCRIPTIONS_MAX, type Prescription } from '@/lib/contract/calls/prescription';
import { FHIR_IMPORT_MESSAGES, FHIR_PRODUCT_SYSTEM } from '@/lib/shop/prescription-fhir';
import { callRoute, post } from '../support/call-route';
import { createShopper, type TestShopper } from '../support/shoppers';
import { WHOLE, yearsAgo, type Fields } from '../support/whole-prescription';

// docs/product.md#prescription-fhir: /api/prescription/fhir answers a saved prescription as a FHIR
// R4 VisionPrescription file to its owner; /api/prescription/import saves one read from such a
// file by the rules of a typed prescription.

const dataDir = mkdtempSync(path.join(tmpdir(), 'oculo-prescription-fhir-'));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const fieldsOf = (result: { body: { data: unknown } }) =>
  (result.body.data as { fields: Record<string, string> }).fields;

async function save(shopper: TestShopper, fields: Fields): Promise<Prescription> {
  const result = await post<Prescription>('/api/prescription/save', fields, shopper.headers);
  expect(result.body).toMatchObject({ code: 200 });
  return result.body.data;
}

/** The export answers the file itself, so it is read without the envelope helper. */
async function exportFhir(shopper: TestShopper | null, id: number) {
  const { POST } = await import('@/app/api/prescription/fhir/route');
  return POST(
    new Request('http://shop.test/api/prescription/fhir', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(shopper?.headers ?? {}) },
      body: JSON.stringify({ id }),
    }),
  );
}

const importJson = (shopper: TestShopper, body: unknown) =>
  post<Prescription>('/api/prescription/import', body, shopper.headers);

function importFile(shopper: TestShopper, text: string, name?: string) {
  const form = new FormData();
  if (name) form.append('name', name);
  form.append('file', new File([text], 'rx.fhir.json', { type: 'application/fhir+json' }));
  return callRoute<Prescription>('POST', '/api/prescription/import', {
    body: form,
    headers: shopper.headers,
  });
}

/** What a saved prescription says, without what the book gives each record of its own. */
const prescriptionOf = ({ id: _id, name: _name, createdAt: _c, updatedAt: _u, ...rest }: Prescription) =>
  rest;

describe('downloading a saved prescription as FHIR', () => {
  it('answers the owner a VisionPrescription file named after the prescription', async () => {
    const ada = await createShopper('ada');
    const whole = await save(ada, WHOLE);
    const response = await exportFhir(ada, whole.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Whole_2026.fhir.json"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const resource = (await response.json()) as Record<string, unknown>;
    expect(resource).toMatchObject({
      resourceType: 'VisionPrescription',
      id: String(whole.id),
      status: 'active',
      dateWritten: WHOLE.exam_date,
      patient: { display: 'Sam Lee' },
      prescriber: { display: 'Dr. Ada Lee', identifier: { value: 'GOC-01-23456' } },
    });
    expect(resource.lensSpecification).toContainEqual(
      expect.objectContaining({
        eye: 'right',
        sphere: -2.25,
        cylinder: -0.75,
        axis: 90,
        add: 1.5,
        prism: [
          { amount: 1.5, base: 'in' },
          { amount: 0.5, base: 'up' },
        ],
      }),
    );
  });

  it('answers 404 for another shopper’s prescription and code 3 without a session', async () => {
    const ada = await createShopper('ada');
    const eve = await createShopper('eve');
    const whole = await save(ada, WHOLE);
    const stranger = await exportFhir(eve, whole.id);
    expect(stranger.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await stranger.json()).toMatchObject({ code: 404, msg: expect.stringMatching(/prescription/i) });
    const nobody = await exportFhir(null, whole.id);
    expect(((await nobody.json()) as { code: number }).code).toBe(3);
  });
});

describe('importing a FHIR VisionPrescription', () => {
  it.each([
    ['every detail', WHOLE],
    [
      'a worked-out near PD and expiry',
      { name: 'Plain', od_sph: '+0.50', os_sph: '+0.75', pd: '64', exam_date: yearsAgo(1) },
    ],
    [
      'a PD per eye and no dates',
      { name: 'Per eye', od_sph: 0, os_sph: '-0.25', pd_right: '31', pd_left: '32.5' },
    ],
  ])('gives back a saved copy equal to the original in every field: %s', async (_case, fields) => {
    const ada = await createShopper('ada');
    const original = await save(ada, fields);
    const file = await (await exportFhir(ada, original.id)).text();

    const asJson = await importJson(ada, { name: 'From JSON', resource: JSON.parse(file) as unknown });
    expect(asJson.body).toMatchObject({ code: 200, data: { name: 'From JSON' } });
    expect(prescriptionOf(asJson.body.data)).toEqual(prescriptionOf(original));

    const asFile = await importFile(ada, file);
    expect(asFile.body.code).toBe(200);
    expect(prescriptionOf(asFile.body.data)).toEqual(prescriptionOf(original));
    expect(asFile.body.data.name).toMatch(/^Imported/);

    const list = await post<{ list: Prescription[] }>('/api/prescription/list', {}, ada.headers);
    expect(list.body.data.list).toHaveLength(3);
  });

  it('refuses a contact lens prescription with a sentence that says so, and keeps nothing', async () => {
    const ada = await createShopper('ada');
    const contact = {
      resourceType: 'VisionPrescription',
      status: 'active',
      lensSpecification: [
        { product: { coding: [{ system: FHIR_PRODUCT_SYSTEM, code: 'contact' }] }, eye: 'right', sphere: -2 },
        { product: { coding: [{ system: FHIR_PRODUCT_SYSTEM, code: 'contact' }] }, eye: 'left', sphere: -2 },
      ],
    };
    const result = await importJson(ada, { resource: contact });
    expect(result.body).toMatchObject({
      code: 422,
      msg: expect.stringContaining(FHIR_IMPORT_MESSAGES.notGlasses),
    });
    expect(fieldsOf(result)).toEqual({ resource: FHIR_IMPORT_MESSAGES.notGlasses });
    const asFile = await importFile(ada, JSON.stringify(contact));
    expect(fieldsOf(asFile)).toEqual({ file: FHIR_IMPORT_MESSAGES.notGlasses });
    const list = await post<{ list: Prescription[] }>('/api/prescription/list', {}, ada.headers);
    expect(list.body.data.list).toEqual([]);
  });

  it.each<[string, unknown, string, RegExp]>([
    [
      'a sphere out of range',
      {
        lensSpecification: [
          { eye: 'right', sphere: -30 },
          { eye: 'left', sphere: -1 },
        ],
      },
      'od_sph',
      /sphere \(SPH\)/,
    ],
    [
      'a prism off its steps',
      {
        lensSpecification: [
          { eye: 'right', sphere: -1, prism: [{ amount: 1.3, base: 'in' }] },
          { eye: 'left', sphere: -1 },
        ],
      },
      'od_prism_h',
      /horizontal prism/,
    ],
    [
      'a base that is none',
      {
        lensSpecification: [
          { eye: 'right', sphere: -1 },
          { eye: 'left', sphere: -1, prism: [{ amount: 1, base: 'sideways' }] },
        ],
      },
      'os_prism_v_base',
      /up or down/,
    ],
    [
      'an exam in the future',
      {
        dateWritten: '2999-01-01',
        lensSpecification: [
          { eye: 'right', sphere: -1 },
          { eye: 'left', sphere: -1 },
        ],
      },
      'exam_date',
      /after today/,
    ],
  ])('names the field of %s (422)', async (_case, partial, field, message) => {
    const ada = await createShopper('ada');
    const base = partial as { lensSpecification: object[] };
    const resource = {
      resourceType: 'VisionPrescription',
      status: 'active',
      ...base,
      lensSpecification: base.lensSpecification.map((lens) => ({
        product: { coding: [{ system: FHIR_PRODUCT_SYSTEM, code: 'lens' }] },
        ...lens,
      })),
    };
    const result = await importJson(ada, { resource });
    expect(result.body.code).toBe(422);
    expect(fieldsOf(result)[field]).toMatch(message);
  });

  it('refuses a file that is not JSON, and a call with neither a resource nor a file', async () => {
    const ada = await createShopper('ada');
    expect(fieldsOf(await importFile(ada, 'not json at all'))).toEqual({
      file: FHIR_IMPORT_MESSAGES.notJson,
    });
    expect(fieldsOf(await importJson(ada, { resource: [1, 2] }))).toEqual({
      resource: FHIR_IMPORT_MESSAGES.notJson,
    });
    expect((await importJson(ada, { name: 'Nothing' })).body.code).toBe(422);
  });

  it(`keeps at most ${PRESCRIPTIONS_MAX} prescriptions`, async () => {
    const ada = await createShopper('ada');
    const first = await save(ada, WHOLE);
    for (let index = 1; index < PRESCRIPTIONS_MAX; index += 1)
      await save(ada, { ...WHOLE, name: `Rx ${index}` });
    const file = await (await exportFhir(ada, first.id)).text();
    const result = await importFile(ada, file);
    expect(result.body).toMatchObject({ code: 0, msg: expect.stringMatching(/up to 20 prescriptions/) });
  });

  it('answers code 3 without a session', async () => {
    const result = await post('/api/prescription/import', { resource: {} });
    expect(result.body.code).toBe(3);
  });
});
