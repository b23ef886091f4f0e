import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import {
  FACE_CONSENT_MESSAGE,
  FACE_IMAGE_MAX_BYTES,
  SAVED_FACES_MAX,
  type SavedFace,
} from '@/lib/contract/calls/face';
import { parseServerConfig } from '@/lib/server/platform/config';
import { database } from '@/lib/server/platform/db/database';
import { savedFaces } from '@/lib/server/platform/db/schema';
import { deleteExpiredFaces } from '@/lib/server/domain/faces/expire-faces';
import { NO_FACE_DEVICE_MESSAGE } from '@/lib/server/domain/faces/face-records';
import { createDeviceId } from '@/lib/shop/random-id';
import { callRoute, post } from '../support/call-route';
import { registerConfirmed } from '../support/registered-shopper';
import { fromAddress } from '../support/checkout-flow';
import { createShopper } from '../support/shoppers';
import { isStored, storedBytes, storedPrivateFiles } from '../support/stored-files';

// docs/product.md#calls "Other": /api/detectface/upload, /list, /delete, plus /image (ours).
// docs/product.md#privacy: a face reaches the server only when saved after the consent notice,
// re-encoded without its metadata, and only its owner (the device until sign-in, then the account)
// can list, view or delete it; it is deleted after FACE_RETENTION_DAYS (default 30).

// Photos go to this test's own data folder (read lazily by the server configuration).
const dataDir = mkdtempSync(path.join(tmpdir(), 'oculo-faces-'));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Headers = Record<string, string>;
const guest = (): Headers => ({ 'x-device-id': createDeviceId() });
const fieldsOf = (result: { body: { data: unknown } }) =>
  (result.body.data as { fields: Record<string, string> }).fields;

/** A small real photo: a gradient, so the JPEG has content to re-encode. */
const photo = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, index) => (index * 7) % 256)), {
    raw: { width, height, channels: 3 },
  });

async function upload(
  headers: Headers,
  bytes: Uint8Array,
  options: { consent?: string | null; name?: string } = {},
) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], options.name ?? 'face.jpg', { type: 'image/jpeg' }));
  const consent = options.consent === undefined ? 'true' : options.consent;
  if (consent !== null) form.append('consent', consent);
  // a network address of its own per upload, so the per-address upload limit (see
  // upload-limits.test.ts) leaves this file's many uploads alone
  return callRoute<SavedFace>('POST', '/api/detectface/upload', {
    body: form,
    headers: { 'x-oculo-peer': `10.${randomBytes(3).join('.')}`, ...headers },
  });
}

async function saved(headers: Headers, bytes?: Uint8Array): Promise<SavedFace> {
  const result = await upload(headers, bytes ?? (await photo(64, 48).jpeg().toBuffer()));
  expect(result.body).toMatchObject({ code: 200 });
  return result.body.data;
}

const list = async (headers: Headers) =>
  (await post<{ list: SavedFace[] }>('/api/detectface/list', {}, headers)).body;
const listed = async (headers: Headers) => (await list(headers)).data.list.map((face) => face.id);
const remove = (headers: Headers, input: unknown) =>
  post<{ deleted: number }>('/api/detectface/delete', input, headers);

/** The image call answers bytes, so it is read without the envelope helper. */
async function image(headers: Headers, id: number) {
  const { POST } = await import('@/app/api/detectface/image/route');
  return POST(
    new Request('http://shop.test/api/detectface/image', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ id }),
    }),
  );
}

async function fileKeyOf(id: number): Promise<string | null> {
  const db = await database();
  const [row] = await db
    .select({ fileKey: savedFaces.fileKey })
    .from(savedFaces)
    .where(eq(savedFaces.id, id));
  return row?.fileKey ?? null;
}

/** The face's key in the file store. */
async function storedFile(id: number): Promise<string> {
  const key = await fileKeyOf(id);
  expect(key).toMatch(/^faces\/[0-9a-f]{32}\.jpg$/);
  return key ?? '';
}

const storedFiles = () => storedPrivateFiles('faces');

/** Whether an EXIF block (as sharp answers it) points to a GPS IFD (tag 0x8825) from IFD0. */
function hasGpsPointer(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  return Array.from({ length: u16(ifd0) }, (_, entry) => u16(ifd0 + 2 + entry * 12)).includes(0x8825);
}

