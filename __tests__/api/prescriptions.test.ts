import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PRESCRIPTIONS_MAX, type Prescription } from '@/lib/contract/calls/prescription';
import { database } from '@/lib/server/platform/db/database';
import { prescriptions } from '@/lib/server/platform/db/schema';
import { callRoute, post } from '../support/call-route';
import { createShopper, type TestShopper } from '../support/shoppers';
import { isStored, storedBytes, storedPrivateFiles } from '../support/stored-files';

// docs/product.md#calls "Account": /api/prescription/list, /info, /save, /delete, plus /image
// (ours). docs/product.md#prescription-rules: typed values in their ranges or a photo;
// docs/product.md#privacy: visible to the owner only.

// Photos go to this test's own data folder (read lazily by the server configuration).
const dataDir = mkdtempSync(path.join(tmpdir(), 'oculo-prescriptions-'));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Fields = Record<string, string | number | boolean | null>;
/** The field messages of a 422 answer. */
const fieldsOf = (result: { body: { data: unknown } }) =>
  (result.body.data as { fields: Record<string, string> }).fields;

const DISTANCE: Fields = {
  name: 'Distance 2026',
  od_sph: '-2.25',
  od_cyl: '-0.75',
  od_axis: 90,
  os_sph: '\u22122.00',
  pd: '63.5',
  note: 'From Dr. Lee',
};

const saveJson = (shopper: TestShopper, fields: Fields) =>
  post<Prescription>('/api/prescription/save', fields, shopper.headers);

function saveForm(
  shopper: TestShopper,
  fields: Fields,
  file?: { bytes: Uint8Array; name: string; type: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value === null ? '' : String(value));
  if (file) form.append('file', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return callRoute<Prescription>('POST', '/api/prescription/save', { body: form, headers: shopper.headers });
}

/** The image call answers bytes, so it is read without the envelope helper. */
async function image(shopper: TestShopper | null, id: number) {
  const { POST } = await import('@/app/api/prescription/image/route');
  const response = await POST(
    new Request('http://shop.test/api/prescription/image', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(shopper?.headers ?? {}) },
      body: JSON.stringify({ id }),
    }),
  );
  return response;
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 220, b: 240 } } });

async function storedKey(id: number): Promise<string | null> {
  const db = await database();
  const [row] = await db
    .select({ imageKey: prescriptions.imageKey })
    .from(prescriptions)
    .where(eq(prescriptions.id, id));
  return row?.imageKey ?? null;
}

async function saved(result: Awaited<ReturnType<typeof saveJson>>): Promise<Prescription> {
  expect(result.body).toMatchObject({ code: 200 });
  return result.body.data;
}

describe('signing in', () => {
  it.each(['list', 'info', 'save', 'delete'])(
    '/api/prescription/%s answers code 3 without a token',
    async (name) => {
      const input = name === 'list' ? {} : name === 'save' ? DISTANCE : { id: 1 };
      expect((await post(`/api/prescription/${name}`, input)).body.code).toBe(3);
      const revoked = { authorization: 'Bearer no-such-token-0123456789abcdef' };
      expect((await post(`/api/prescription/${name}`, input, revoked)).body.code).toBe(3);
    },
  );

  it('/api/prescription/image answers code 3 without a token', async () => {
    const response = await image(null, 1);
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(((await response.json()) as { code: number }).code).toBe(3);
  });
});

