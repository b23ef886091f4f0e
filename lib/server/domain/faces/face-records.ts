import { eq, sql, type SQL } from 'drizzle-orm';
import type { SavedFace } from '@/lib/contract/calls/face';
import { ownerOf, type Owner } from '@/lib/server/domain/accounts';
import type { Database } from '@/lib/server/platform/db';
import { savedFaces } from './tables';
import type { CallContext } from '@/lib/server/platform/call-context';
import { discardPrivateFile } from '@/lib/server/platform/uploads';

// What every saved-face module shares (/api/detectface/*, docs/product.md#privacy): who owns
// a face, how the owner's rows are found and locked, and how a face's file goes away.

export const NO_FACE_DEVICE_MESSAGE =
  'We could not tell which browser this is, so saved faces cannot be kept. Please allow this site to store data and reload the page.';

/** The signed-in account, else the guest's device; a guest without a device id is refused. */
export function faceOwner(context: Pick<CallContext, 'bearerToken' | 'deviceId'>): Promise<Owner> {
  return ownerOf(context, NO_FACE_DEVICE_MESSAGE);
}

/** Every query is scoped by the owner, so another owner's face is simply not found. */
export function ownedBy(owner: Owner): SQL {
  return owner.userId !== undefined
    ? eq(savedFaces.userId, owner.userId)
    : eq(savedFaces.deviceId, owner.deviceId);
}

/** Advisory lock classes of saved-face changes, per account and per device (the 10-face cap). */
const ACCOUNT_FACES_LOCK = 0x0fa5;
const DEVICE_FACES_LOCK = 0x0fa6;

/** Serialises the owner's saves and sign-in moves until the transaction ends. */
export async function lockFaces(tx: Database, owner: Owner): Promise<void> {
  await tx.execute(
    owner.userId !== undefined
      ? sql`select pg_advisory_xact_lock(${ACCOUNT_FACES_LOCK}, ${owner.userId})`
      : sql`select pg_advisory_xact_lock(${DEVICE_FACES_LOCK}, hashtext(${owner.deviceId}))`,
  );
}

export function toSavedFace(row: typeof savedFaces.$inferSelect): SavedFace {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Removes the files of faces whose rows are gone; one the store cannot delete now is deleted
 * later by the "retry-file-deletes" job (lib/server/platform/uploads).
 */
export async function discardFaceFiles(keys: readonly string[]): Promise<void> {
  for (const key of keys) await discardPrivateFile(key);
}
