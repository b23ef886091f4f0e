import { readPrivateFile, storedPrivateFiles } from '@/lib/server/platform/uploads/private-files';

// The uploads tests look at stored files through the shop's own file store, so the same test
// checks the local folder and, run by its *-in-bucket twin, the S3 bucket
// (docs/architecture.md#storage).

export { storedPrivateFiles };

export async function isStored(key: string | null | undefined): Promise<boolean> {
  return key ? (await readPrivateFile(key)) !== null : false;
}

export async function storedBytes(key: string | null | undefined): Promise<Buffer> {
  const bytes = key ? await readPrivateFile(key) : null;
  if (!bytes) throw new Error(`no stored file ${String(key)}`);
  return bytes;
}
