import { and, count, desc, eq, gt } from 'drizzle-orm';
import sharp from 'sharp';
import {
  FACE_IMAGE_MAX_SIDE,
  SAVED_FACES_MAX,
  type FaceUploadInput,
  type SavedFace,
} from '@/lib/contract/calls/face';
import { NotFoundError, RefusedError } from '@/lib/contract/errors';
import type { Owner } from '@/lib/server/domain/accounts';
import { serverConfig } from '../../platform/config';
import type { Database } from '@/lib/server/platform/db';
import { database } from '@/lib/server/platform/db';
import { savedFaces } from './tables';
import type { CallContext } from '@/lib/server/platform/call-context';
import { createLimiter, spendAttempt, waitMessage } from '@/lib/server/platform/limits';
import { hoursToSeconds } from '@/lib/shop/time';
import { logger } from '../../platform/logger';
import { requestAddress } from '@/lib/server/platform/client-address';
import {
  cleanUploadedImage,
  readPrivateFile,
  savePrivateFile,
  chargeStoredBytes,
  spendUploadCount,
} from '@/lib/server/platform/uploads';
import { discardFaceFiles, faceOwner, lockFaces, ownedBy, toSavedFace } from './face-records';

// /api/detectface/upload, /list, /delete (and /image). docs/product.md#privacy: a face
// reaches the server only when saved with consent (checked by the contract), re-encoded without its
// metadata, and only its owner can list, view or delete it; it is deleted after the retention period.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Saves per owner per hour: enough for retakes, too few to fill the disk. */
const UPLOADS_PER_HOUR = 30;
let limiter: ReturnType<typeof createLimiter> | undefined;
const uploadLimiter = () =>
  (limiter ??= createLimiter({
    keyPrefix: 'face-upload',
    points: UPLOADS_PER_HOUR,
    duration: hoursToSeconds(1),
  }));

const notFound = () => new NotFoundError('The saved face');

/** The owner's face that is still kept (an expired one waits for the sweeper, unseen). */
const liveFace = (owner: Owner, id: number, now: Date) =>
  and(ownedBy(owner), eq(savedFaces.id, id), gt(savedFaces.expiresAt, now));

async function refuseWhenFull(db: Database, owner: Owner, now: Date): Promise<void> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(savedFaces)
    .where(and(ownedBy(owner), gt(savedFaces.expiresAt, now)));
  if (total >= SAVED_FACES_MAX) {
    throw new RefusedError(
      `You can keep at most ${SAVED_FACES_MAX} saved faces. Delete one to save another.`,
    );
  }
}

/**
 * Saves a face photo. The photo is checked and re-encoded (422 on `file` otherwise), written to
 * private storage, then its row is inserted under the owner's lock; if the row cannot be written
 * (the cap reached meanwhile, a database failure) the file is removed again.
 */
export async function saveFace(input: FaceUploadInput, context: CallContext): Promise<SavedFace> {
  const owner = await faceOwner(context);
  const wait = await spendAttempt(uploadLimiter(), [
    owner.userId !== undefined ? `user:${owner.userId}` : `device:${owner.deviceId}`,
  ]);
  if (wait > 0) throw waitMessage(wait, 'That is many face photos in one hour.');
  const db = await database();
  // Refused before the photo is decoded, so a full collection costs no image work.
  await refuseWhenFull(db, owner, new Date());

  // The owner is a device id the client makes up: the network address bounds what it uploads
  // (its bytes were charged to the address before the body was read).
  const address = requestAddress(context.request);
  await spendUploadCount(address);
  const jpeg = await cleanUploadedImage(new Uint8Array(await input.file.arrayBuffer()), {
    field: 'file',
    maxSide: FACE_IMAGE_MAX_SIDE,
  });
  await chargeStoredBytes(address, jpeg.length, input.file.size);
  const { width, height } = await sharp(jpeg).metadata();
  if (!width || !height) throw new Error('a re-encoded face photo has no size');
  const fileKey = await savePrivateFile('faces', jpeg);
  try {
    const row = await db.transaction(async (tx) => {
      await lockFaces(tx, owner);
      const now = new Date();
      await refuseWhenFull(tx, owner, now);
      const [inserted] = await tx
        .insert(savedFaces)
        .values({
          deviceId: owner.deviceId ?? null,
          userId: owner.userId ?? null,
          fileKey,
          width,
          height,
          consentedAt: now,
          createdAt: now,
          expiresAt: new Date(now.getTime() + serverConfig().FACE_RETENTION_DAYS * DAY_MS),
        })
        .returning();
      if (!inserted) throw new Error('saved face insert returned no row');
      return inserted;
    });
    return toSavedFace(row);
  } catch (error) {
    await discardFaceFiles([fileKey]);
    throw error;
  }
}

/** The owner's faces still kept, the newest first. */
export async function listFaces(context: CallContext, now = new Date()): Promise<{ list: SavedFace[] }> {
  const owner = await faceOwner(context);
  const db = await database();
  const rows = await db
    .select()
    .from(savedFaces)
    .where(and(ownedBy(owner), gt(savedFaces.expiresAt, now)))
    .orderBy(desc(savedFaces.createdAt), desc(savedFaces.id));
  return { list: rows.map(toSavedFace) };
}

/**
 * Deletes one of the owner's faces (404 when it is not theirs or unknown, nothing removed) or all
 * of them ("delete all at once from the account"). The rows go in one statement, then the files.
 */
export async function deleteFaces(
  input: { id: number } | { all: true },
  context: CallContext,
): Promise<{ deleted: number }> {
  const owner = await faceOwner(context);
  const db = await database();
  const removed = await db
    .delete(savedFaces)
    .where('id' in input ? and(ownedBy(owner), eq(savedFaces.id, input.id)) : ownedBy(owner))
    .returning({ fileKey: savedFaces.fileKey });
  if ('id' in input && removed.length === 0) throw notFound();
  await discardFaceFiles(removed.map((face) => face.fileKey));
  return { deleted: removed.length };
}

/** The stored JPEG of the owner's face; 404 when it is not theirs, unknown or expired. */
export async function faceImage(id: number, context: CallContext, now = new Date()): Promise<Buffer> {
  const owner = await faceOwner(context);
  const db = await database();
  const [row] = await db
    .select({ fileKey: savedFaces.fileKey })
    .from(savedFaces)
    .where(liveFace(owner, id, now))
    .limit(1);
  if (!row) throw notFound();
  const photo = await readPrivateFile(row.fileKey);
  if (!photo) {
    logger.error({ faceId: id }, 'a saved face photo is missing from storage');
    throw notFound();
  }
  return photo;
}