describe('saving a face (consent, checks, metadata)', () => {
  it('saves a guest’s face, lists it and serves it as JPEG to the same device', async () => {
    const device = guest();
    const face = await saved(device, await photo(120, 90).png().toBuffer());
    expect(face).toMatchObject({ width: 120, height: 90 });
    // kept FACE_RETENTION_DAYS (default 30) from the save
    expect(Date.parse(face.expiresAt) - Date.parse(face.createdAt)).toBe(30 * 24 * 60 * 60 * 1000);

    expect((await list(device)).data.list).toEqual([face]);
    const served = await image(device, face.id);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toMatch(/private/);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 120, height: 90 });
  });

  it('lists the newest first', async () => {
    const device = guest();
    const first = await saved(device);
    const second = await saved(device);
    expect(await listed(device)).toEqual([second.id, first.id]);
  });

  it('stores the photo without its EXIF, GPS position or XMP (docs/product.md#privacy)', async () => {
    const device = guest();
    const original = await photo(80, 60)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Secret Cam 9', Artist: 'Face Owner' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 2600/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 3900/100',
        },
      })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
      .toBuffer();
    const input = await sharp(original).metadata();
    expect(input.exif && hasGpsPointer(input.exif)).toBe(true);
    expect(input.xmp).toBeDefined();

    const face = await saved(device, original);
    const file = await storedFile(face.id);
    const stored = await sharp(await storedBytes(file)).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 80, height: 60 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    const served = Buffer.from(await (await image(device, face.id)).arrayBuffer());
    expect(served.includes(Buffer.from('Secret Cam 9'))).toBe(false);
    expect((await sharp(served).metadata()).exif).toBeUndefined();
  });

  it('turns a photo taken sideways upright and answers its upright size', async () => {
    const device = guest();
    const sideways = await photo(120, 80).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const face = await saved(device, sideways);
    expect(face).toMatchObject({ width: 80, height: 120 });
    expect(await sharp(await storedBytes(await storedFile(face.id))).metadata()).toMatchObject({
      width: 80,
      height: 120,
    });
  });

  it.each([
    ['without consent', null],
    ['with consent "false"', 'false'],
    ['with consent "yes"', 'yes'],
  ])('refuses a save %s with 422 on consent and stores nothing', async (_name, consent) => {
    const device = guest();
    const before = await storedFiles();
    const result = await upload(device, await photo(40, 40).jpeg().toBuffer(), { consent });
    expect(result.body.code).toBe(422);
    expect(fieldsOf(result).consent).toBe(FACE_CONSENT_MESSAGE);
    expect(await storedFiles()).toEqual(before);
    expect(await listed(device)).toEqual([]);
  });

  it('takes consent "1" from form data, and a WebP photo recognised by its bytes whatever its name', async () => {
    const device = guest();
    expect(
      (await upload(device, await photo(30, 30).webp().toBuffer(), { consent: '1', name: 'x.txt' })).body
        .code,
    ).toBe(200);
  });

  it.each([
    [
      'text bytes named .jpg',
      () => Promise.resolve(Buffer.from('not a face, just some text in a file')),
      /JPEG, PNG or WebP/,
    ],
    ['a GIF', () => photo(20, 20).gif().toBuffer(), /JPEG, PNG or WebP/],
    ['a photo 2001 px wide', () => photo(2001, 10).png().toBuffer(), /at most 2000 pixels/],
    ['a photo 2400 px high', () => photo(10, 2400).jpeg().toBuffer(), /at most 2000 pixels/],
    [
      'a file of 8 MB and one byte',
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(FACE_IMAGE_MAX_BYTES - 2)]),
      /8 MB or smaller/,
    ],
  ])('refuses %s with 422 on file and stores nothing', async (_name, make, message) => {
    const device = guest();
    const before = await storedFiles();
    const result = await upload(device, await make());
    expect(result.body.code).toBe(422);
    expect(fieldsOf(result).file).toMatch(message);
    expect(await storedFiles()).toEqual(before);
    expect(await listed(device)).toEqual([]);
  });

  it('refuses a request body beyond the photo limit as too large (413)', async () => {
    const result = await upload(guest(), Buffer.alloc(FACE_IMAGE_MAX_BYTES + 512 * 1024));
    expect(result.status).toBe(413);
    expect(result.body.code).toBe(413);
  });

  it(`keeps at most ${SAVED_FACES_MAX} faces per owner (code 0 beyond) and stores nothing more`, async () => {
    const device = guest();
    const jpeg = await photo(24, 24).jpeg().toBuffer();
    for (let index = 0; index < SAVED_FACES_MAX; index += 1) await saved(device, jpeg);
    const before = await storedFiles();
    const refused = await upload(device, jpeg);
    expect(refused.body).toMatchObject({
      code: 0,
      msg: 'You can keep at most 10 saved faces. Delete one to save another.',
    });
    expect(await storedFiles()).toEqual(before);
    expect(await listed(device)).toHaveLength(SAVED_FACES_MAX);
    // another owner is not affected by this one's cap
    expect((await upload(guest(), jpeg)).body.code).toBe(200);
  });

  it('refuses a guest without a usable device id with code 0', async () => {
    const jpeg = await photo(24, 24).jpeg().toBuffer();
    for (const headers of [{}, { 'x-device-id': 'short' }] as Headers[]) {
      expect((await upload(headers, jpeg)).body).toMatchObject({ code: 0, msg: NO_FACE_DEVICE_MESSAGE });
      expect((await list(headers)).code).toBe(0);
    }
  });
});