describe('typed prescriptions', () => {
  it('saves values in their units, reads them back and lists them', async () => {
    const ada = await createShopper('ada');
    const distance = await saved(await saveJson(ada, DISTANCE));
    expect(distance).toMatchObject({
      name: 'Distance 2026',
      note: 'From Dr. Lee',
      od_sph: -2.25,
      od_cyl: -0.75,
      od_axis: 90,
      od_add: null,
      os_sph: -2,
      os_cyl: null,
      pd: 63.5,
      pd_right: null,
      hasImage: false,
      warning: null,
    });
    const db = await database();
    const [row] = await db.select().from(prescriptions).where(eq(prescriptions.id, distance.id));
    expect(row).toMatchObject({ odSph: -225, odCyl: -75, odAxis: 90, osSph: -200, pd: 635 });

    const reading = await saved(
      await saveJson(ada, {
        name: 'Reading',
        od_sph: 1,
        os_sph: 1.25,
        od_add: '+2.00',
        os_add: '+2.00',
        pd_right: 31.5,
        pd_left: 32,
      }),
    );
    const { body } = await post<{ list: Prescription[] }>('/api/prescription/list', {}, ada.headers);
    expect(body.data.list.map((p) => p.id)).toEqual([reading.id, distance.id]);
    expect(
      (await post<Prescription>('/api/prescription/info', { id: distance.id }, ada.headers)).body.data,
    ).toEqual(distance);

    const changed = await saved(
      await saveJson(ada, { ...DISTANCE, id: distance.id, od_sph: '-2.50', note: '' }),
    );
    expect(changed).toMatchObject({ id: distance.id, od_sph: -2.5, note: '' });
  });

  it('warns when the eyes differ by 3 or more (docs/product.md#prescription-rules), and saves anyway', async () => {
    const ben = await createShopper('ben');
    const result = await saveJson(ben, { name: 'Odd', od_sph: '-1.50', os_sph: '+1.50' });
    const prescription = await saved(result);
    expect(prescription.warning).toMatch(/differ by 3\.00 or more in sphere \(SPH\)/);
    expect(
      (await post<Prescription>('/api/prescription/info', { id: prescription.id }, ben.headers)).body.data
        .warning,
    ).toBe(prescription.warning);
  });

  it.each([
    ['a sphere out of range', { od_sph: '-21.00' }, 'od_sph', /between \u221220\.00 and \+12\.00/],
    ['a sphere off its 0.25 step', { os_sph: '-2.10' }, 'os_sph', /steps of 0\.25/],
    ['a cylinder without axis', { od_axis: null }, 'od_axis', /needs one/],
    ['an axis without cylinder', { os_axis: 45 }, 'os_axis', /empty/],
    ['an axis of 181', { od_axis: 181 }, 'od_axis', /1 to 180/],
    ['an addition of 4.00', { od_add: '4.00' }, 'od_add', /\+0\.75 and \+3\.50/],
    ['a PD of 90', { pd: 90 }, 'pd', /between 50 and 80/],
    ['a single and a dual PD', { pd_right: 31, pd_left: 31 }, 'pd', /not both/],
    ['a missing name', { name: '' }, 'name', /Name this prescription/],
    ['one eye only', { os_sph: null }, 'os_sph', /left eye/],
    ['a value that is not a number', { od_sph: true }, 'od_sph', /number/],
    ['an unknown field', { colour: 'red' }, 'colour', /Unknown field/],
  ])('refuses %s with 422 naming the field', async (_name, change, field, message) => {
    const shopper = await createShopper('checks');
    const result = await saveJson(shopper, { ...DISTANCE, ...change });
    expect(result.body.code).toBe(422);
    expect(fieldsOf(result)[field]).toMatch(message);
  });

  it('refuses a prescription with neither values nor a photo', async () => {
    const shopper = await createShopper('empty');
    const result = await saveJson(shopper, { name: 'Nothing', pd: 63 });
    expect(result.body.code).toBe(422);
    expect(fieldsOf(result).od_sph).toMatch(/values or upload a photo/);
  });

  it(`keeps at most ${PRESCRIPTIONS_MAX} prescriptions`, async () => {
    const cy = await createShopper('cy');
    const db = await database();
    await db.insert(prescriptions).values(
      Array.from({ length: PRESCRIPTIONS_MAX }, (_, i) => ({
        userId: cy.userId,
        name: `P${i}`,
        odSph: 0,
        osSph: 0,
      })),
    );
    const refused = await saveJson(cy, DISTANCE);
    expect(refused.body.code).toBe(0);
    expect(refused.body.msg).toMatch(/up to 20 prescriptions/);
  });
});

