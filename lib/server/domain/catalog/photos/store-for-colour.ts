import type { ColourPhotos } from '@/lib/contract/calls/admin/product-photos';
import type { Database } from '@/lib/server/platform/db';
import { database } from '@/lib/server/platform/db';
import { discardImage, storeImage, type ImageSlot, type StoredImageFile } from '@/lib/server/platform/images';
import { colourPhotos } from './colour-photos';

/**
 * Stores an uploaded image, then runs the change that names it in one transaction. The files are
 * written first (re-encoding takes seconds; no row is locked meanwhile); when the change is refused
 * or fails, they are handed to discardImage, so no file outlives a change that did not happen.
 */
export async function storeForColour(
  file: File,
  slot: ImageSlot,
  variantId: number,
  change: (tx: Database, stored: StoredImageFile) => Promise<void>,
): Promise<ColourPhotos> {
  const db = await database();
  await colourPhotos(db, variantId); // an unknown colour is a 404 before any work is done
  const stored = await storeImage(new Uint8Array(await file.arrayBuffer()), slot);
  try {
    return await db.transaction(async (tx) => {
      await change(tx, stored);
      return colourPhotos(tx, variantId);
    });
  } catch (error) {
    await discardImage(db, stored.stem);
    throw error;
  }
}