describe('another shopper’s face (IDOR, docs/product.md#privacy)', () => {
  it.each([
    ['a guest’s face', 'guest'],
    ['an account’s face', 'account'],
  ] as const)('%s cannot be listed, read or deleted by anyone else', async (_name, kind) => {
    const ownerDevice = guest();
    const owner = kind === 'guest' ? ownerDevice : (await createShopper('face-owner')).headers;
    const face = await saved(owner);
    const file = await storedFile(face.id);
    const otherAccount = (await createShopper('intruder')).headers;
    const intruders: [string, Headers][] = [
      ['another device', guest()],
      ['another account', otherAccount],
      // a signed-in shopper is the account, even when sending the guest owner's device id
      ['an account sending the owner’s device id', { ...otherAccount, ...ownerDevice }],
    ];
    const notFound = { code: 404, msg: 'The saved face could not be found.' };
    for (const [who, headers] of intruders) {
      expect([who, await listed(headers)]).toEqual([who, []]);
      const answer = await image(headers, face.id);
      expect(answer.headers.get('content-type')).toMatch(/json/);
      expect([who, await answer.json()]).toEqual([who, expect.objectContaining(notFound)]);
      expect([who, (await remove(headers, { id: face.id })).body]).toEqual([
        who,
        expect.objectContaining(notFound),
      ]);
      expect([who, (await remove(headers, { all: true })).body.data]).toEqual([who, { deleted: 0 }]);
    }
    expect(await isStored(file)).toBe(true);
    expect(await listed(owner)).toEqual([face.id]);
    expect((await image(owner, face.id)).status).toBe(200);
  });

  it('answers 404 for an unknown face and 422 for a bad delete input', async () => {
    const device = guest();
    expect((await remove(device, { id: 2_000_000_000 })).body.code).toBe(404);
    expect(((await (await image(device, 2_000_000_000)).json()) as { code: number }).code).toBe(404);
    for (const input of [{}, { all: false }, { id: 0 }, { id: 1, all: true }]) {
      expect((await remove(device, input)).body.code).toBe(422);
    }
  });
});

describe('deleting faces', () => {
  it('deletes one face with its file', async () => {
    const device = guest();
    const kept = await saved(device);
    const gone = await saved(device);
    const file = await storedFile(gone.id);
    expect((await remove(device, { id: gone.id })).body).toMatchObject({ code: 200, data: { deleted: 1 } });
    expect(await isStored(file)).toBe(false);
    expect(await fileKeyOf(gone.id)).toBeNull();
    expect(await listed(device)).toEqual([kept.id]);
  });

  it('deletes all of the owner’s faces and files at once, and nobody else’s', async () => {
    const account = (await createShopper('forget-me')).headers;
    const mine = [await saved(account), await saved(account)];
    const myFiles = await Promise.all(mine.map((face) => storedFile(face.id)));
    const neighbour = guest();
    const theirs = await saved(neighbour);
    const theirFile = await storedFile(theirs.id);

    expect((await remove(account, { all: true })).body).toMatchObject({ code: 200, data: { deleted: 2 } });
    expect(await listed(account)).toEqual([]);
    for (const file of myFiles) expect(await isStored(file)).toBe(false);
    const db = await database();
    const ids = mine.map((face) => face.id);
    expect(await db.select().from(savedFaces).where(inArray(savedFaces.id, ids))).toEqual([]);
    expect(await isStored(theirFile)).toBe(true);
    expect(await listed(neighbour)).toEqual([theirs.id]);
  });
});

