import { existsSync } from 'node:fs';
import path from 'node:path';
import { resetServerConfig } from '@/lib/server/platform/config';
import { fileStore } from '@/lib/server/platform/storage';
import { storedPrivateFiles, type PrivateArea } from '@/lib/server/platform/uploads/private-files';
import { closedPort } from './closed-port';
import { startTestBucket, type TestBucket } from './s3-server';

/**
 * Runs the calling test file with its uploads in a test bucket instead of DATA_DIR/uploads: the
 * *-in-bucket twins of the uploads tests import the folder test after calling this.
 */
export function keepUploadsInTestBucket(): void {
  let bucket: TestBucket | undefined;
  beforeAll(async () => {
    bucket = await startTestBucket();
    Object.assign(process.env, bucket.env);
    resetServerConfig();
  });
  afterAll(async () => {
    for (const name of Object.keys(bucket?.env ?? {})) delete process.env[name];
    resetServerConfig();
    await bucket?.stop();
  });
}

/** The closing check of a *-in-bucket twin: the files went to the bucket, none to this disk. */
export function itKeptTheUploadsInTheBucket(area: PrivateArea): void {
  it(`kept the ${area} files in the S3 bucket and none on this instance’s disk`, async () => {
    expect(fileStore().kind).toBe('bucket');
    expect(await storedPrivateFiles(area)).not.toEqual([]);
    expect(existsSync(path.join(process.env.DATA_DIR ?? '', 'uploads'))).toBe(false);
  });
}

/** Runs `work` with the shop pointed at a bucket server that is away, then points it back. */
export async function withBucketAway<T>(work: () => Promise<T>): Promise<T> {
  const endpoint = process.env.S3_ENDPOINT;
  process.env.S3_ENDPOINT = `http://127.0.0.1:${await closedPort()}`;
  resetServerConfig();
  try {
    return await work();
  } finally {
    process.env.S3_ENDPOINT = endpoint;
    resetServerConfig();
  }
}
