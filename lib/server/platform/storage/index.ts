// The storage module's front door (docs/architecture.md#house-rules): the one place the shop
// keeps files (docs/architecture.md#storage). Other modules and app/ import only from here.
import 'server-only';

import path from 'node:path';
import { serverConfig, type BucketSettings } from '../config';
import { bucketStore } from './bucket-store';
import type { FileStore } from './file-store';
import { folderStore } from './folder-store';

export type { FileStore } from './file-store';

let bucket: { settings: string; store: FileStore } | undefined;
const folder = folderStore(() => path.join(serverConfig().dataDir, 'uploads'));

function sharedBucket(settings: BucketSettings): FileStore {
  const key = JSON.stringify(settings);
  if (bucket?.settings !== key) bucket = { settings: key, store: bucketStore(settings) };
  return bucket.store;
}

/**
 * The file store this instance uses: the bucket when S3_BUCKET is set (every instance sees the
 * same files), else DATA_DIR/uploads. Asked per call, so a test that changes the settings and
 * calls resetServerConfig() gets the store it set up.
 */
export function fileStore(): FileStore {
  const settings = serverConfig().bucket;
  return settings ? sharedBucket(settings) : folder;
}