describe('signing in moves the device’s faces to the account', () => {
  const PASSWORD = 'faces-and-frames';

  async function account(headers: Headers = {}) {
    const email = `faces-${randomBytes(4).toString('hex')}@example.com`;
    // registering signs in by the mailed confirm link, opened from the same device
    const registered = await registerConfirmed(
      { email, password: PASSWORD },
      { ...fromAddress(), ...headers },
    );
    return { email, headers: { authorization: `Bearer ${registered.token}` } };
  }

  async function login(email: string, device: Headers): Promise<Headers> {
    const signedIn = await post<{ token: string }>(
      '/api/user/login',
      { email, password: PASSWORD },
      { ...fromAddress(), ...device },
    );
    expect(signedIn.body.code).toBe(200);
    return { authorization: `Bearer ${signedIn.body.data.token}` };
  }

  it('moves them at sign-in: the account lists them, the device no longer does', async () => {
    const { email, headers: before } = await account();
    const accountFace = await saved(before);
    const device = guest();
    const guestFaces = [await saved(device), await saved(device)];

    const signedIn = await login(email, device);
    expect(await listed(signedIn)).toEqual([guestFaces[1]?.id, guestFaces[0]?.id, accountFace.id]);
    expect(await listed(device)).toEqual([]);
    for (const face of guestFaces) {
      expect((await image(signedIn, face.id)).status).toBe(200);
      expect(((await (await image(device, face.id)).json()) as { code: number }).code).toBe(404);
    }
  });

  it('moves them when registering from the device too', async () => {
    const device = guest();
    const face = await saved(device);
    const { headers } = await account(device);
    expect(await listed(headers)).toEqual([face.id]);
  });

  it(`keeps the account’s newest ${SAVED_FACES_MAX} and deletes the older overflow with its files`, async () => {
    const { email, headers: before } = await account();
    const jpeg = await photo(20, 20).jpeg().toBuffer();
    const older: SavedFace[] = [];
    for (let index = 0; index < 8; index += 1) older.push(await saved(before, jpeg));
    const device = guest();
    const newer = [await saved(device, jpeg), await saved(device, jpeg), await saved(device, jpeg)];
    const oldestFile = await storedFile(older[0]?.id ?? 0);

    const signedIn = await login(email, device);
    const expected = [...older.slice(1), ...newer].map((face) => face.id).reverse();
    expect(await listed(signedIn)).toEqual(expected);
    expect(await fileKeyOf(older[0]?.id ?? 0)).toBeNull();
    expect(await isStored(oldestFile)).toBe(false);
  });
});

describe('expiry (FACE_RETENTION_DAYS)', () => {
  it('never lists or serves an expired face, and the sweep deletes its row and file', async () => {
    const device = guest();
    const kept = await saved(device);
    const expired = await saved(device);
    const file = await storedFile(expired.id);
    const db = await database();
    await db
      .update(savedFaces)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(savedFaces.id, expired.id));

    expect(await listed(device)).toEqual([kept.id]);
    expect(((await (await image(device, expired.id)).json()) as { code: number }).code).toBe(404);

    expect(await deleteExpiredFaces()).toBeGreaterThanOrEqual(1);
    expect(await fileKeyOf(expired.id)).toBeNull();
    expect(await isStored(file)).toBe(false);
    expect(await isStored(await storedFile(kept.id))).toBe(true);
    expect(await listed(device)).toEqual([kept.id]);
  });

  it('does not count expired faces towards the cap', async () => {
    const device = guest();
    const jpeg = await photo(20, 20).jpeg().toBuffer();
    const faces: SavedFace[] = [];
    for (let index = 0; index < SAVED_FACES_MAX; index += 1) faces.push(await saved(device, jpeg));
    const db = await database();
    await db
      .update(savedFaces)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(savedFaces.id, faces[0]?.id ?? 0));
    expect((await upload(device, jpeg)).body.code).toBe(200);
  });

  it.each([
    [{}, 30],
    [{ FACE_RETENTION_DAYS: '7' }, 7],
  ])('reads the retention period from the configuration (%o)', (env, days) => {
    expect(parseServerConfig(env).FACE_RETENTION_DAYS).toBe(days);
  });

  it.each(['0', '366', 'soon'])('refuses FACE_RETENTION_DAYS=%s at start', (value) => {
    expect(() => parseServerConfig({ FACE_RETENTION_DAYS: value })).toThrow(/FACE_RETENTION_DAYS/);
  });
});
