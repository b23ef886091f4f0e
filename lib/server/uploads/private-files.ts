import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { serverConfig } from '../config';

/**
 * Private uploads (DESIGN §2, §4 "Privacy"): prescription photos now, saved try-on faces later.
 * Kept under `DATA_DIR/uploads/<area>/`, never in public/, and read back only through an
 * access-checked route. A file is named by a key the server makes: `<area>/<32 hex>.jpg`. Keys
 * are checked before any path is built, so a key from the database or a request cannot reach
 * outside the uploads folder.
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

function uploadsRoot(): string {
  return path.join(serverConfig().dataDir, 'uploads');
}

/** The file of a key; throws for anything that is not a key this module made. */
export function privateFilePath(key: string): string {
  if (!isPrivateFileKey(key)) throw new PrivateFileKeyError(key);
  return path.join(uploadsRoot(), ...key.split('/'));
}

/** Stores a JPEG under a new random key and answers the key. Written whole, then renamed into place. */
export async function savePrivateFile(area: PrivateArea, jpeg: Uint8Array): Promise<string> {
  const key = `${area}/${randomBytes(16).toString('hex')}.jpg`;
  const target = privateFilePath(key);
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const partial = `${target}.${randomBytes(4).toString('hex')}.part`;
  await writeFile(partial, jpeg, { mode: 0o600, flag: 'wx' });
  try {
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return key;
}

/** The stored bytes, or null when the file is gone. */
export async function readPrivateFile(key: string): Promise<Buffer | null> {
  try {
    return await readFile(privateFilePath(key));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Deletes a stored file; a file already gone is fine. */
export async function deletePrivateFile(key: string): Promise<void> {
  await rm(privateFilePath(key), { force: true });
}
