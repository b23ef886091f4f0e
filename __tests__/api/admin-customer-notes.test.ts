import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CustomerRow } from '@/lib/contract/calls/admin/customers';
import type { CustomerNote, CustomerPrescriptionRow } from '@/lib/contract/calls/admin/customer-notes';
import type { Prescription } from '@/lib/contract/calls/prescription';
import { post } from '../support/call-route';
import { okData } from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import { createShopper, type TestShopper } from '../support/shoppers';

// docs/operating.md#customer-notes: the staff's notes and labels on a customer, the list filtered by
// a label, and the customer's saved prescriptions opened under the audit log.

const dataDir = mkdtempSync(path.join(tmpdir(), 'oculo-customer-notes-'));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type NotesAndTags = { notes: CustomerNote[]; tags: string[] };
type Info = { customer: CustomerRow; notes: CustomerNote[]; prescriptions: CustomerPrescriptionRow[] };
type Page<T> = { list: T[]; total: number };
type AuditLine = { actor: string; action: string; objectType: string; objectId: string; after: unknown };

let owner: TestOperator;
let staff: TestOperator;

beforeAll(async () => {
  [owner, staff] = await Promise.all([createOperator('owner'), createOperator('staff')]);
});

const call = <T>(verb: string, body: unknown, who: { headers: Record<string, string> } = staff) =>
  post<T>(`/api/admin/customers/${verb}`, body, who.headers);

const auditOf = async (objectId: string) =>
  okData(await post<Page<AuditLine>>('/api/admin/audit/list', { objectId }, owner.headers)).list;

describe('who may call', () => {
  it.each([
    ['addNote', { id: 1, body: 'Called about a late order.' }],
    ['addTag', { id: 1, tag: 'VIP' }],
    ['removeTag', { id: 1, tag: 'VIP' }],
    ['prescription', { id: 1, prescriptionId: 1 }],
  ])('/api/admin/customers/%s refuses no token, a shopper and a catalog member', async (verb, body) => {
    const shopper = await createShopper('not-staff');
    const catalog = await createOperator('catalog');
    expect((await call(verb, body, { headers: {} })).body.code).toBe(3);
    expect((await call(verb, body, shopper)).body.code).toBe(3);
    expect((await call(verb, body, catalog)).body.code).toBe(403);
  });
});

describe('notes', () => {
  it('keeps each note with its author and time, oldest first, and logs it', async () => {
    const shopper = await createShopper('noted');
    okData(await call<NotesAndTags>('addNote', { id: shopper.userId, body: 'Prefers a phone call.' }));
    const answer = okData(
      await call<NotesAndTags>(
        'addNote',
        { id: shopper.userId, body: '  Asked for a bigger case.  ' },
        owner,
      ),
    );
    expect(answer.notes.map((note) => [note.body, note.by])).toEqual([
      ['Prefers a phone call.', staff.email],
      ['Asked for a bigger case.', owner.email],
    ]);
    expect(Date.parse(answer.notes[0]?.at ?? '')).not.toBeNaN();
    const info = okData(await call<Info>('info', { id: shopper.userId }));
    expect(info.notes).toEqual(answer.notes);
    expect((await auditOf(shopper.email)).filter((line) => line.action === 'customer.note')).toHaveLength(2);
  });

  it('refuses an empty or overlong note, and answers 404 for an unknown customer', async () => {
    const shopper = await createShopper('noted');
    expect((await call('addNote', { id: shopper.userId, body: '   ' })).body.code).toBe(422);
    expect((await call('addNote', { id: shopper.userId, body: 'x'.repeat(2001) })).body.code).toBe(422);
    expect((await call('addNote', { id: 2_000_000_000, body: 'Hello' })).body.code).toBe(404);
  });
});

