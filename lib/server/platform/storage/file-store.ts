/**
 * The one port for every file the shop keeps (docs/architecture.md#storage): prescription photos,
 * after-sales photos, saved faces and, with the operator console, product photos. One instance
 * keeps them in a folder of its own; many share a bucket. Callers never learn which.
 *
 * Keys are made by the shop (`<area>/<name>.<ext>`): lowercase words, digits and hyphens, one or
 * more folders deep. Anything else is refused before it reaches a path or a bucket, so a key from
 * the database or a request can never name a file outside the store.
 */
export interface FileStore {
  /** Where files go, for logs and the health check: "folder" or "bucket". */
  readonly kind: 'folder' | 'bucket';
  /** Stores the bytes under the key, whole or not at all. */
  save(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  read(key: string): Promise<Buffer | null>;
  /** Deletes the file; a file already gone is fine. */
  remove(key: string): Promise<void>;
  /** Every key stored under the folder (`faces/`, …), in no set order. */
  keys(folder: string): Promise<string[]>;
}

const KEY = /^(?:[a-z0-9][a-z0-9-]*\/)+[a-z0-9][a-z0-9-]*\.[a-z0-9]{1,5}$/;
const FOLDER = /^(?:[a-z0-9][a-z0-9-]*\/)+$/;

export class StoredFileKeyError extends Error {
  constructor(key: string) {
    super(`Not a stored file key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'StoredFileKeyError';
  }
}

export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new StoredFileKeyError(key);
  return key;
}

export function checkedFolder(folder: string): string {
  if (!FOLDER.test(folder)) throw new StoredFileKeyError(folder);
  return folder;
}
