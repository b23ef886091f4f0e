import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { NotFoundError } from '@/lib/contract/errors';
import { database } from '@/lib/server/platform/db';
import { prescriptionUploads } from './tables';
import type { CallContext } from '@/lib/server/platform/call-context';
import { createLimiter, spendAttempt, waitMessage } from '@/lib/server/platform/limits';
import { hoursToSeconds } from '@/lib/shop/time';
import { storePrescriptionPhoto } from '@/lib/server/domain/prescriptions';
import { discardPrivateFile } from '@/lib/server/platform/uploads';
import { cartOwner } from '@/lib/server/domain/cart';
import { shopperOf } from '@/lib/server/domain/accounts';
import { UPLOAD_ATTACH_HOURS } from './expire-prescription-uploads';
import { requestAddress } from '@/lib/server/platform/client-address';

// /api/process/upload: a photo of a prescription for the lens flow, kept privately
// (docs/product.md#privacy) and named by a random handle that only its device or account may use.

/** Photos per owner per hour: enough for retakes, too few to fill the disk. */
const UPLOADS_PER_HOUR = 20;
let limiter: ReturnType<typeof createLimiter> | undefined;
const uploadLimiter = () =>
  (limiter ??= createLimiter({
    keyPrefix: 'lens-upload',
    points: UPLOADS_PER_HOUR,
    duration: hoursToSeconds(1),
  }));

export async function uploadPrescriptionPhoto(file: File, context: CallContext): Promise<{ upload: string }> {
  const owner = await cartOwner(context);
  const key = owner.userId !== undefined ? `user:${owner.userId}` : `device:${owner.deviceId}`;
  const wait = await spendAttempt(uploadLimiter(), [key]);
  if (wait > 0) throw waitMessage(wait, 'That is many prescription photos in one hour.');
  const fileKey = await storePrescriptionPhoto(file, requestAddress(context.request));
  const handle = randomBytes(16).toString('hex');
  const db = await database();
  try {
    await db.insert(prescriptionUploads).values({
      handle,
      fileKey,
      userId: owner.userId ?? null,
      // kept for a signed-in shopper too, so a sign-out before submitting does not lose the photo
      deviceId: context.deviceId ?? null,
    });
  } catch (error) {
    // the photo was stored but nothing will ever name it (the database is away, say)
    await discardPrivateFile(fileKey);
    throw error;
  }
  return { upload: handle };
}

/**
 * The stored photo of an upload, if the caller's device or account made it within
 * UPLOAD_ATTACH_HOURS (later, the sweep may be deleting it); 404 otherwise.
 */
export async function uploadedPhotoKey(
  handle: string,
  context: Pick<CallContext, 'bearerToken' | 'deviceId'>,
): Promise<string> {
  const db = await database();
  const [row] = await db
    .select()
    .from(prescriptionUploads)
    .where(
      and(
        eq(prescriptionUploads.handle, handle),
        gt(prescriptionUploads.createdAt, new Date(Date.now() - UPLOAD_ATTACH_HOURS * 3600_000)),
      ),
    )
    .limit(1);
  const shopper = await shopperOf(context);
  const mine =
    row &&
    ((row.userId !== null && row.userId === shopper?.userId) ||
      (row.deviceId !== null && row.deviceId === context.deviceId));
  if (!row || !mine) throw new NotFoundError('The uploaded photo');
  return row.fileKey;
}
