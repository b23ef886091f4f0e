import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { NotFoundError } from '@/lib/contract/errors';
import { database } from '@/lib/server/platform/db/database';
import { rowsOf } from '@/lib/server/platform/db/rows';
import { cartLines, prescriptions, prescriptionUploads } from '@/lib/server/platform/db/schema';
import { deleteUnattachedUploads } from '@/lib/server/domain/lens-flow/expire-prescription-uploads';
import { uploadedPhotoKey } from '@/lib/server/domain/lens-flow/prescription-uploads';
import { savePrivateFile } from '@/lib/server/platform/uploads/private-files';
import {
  UPLOAD_BYTES_PER_ADDRESS_HOUR,
  UPLOADS_PER_ADDRESS_HOUR,
} from '@/lib/server/platform/uploads/upload-allowance';
import { createDeviceId } from '@/lib/shop/random-id';
import { callRoute } from '../support/call-route';
import { createShopper } from '../support/shoppers';
import { isStored } from '../support/stored-files';

// Upload limits were counted per X-Device-Id, which the client invents (40 uploads of 8.7 MB under
// 40 device ids were all taken). Uploads and their bytes now count per network address too, and
// lens-flow photos nothing took within 24 hours are deleted with their files.

const dataDir = mkdtempSync(path.join(tmpdir(), 'oculo-upload-limits-'));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const DAY_MS = 24 * 3600_000;
const ownAddress = () => `10.${randomBytes(3).join('.')}`;
/** A new device id each call: what an attacker does to get round the per-device limits. */
const freshDevice = (address: string) => ({ 'x-device-id': createDeviceId(), 'x-oculo-peer': address });

let smallPhoto: Buffer;
beforeAll(async () => {
  smallPhoto = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0d0e0' } })
    .jpeg()
    .toBuffer();
});

const uploadPrescription = (bytes: Uint8Array, headers: Record<string, string>) => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'rx.png', { type: 'image/png' }));
  return callRoute<{ upload: string }>('POST', '/api/process/upload', { body: form, headers });
};
const uploadFace = (bytes: Uint8Array, headers: Record<string, string>) => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'face.jpg', { type: 'image/jpeg' }));
  form.append('consent', 'true');
  return callRoute('POST', '/api/detectface/upload', { body: form, headers });
};

describe('uploads per network address (POST /api/process/upload, /api/detectface/upload)', () => {
  it(`takes ${UPLOADS_PER_ADDRESS_HOUR} photos an hour from one address, whatever device ids it sends`, async () => {
    const address = ownAddress();
    for (let i = 0; i < UPLOADS_PER_ADDRESS_HOUR; i += 1) {
      const upload = i % 2 === 0 ? uploadPrescription : uploadFace;
      expect((await upload(smallPhoto, freshDevice(address))).body.code).toBe(200);
    }
    for (const upload of [uploadPrescription, uploadFace]) {
      const refused = await upload(smallPhoto, freshDevice(address));
      expect(refused.body.code).toBe(429);
      expect(refused.body.msg).toMatch(
        /^That is many photos from this network in one hour\. Please try again/,
      );
      expect((refused.body.data as { retryAfter: number }).retryAfter).toBeGreaterThan(3000);
    }
    // another address is not affected
    expect((await uploadPrescription(smallPhoto, freshDevice(ownAddress()))).body.code).toBe(200);
  });

  it(`takes ${UPLOAD_BYTES_PER_ADDRESS_HOUR / 1024 / 1024} MiB an hour from one address, counted before the photo is decoded`, async () => {
    const address = ownAddress();
    // 9.5 MiB that start like a PNG: each is read and refused as unreadable (422), and counts
    const large = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      randomBytes(9.5 * 1024 * 1024 - 8),
    ]);
    const fit = Math.floor(UPLOAD_BYTES_PER_ADDRESS_HOUR / large.length);
    for (let i = 0; i < fit; i += 1) {
      expect((await uploadPrescription(large, freshDevice(address))).body.code).toBe(422);
    }
    expect((await uploadPrescription(large, freshDevice(address))).body.code).toBe(429);
    // far fewer uploads than the count allows, but the bytes are spent
    expect(fit + 1).toBeLessThan(UPLOADS_PER_ADDRESS_HOUR);
    expect((await uploadFace(smallPhoto, freshDevice(address))).body.code).toBe(429);
  });

  it('counts a saved prescription’s photo against the address too', async () => {
    const address = ownAddress();
    for (let i = 0; i < UPLOADS_PER_ADDRESS_HOUR; i += 1) {
      expect((await uploadFace(smallPhoto, freshDevice(address))).body.code).toBe(200);
    }
    const shopper = await createShopper('rx-book');
    const form = new FormData();
    form.append('name', 'Reading');
    form.append('file', new File([new Uint8Array(smallPhoto)], 'rx.jpg', { type: 'image/jpeg' }));
    const refused = await callRoute('POST', '/api/prescription/save', {
      body: form,
      headers: { ...shopper.headers, 'x-oculo-peer': address },
    });
    expect(refused.body.code).toBe(429);
  });
});

