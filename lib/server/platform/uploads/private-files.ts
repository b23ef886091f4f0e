import { randomBytes } from 'node:crypto';
import { fileStore } from '@/lib/server/platform/storage';

/**
 * Private uploads (docs/architecture.md#storage, docs/product.md#privacy): prescription photos,
 * saved try-on faces, after-sales photos. Kept in the shop's file store (lib/server/platform/storage:
 * DATA_DIR/uploads, or the bucket every instance shares), never public, and read back only through
 * an access-checked route. A file is named by a key the server makes: `<area>/<32 hex>.jpg`; keys
 * are checked before the store is asked, so a key from the database or a request names one of these
 * files or nothing.
 */
export const PRIVATE_AREAS = ['prescriptions', 'faces', 'after-sales'] as const;
export type PrivateArea = (typeof PRIVATE_AREAS)[number];

const KEY = new RegExp(`^(${PRIVATE_AREAS.join('|')})/[0-9a-f]{32}\\.jpg$`);

export class PrivateFileKeyError extends Error {
  constructor(key: string) {
    super(`Not a private file key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'PrivateFileKeyError';
  }
}

export function isPrivateFileKey(key: string): boolean {
  return KEY.test(key);
}

function checked(key: string): string {
  if (!isPrivateFileKey(key)) throw new PrivateFileKeyError(key);
  return key;
}

/** Stores a JPEG under a new random key and answers the key. */
export async function savePrivateFile(area: PrivateArea, jpeg: Uint8Array): Promise<string> {
  const key = `${area}/${randomBytes(16).toString('hex')}.jpg`;
  await fileStore().save(key, jpeg, 'image/jpeg');
  return key;
}

/** The stored bytes, or null when the file is gone. */
export async function readPrivateFile(key: string): Promise<Buffer | null> {
  return fileStore().read(checked(key));
}

/** Deletes a stored file; a file already gone is fine. */
export async function deletePrivateFile(key: string): Promise<void> {
  await fileStore().remove(checked(key));
}

/** The keys stored in an area: what the tests check after deletes and sweeps. */
export async function storedPrivateFiles(area: PrivateArea): Promise<string[]> {
  return (await fileStore().keys(`${area}/`)).sort();
}