describe('labels', () => {
  const mark = randomBytes(3).toString('hex');
  let vip: TestShopper;
  let other: TestShopper;

  beforeAll(async () => {
    [vip, other] = await Promise.all([createShopper('vip'), createShopper('other')]);
  });

  it('adds a label once in any case, takes it off, and logs both', async () => {
    const label = `VIP ${mark}`;
    expect(
      okData(await call<NotesAndTags>('addTag', { id: vip.userId, tag: `  vip   ${mark} ` })).tags,
    ).toEqual([`vip ${mark}`]);
    expect(okData(await call<NotesAndTags>('addTag', { id: vip.userId, tag: label })).tags).toEqual([
      `vip ${mark}`,
    ]);
    okData(await call('addTag', { id: vip.userId, tag: 'wholesale' }));
    okData(await call('addTag', { id: other.userId, tag: 'wholesale' }));
    expect(okData(await call<NotesAndTags>('removeTag', { id: vip.userId, tag: 'WHOLESALE' })).tags).toEqual([
      `vip ${mark}`,
    ]);
    // taking off a label the customer does not have changes nothing
    expect(okData(await call<NotesAndTags>('removeTag', { id: vip.userId, tag: 'wholesale' })).tags).toEqual([
      `vip ${mark}`,
    ]);
    const actions = (await auditOf(vip.email)).map((line) => line.action);
    expect(actions.filter((action) => action === 'customer.tag')).toHaveLength(2);
    expect(actions.filter((action) => action === 'customer.untag')).toHaveLength(1);
  });

  it('filters the customer list by a label, in any case', async () => {
    okData(await call('addTag', { id: vip.userId, tag: `Filter ${mark}` }));
    const page = okData(await call<Page<CustomerRow>>('list', { tag: `FILTER ${mark}` }));
    expect(page.list.map((row) => row.id)).toEqual([vip.userId]);
    expect(page.list[0]?.tags).toContain(`Filter ${mark}`);
    expect(okData(await call<Page<CustomerRow>>('list', { tag: `nobody ${mark}` })).total).toBe(0);
  });

  it('refuses what is not a label', async () => {
    for (const tag of ['', '<script>', 'x'.repeat(25), '-vip'])
      expect((await call('addTag', { id: vip.userId, tag })).body.code).toBe(422);
    expect((await call('list', { tag: '<b>' })).body.code).toBe(422);
  });
});

describe("a customer's saved prescriptions", () => {
  let ada: TestShopper;
  let grace: TestShopper;
  let adas: Prescription;
  let graces: Prescription;

  const save = async (shopper: TestShopper, name: string) =>
    okData(
      await post<Prescription>(
        '/api/prescription/save',
        { name, od_sph: -2.25, os_sph: -2, pd: 63 },
        shopper.headers,
      ),
    );

  beforeAll(async () => {
    [ada, grace] = await Promise.all([createShopper('ada'), createShopper('grace')]);
    adas = await save(ada, 'Distance 2026');
    graces = await save(grace, 'Reading');
  });

  it('lists them by name only on the customer page', async () => {
    const info = okData(await call<Info>('info', { id: ada.userId }));
    expect(info.prescriptions).toEqual([
      { id: adas.id, name: 'Distance 2026', hasImage: false, updatedAt: expect.any(String) },
    ]);
    expect(JSON.stringify(info)).not.toContain('-2.25');
  });

  it('opens one, writing one prescription.view line for the customer', async () => {
    const before = (await auditOf(ada.email)).filter((line) => line.action === 'prescription.view');
    const opened = okData(
      await call<Prescription>('prescription', { id: ada.userId, prescriptionId: adas.id }),
    );
    expect(opened).toMatchObject({ id: adas.id, name: 'Distance 2026', od_sph: -2.25, pd: 63 });
    const lines = (await auditOf(ada.email)).filter((line) => line.action === 'prescription.view');
    expect(lines).toHaveLength(before.length + 1);
    expect(lines[0]).toMatchObject({
      actor: staff.email,
      objectType: 'customer',
      objectId: ada.email,
      after: { prescription: adas.id, what: 'values' },
    });
  });

  it("answers 404 for another customer's prescription, and logs nothing", async () => {
    const views = async (email: string) =>
      (await auditOf(email)).filter((line) => line.action === 'prescription.view').length;
    const before = await views(ada.email);
    expect((await call('prescription', { id: ada.userId, prescriptionId: graces.id })).body.code).toBe(404);
    expect((await call('prescription', { id: 2_000_000_000, prescriptionId: adas.id })).body.code).toBe(404);
    expect(await views(ada.email)).toBe(before);
    expect(await views(grace.email)).toBe(0);
  });
});
