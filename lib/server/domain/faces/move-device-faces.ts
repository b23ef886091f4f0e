import { and, desc, eq, notInArray } from 'drizzle-orm';
import { SAVED_FACES_MAX } from '@/lib/contract/calls/face';
import type { Database } from '@/lib/server/platform/db';
import { savedFaces } from './tables';
import { discardFaceFiles, lockFaces } from './face-records';

/**
 * Signing in (a guest's faces are kept by device id until sign-in, then moved to the account): the
 * device's saved faces become the account's. The account then keeps its newest SAVED_FACES_MAX
 * faces and the older overflow is deleted with its files, so repeated sign-ins from many devices
 * cannot pile photos onto one account past the cap. Faces keep their own expiry.
 */
export async function moveDeviceFaces(db: Database, deviceId: string, userId: number): Promise<void> {
  const overflow = await db.transaction(async (tx) => {
    await lockFaces(tx, { userId });
    const moved = await tx
      .update(savedFaces)
      .set({ userId, deviceId: null })
      .where(eq(savedFaces.deviceId, deviceId))
      .returning({ id: savedFaces.id });
    if (moved.length === 0) return [];
    const newest = tx
      .select({ id: savedFaces.id })
      .from(savedFaces)
      .where(eq(savedFaces.userId, userId))
      .orderBy(desc(savedFaces.createdAt), desc(savedFaces.id))
      .limit(SAVED_FACES_MAX);
    return tx
      .delete(savedFaces)
      .where(and(eq(savedFaces.userId, userId), notInArray(savedFaces.id, newest)))
      .returning({ fileKey: savedFaces.fileKey });
  });
  // Files go once the rows are gone for good, never before the transaction commits.
  await discardFaceFiles(overflow.map((face) => face.fileKey));
}
