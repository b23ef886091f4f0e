import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_FOLDER } from '@/lib/server/platform/images';
import type { FileStore } from '@/lib/server/platform/storage';
import { PRIVATE_AREAS } from '@/lib/server/platform/uploads';

// The uploaded files of a backup: product photos in their sizes, prescription photos, saved faces
// and after-sales photos, from the folder or the bucket, whichever the shop uses.

const FOLDERS = [IMAGE_FOLDER, ...PRIVATE_AREAS.map((area) => `${area}/`)];

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
};

/** Copies every stored file into `into`, under its key; answers each key and its size. */
export async function copyStoredFiles(
  store: FileStore,
  into: string,
): Promise<{ key: string; bytes: number }[]> {
  const copied: { key: string; bytes: number }[] = [];
  for (const folder of FOLDERS) {
    for (const key of (await store.keys(folder)).sort()) {
      const bytes = await store.read(key);
      // deleted since it was listed: the rows read before it no longer name it either
      if (!bytes) continue;
      const file = path.join(into, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      copied.push({ key, bytes: bytes.length });
    }
  }
  return copied;
}

/** Saves each file the manifest lists from `from` into the store. */
export async function restoreStoredFiles(
  store: FileStore,
  from: string,
  files: readonly { key: string }[],
): Promise<void> {
  for (const { key } of files) {
    const extension = key.slice(key.lastIndexOf('.') + 1);
    await store.save(
      key,
      await readFile(path.join(from, key)),
      CONTENT_TYPES[extension] ?? 'application/octet-stream',
    );
  }
}