describe('a photo of the prescription', () => {
  it('is stored as a JPEG without its EXIF, served to its owner, replaced and deleted with it', async () => {
    const dee = await createShopper('dee');
    const original = await photo(120, 80)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Dee Private', Artist: 'Camera owner' } })
      .toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const result = await saveForm(
      dee,
      { name: 'From my optician' },
      { bytes: original, name: 'rx.jpg', type: 'image/jpeg' },
    );
    const prescription = await saved(result);
    expect(prescription).toMatchObject({ hasImage: true, od_sph: null, os_sph: null, warning: null });

    const key = await storedKey(prescription.id);
    expect(key).toMatch(/^prescriptions\/[0-9a-f]{32}\.jpg$/);
    const file = key;
    const stored = await sharp(await storedBytes(file)).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 120, height: 80 });
    expect(stored.exif).toBeUndefined();

    const served = await image(dee, prescription.id);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toMatch(/private/);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Dee Private'))).toBe(false);

    // typed values may be added beside the photo; the photo is kept when no new one is sent
    const withValues = await saved(await saveForm(dee, { ...DISTANCE, id: prescription.id }));
    expect(withValues).toMatchObject({ hasImage: true, od_sph: -2.25, pd: 63.5 });
    expect(await storedKey(prescription.id)).toBe(key);

    // a new photo replaces the old file
    const png = await photo(60, 60).png().toBuffer();
    expect(
      (
        await saveForm(
          dee,
          { name: 'New photo', id: prescription.id },
          { bytes: png, name: 'scan.png', type: 'image/png' },
        )
      ).body.code,
    ).toBe(200);
    const newKey = await storedKey(prescription.id);
    expect(newKey).not.toBe(key);
    expect(await isStored(file)).toBe(false);
    expect((await sharp(await storedBytes(newKey)).metadata()).format).toBe('jpeg');

    // removing the photo of a prescription without values is refused; with values it is fine
    const removeOnly = await saveJson(dee, { name: 'New photo', id: prescription.id, removeImage: true });
    expect(fieldsOf(removeOnly).od_sph).toMatch(/values or upload a photo/);
    expect(await isStored(newKey)).toBe(true);

    expect((await post('/api/prescription/delete', { id: prescription.id }, dee.headers)).body).toMatchObject(
      {
        code: 200,
        data: { deleted: true },
      },
    );
    expect(await isStored(newKey)).toBe(false);
    expect(((await (await image(dee, prescription.id)).json()) as { code: number }).code).toBe(404);
  });

  it('turns a photo taken sideways upright before its orientation tag is dropped', async () => {
    const shopper = await createShopper('sideways');
    const sideways = await photo(120, 80).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const saved = await saveForm(
      shopper,
      { name: 'Sideways' },
      { bytes: sideways, name: 'rx.jpg', type: 'image/jpeg' },
    );
    const key = await storedKey(saved.body.data.id);
    const stored = await sharp(await storedBytes(key)).metadata();
    expect(stored).toMatchObject({ width: 80, height: 120 });
    expect(stored.orientation).toBeUndefined();
  });

  it('takes WebP and PNG with transparency, recognised by their bytes whatever their name', async () => {
    const shopper = await createShopper('formats');
    const webp = await photo(50, 40).webp().toBuffer();
    const named = await saveForm(
      shopper,
      { name: 'WebP' },
      { bytes: webp, name: 'photo.txt', type: 'text/plain' },
    );
    expect(named.body.code).toBe(200);
    const transparent = await sharp({
      create: { width: 30, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    expect(
      (await saveForm(shopper, { name: 'PNG' }, { bytes: transparent, name: 'a.png', type: 'image/png' }))
        .body.code,
    ).toBe(200);
  });

  it.each([
    [
      'a text file named .jpg',
      () => Promise.resolve(Buffer.from('just some text, not a photo at all')),
      /JPEG, PNG or WebP/,
    ],
    ['a GIF', () => photo(20, 20).gif().toBuffer(), /JPEG, PNG or WebP/],
    ['an image over 2000 px wide', () => photo(2001, 10).png().toBuffer(), /at most 2000 pixels/],
    ['an image over 2000 px high', () => photo(10, 2400).jpeg().toBuffer(), /at most 2000 pixels/],
    [
      'a JPEG cut short',
      async () => (await photo(400, 400).jpeg().toBuffer()).subarray(0, 300),
      /could not be read/,
    ],
    [
      'a file over 10 MB',
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024)]),
      /10 MB or smaller/,
    ],
  ])('refuses %s with 422 on the file field and stores nothing', async (_name, make, message) => {
    const shopper = await createShopper('bad-file');
    const result = await saveForm(
      shopper,
      { name: 'Bad' },
      { bytes: await make(), name: 'rx.jpg', type: 'image/jpeg' },
    );
    expect(result.body.code).toBe(422);
    expect(fieldsOf(result).file).toMatch(message);
    const db = await database();
    expect(await db.select().from(prescriptions).where(eq(prescriptions.userId, shopper.userId))).toEqual([]);
  });
});

describe('another account’s prescription (IDOR, docs/product.md#privacy)', () => {
  it('answers 404 to read, change, delete and the photo, and leaves it as it was', async () => {
    const owner = await createShopper('owner');
    const intruder = await createShopper('intruder');
    const jpeg = await photo(40, 40).jpeg().toBuffer();
    const mine = await saved(
      await saveForm(owner, { ...DISTANCE }, { bytes: jpeg, name: 'rx.jpg', type: 'image/jpeg' }),
    );
    const db = await database();
    const [before] = await db.select().from(prescriptions).where(eq(prescriptions.id, mine.id));
    const notFound = { code: 404, msg: 'The prescription could not be found.' };

    expect((await post('/api/prescription/info', { id: mine.id }, intruder.headers)).body).toMatchObject(
      notFound,
    );
    expect((await saveJson(intruder, { ...DISTANCE, id: mine.id, name: 'Stolen' })).body).toMatchObject(
      notFound,
    );
    const newPhoto = await photo(30, 30).jpeg().toBuffer();
    const storedFiles = () => storedPrivateFiles('prescriptions');
    const filesBefore = await storedFiles();
    expect(
      (
        await saveForm(
          intruder,
          { name: 'Stolen', id: mine.id },
          { bytes: newPhoto, name: 'x.jpg', type: 'image/jpeg' },
        )
      ).body,
    ).toMatchObject(notFound);
    // the intruder's upload was processed before the ownership check, and removed again
    expect(await storedFiles()).toEqual(filesBefore);
    expect((await post('/api/prescription/delete', { id: mine.id }, intruder.headers)).body).toMatchObject(
      notFound,
    );
    const photoAnswer = await image(intruder, mine.id);
    expect(photoAnswer.headers.get('content-type')).toMatch(/json/);
    expect(await photoAnswer.json()).toMatchObject(notFound);

    const [after] = await db.select().from(prescriptions).where(eq(prescriptions.id, mine.id));
    expect(after).toEqual(before);
    expect(await isStored(before?.imageKey)).toBe(true);
    expect(
      (await post<{ list: Prescription[] }>('/api/prescription/list', {}, intruder.headers)).body.data.list,
    ).toEqual([]);
    expect((await image(owner, mine.id)).status).toBe(200);
  });
});