describe('lens-flow uploads nothing took within 24 hours are deleted with their files', () => {
  /** An upload row with a real file, made `ageMs` ago. */
  async function storedUpload(ageMs: number) {
    const db = await database();
    const fileKey = await savePrivateFile('prescriptions', smallPhoto);
    const handle = randomBytes(16).toString('hex');
    await db
      .insert(prescriptionUploads)
      .values({ handle, fileKey, deviceId: createDeviceId(), createdAt: new Date(Date.now() - ageMs) });
    return { handle, fileKey };
  }
  const lensWithPhoto = (imageKey: string) => ({
    lensUse: { code: 'single_vision', name: 'Single Vision' },
    choices: [],
    prescription: { source: 'image' as const, values: null, savedId: null, imageKey },
  });

  it('deletes an old unattached upload and its file, and keeps attached and recent ones', async () => {
    const db = await database();
    const unattached = await storedUpload(2 * DAY_MS);
    const recent = await storedUpload(3600_000);
    const inCart = await storedUpload(2 * DAY_MS);
    const inBook = await storedUpload(2 * DAY_MS);
    const inSnapshot = await storedUpload(2 * DAY_MS);

    const [variant] = rowsOf<{ id: number; product_id: number }>(
      await db.execute(sql`select id, product_id from product_variants limit 1`),
    );
    if (!variant) throw new Error('the seeded catalog has no variant');
    await db.insert(cartLines).values({
      deviceId: createDeviceId(),
      productId: variant.product_id,
      variantId: variant.id,
      framePriceCents: 5000,
      lens: lensWithPhoto(inCart.fileKey),
    });
    const shopper = await createShopper('rx-photo');
    await db
      .insert(prescriptions)
      .values({ userId: shopper.userId, name: 'Photo', imageKey: inBook.fileKey });
    // a checkout snapshot keeps its lines' lens records (only the part the sweep reads matters here)
    const snapshotLines = JSON.stringify([{ lensRecord: lensWithPhoto(inSnapshot.fileKey) }]);
    await db.execute(sql`
      insert into checkout_snapshots (handle, device_id, lines, totals, expires_at)
      values (${randomBytes(16).toString('hex')}, ${createDeviceId()}, ${snapshotLines}::jsonb, '{}'::jsonb,
              now() + interval '1 day')`);

    expect(await deleteUnattachedUploads()).toBeGreaterThanOrEqual(1);

    const all = [unattached, recent, inCart, inBook, inSnapshot];
    const left = await db
      .select({ handle: prescriptionUploads.handle })
      .from(prescriptionUploads)
      .where(
        inArray(
          prescriptionUploads.handle,
          all.map((upload) => upload.handle),
        ),
      );
    expect(left.map((row) => row.handle).sort()).toEqual(
      [recent, inCart, inBook, inSnapshot].map((upload) => upload.handle).sort(),
    );
    expect(await isStored(unattached.fileKey)).toBe(false);
    for (const kept of [recent, inCart, inBook, inSnapshot]) {
      expect(await isStored(kept.fileKey)).toBe(true);
    }
    // a second sweep (another instance) finds nothing more
    expect(await deleteUnattachedUploads()).toBe(0);
  });

  it('no longer lends an upload to the lens flow after 24 hours, so the sweep cannot race a choice', async () => {
    const db = await database();
    const upload = await storedUpload(DAY_MS + 60_000);
    const [row] = await db
      .select({ deviceId: prescriptionUploads.deviceId })
      .from(prescriptionUploads)
      .where(eq(prescriptionUploads.handle, upload.handle));
    const context = { bearerToken: undefined, deviceId: row?.deviceId ?? undefined };
    await expect(uploadedPhotoKey(upload.handle, context)).rejects.toBeInstanceOf(NotFoundError);

    const fresh = await storedUpload(DAY_MS - 60_000);
    const [freshRow] = await db
      .select({ deviceId: prescriptionUploads.deviceId })
      .from(prescriptionUploads)
      .where(eq(prescriptionUploads.handle, fresh.handle));
    await expect(
      uploadedPhotoKey(fresh.handle, { bearerToken: undefined, deviceId: freshRow?.deviceId ?? undefined }),
    ).resolves.toBe(fresh.fileKey);
  });
});
