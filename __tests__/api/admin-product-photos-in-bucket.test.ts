import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileStore } from '@/lib/server/platform/storage';
import { keepUploadsInTestBucket } from '../support/test-bucket';
// every product photo test, with the images kept in an S3 bucket
// (docs/scaling-out.md#object-storage)
import './admin-product-photos.test';

keepUploadsInTestBucket();

describe('product photos in the S3 bucket', () => {
  it('kept the images in the bucket and none on this instance’s disk', async () => {
    expect(fileStore().kind).toBe('bucket');
    expect(await fileStore().keys('images/')).not.toEqual([]);
    expect(existsSync(path.join(process.env.DATA_DIR ?? '', 'uploads'))).toBe(false);
  });
});
