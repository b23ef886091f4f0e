import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Prescription } from '@/lib/contract/calls/prescription';
import { prescriptionForLenses } from '@/lib/server/domain/prescriptions';
import { addYears } from '@/lib/shop/prescription-details';
import { callRoute, post } from '../support/call-route';
import { createShopper, type TestShopper } from '../support/shoppers';
import { today, WHOLE, yearsAgo, type Fields } from '../support/whole-prescription';

// docs/product.md#prescription-details: the account's saved prescriptions keep the whole
// prescription (prism with its base, near PD, exam and expiry dates, prescriber, wearer, note),
// answer the near PD and expiry worked out when not stated, and flag an expired one.

const dataDir = mkdtempSync(path.join(tmpdir(), 'oculo-prescription-details-'));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const fieldsOf = (result: { body: { data: unknown } }) =>
  (result.body.data as { fields: Record<string, string> }).fields;

const saveJson = (shopper: TestShopper, fields: Fields) =>
  post<Prescription>('/api/prescription/save', fields, shopper.headers);

function saveForm(shopper: TestShopper, fields: Fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value === null ? '' : String(value));
  return callRoute<Prescription>('POST', '/api/prescription/save', { body: form, headers: shopper.headers });
}

async function saved(result: Awaited<ReturnType<typeof saveJson>>): Promise<Prescription> {
  expect(result.body).toMatchObject({ code: 200 });
  return result.body.data;
}

const STATED = {
  od_prism_h: 1.5,
  od_prism_h_base: 'in',
  od_prism_v: 0.5,
  od_prism_v_base: 'up',
  os_prism_h: 2,
  os_prism_h_base: 'out',
  os_prism_v: 0.75,
  os_prism_v_base: 'down',
  near_pd: 59.5,
  near_pd_computed: false,
  exam_date: yearsAgo(1),
  expiry_date: addYears(today, 1),
  expiry_computed: false,
  expired: false,
  prescriber_name: 'Dr. Ada Lee',
  prescriber_licence: 'GOC-01-23456',
  wearer_name: 'Sam Lee',
  note: 'Reading at the desk.\nNo tint.',
};

describe('the details of a saved prescription', () => {
  it.each([
    ['JSON', saveJson],
    ['multipart', saveForm],
  ])('saves every detail (%s) and reads each back from /save, /info and /list', async (_kind, save) => {
    const ada = await createShopper('ada');
    const answer = await saved(await save(ada, WHOLE));
    expect(answer).toMatchObject({ ...STATED, od_sph: -2.25, od_add: 1.5, pd: 63 });
    const info = await post<Prescription>('/api/prescription/info', { id: answer.id }, ada.headers);
    expect(info.body.data).toEqual(answer);
    const list = await post<{ list: Prescription[] }>('/api/prescription/list', {}, ada.headers);
    expect(list.body.data.list).toEqual([answer]);
  });

  it('works out the near PD from the distance PD and the expiry from the exam date, and says so', async () => {
    const ada = await createShopper('ada');
    const answer = await saved(
      await saveJson(ada, {
        name: 'Plain',
        od_sph: '-1.00',
        os_sph: '-1.00',
        pd: '63',
        exam_date: yearsAgo(1),
      }),
    );
    expect(answer).toMatchObject({
      near_pd: 60,
      near_pd_computed: true,
      exam_date: yearsAgo(1),
      expiry_date: addYears(yearsAgo(1), 2),
      expiry_computed: true,
      expired: false,
      od_prism_h: null,
      od_prism_h_base: null,
      prescriber_name: null,
      note: '',
    });
    const perEye = await saved(
      await saveJson(ada, { name: 'Per eye', od_sph: 0, os_sph: 0, pd_right: '31.5', pd_left: '32' }),
    );
    expect(perEye).toMatchObject({
      near_pd: 60.5,
      near_pd_computed: true,
      expiry_date: null,
      expired: false,
    });
  });

  it('hands the lens wizard the details beside the values, the expiry stated or by default', async () => {
    const ada = await createShopper('ada');
    const whole = await saved(await saveJson(ada, WHOLE));
    const forLenses = await prescriptionForLenses(ada.userId, whole.id);
    expect(forLenses.values).toMatchObject({ od_sph: -225, pd: 630 });
    expect(forLenses.details).toEqual({
      od_prism_h: 150,
      od_prism_h_base: 'in',
      od_prism_v: 50,
      od_prism_v_base: 'up',
      os_prism_h: 200,
      os_prism_h_base: 'out',
      os_prism_v: 75,
      os_prism_v_base: 'down',
      near_pd: 595,
      exam_date: yearsAgo(1),
      expiry_date: addYears(today, 1),
      prescriber_name: 'Dr. Ada Lee',
      prescriber_licence: 'GOC-01-23456',
      wearer_name: 'Sam Lee',
      note: 'Reading at the desk.\nNo tint.',
    });
    const plain = await saved(
      await saveJson(ada, { name: 'Plain', od_sph: '-1.00', os_sph: '-1.00', exam_date: yearsAgo(1) }),
    );
    expect((await prescriptionForLenses(ada.userId, plain.id)).details).toMatchObject({
      near_pd: null,
      expiry_date: addYears(yearsAgo(1), 2),
      od_prism_h: null,
    });
  });

  it('marks a prescription whose expiry day is before today as expired, and still keeps it', async () => {
    const ada = await createShopper('ada');
    const stated = await saved(
      await saveJson(ada, {
        name: 'Old',
        od_sph: '-1.00',
        os_sph: '-1.00',
        exam_date: yearsAgo(3),
        expiry_date: addYears(today, -1),
      }),
    );
    expect(stated).toMatchObject({ expired: true, expiry_computed: false });
    const byDefault = await saved(
      await saveJson(ada, { name: 'Old too', od_sph: '-1.00', os_sph: '-1.00', exam_date: yearsAgo(3) }),
    );
    expect(byDefault).toMatchObject({
      expired: true,
      expiry_computed: true,
      expiry_date: addYears(yearsAgo(3), 2),
    });
  });

  it('clears the details on a change that leaves them out', async () => {
    const ada = await createShopper('ada');
    const first = await saved(await saveJson(ada, WHOLE));
    const changed = await saved(
      await saveJson(ada, { id: first.id, name: 'Whole 2026', od_sph: '-2.25', os_sph: '-2.00' }),
    );
    expect(changed).toMatchObject({ od_prism_h: null, exam_date: null, wearer_name: null, note: '' });
  });

  it.each<[string, Fields, string, RegExp]>([
    [
      'a prism off its steps',
      { od_prism_h: '1.30', od_prism_h_base: 'in' },
      'od_prism_h',
      /horizontal prism of the right eye/,
    ],
    [
      'a prism past 10 Δ',
      { os_prism_v: 12, os_prism_v_base: 'up' },
      'os_prism_v',
      /vertical prism of the left eye/,
    ],
    ['a prism without its base', { os_prism_h: '1.00' }, 'os_prism_h_base', /Choose the base \(in or out\)/],
    ['a base without a prism', { od_prism_v_base: 'down' }, 'od_prism_v_base', /Leave the base empty/],
    [
      'a vertical base on a horizontal prism',
      { od_prism_h: 1, od_prism_h_base: 'up' },
      'od_prism_h_base',
      /in or out/,
    ],
    ['a near PD out of range', { near_pd: '30' }, 'near_pd', /PD/],
    ['a day that does not exist', { exam_date: '2025-02-30' }, 'exam_date', /exam date as a day/],
    ['an exam in the future', { exam_date: addYears(today, 1) }, 'exam_date', /cannot be after today/],
    [
      'an expiry not after the exam',
      { exam_date: yearsAgo(1), expiry_date: yearsAgo(2) },
      'expiry_date',
      /after the exam date/,
    ],
    ['a long prescriber name', { prescriber_name: 'x'.repeat(81) }, 'prescriber_name', /under 80 characters/],
    ['markup in the wearer name', { wearer_name: '<b>Sam</b>' }, 'wearer_name', /special characters/],
  ])('names the field of %s (422)', async (_case, fields, field, message) => {
    const ada = await createShopper('ada');
    const result = await saveJson(ada, { name: 'Bad', od_sph: '-1.00', os_sph: '-1.00', ...fields });
    expect(result.body.code).toBe(422);
    expect(fieldsOf(result)[field]).toMatch(message);
    const list = await post<{ list: Prescription[] }>('/api/prescription/list', {}, ada.headers);
    expect(list.body.data.list).toEqual([]);
  });
});
