import {
  BucketAlreadyExists,
  BucketAlreadyOwnedByYou,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchBucket,
  NoSuchKey,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { UnavailableError } from '@/lib/contract/errors';
import type { BucketSettings } from '../config';
import { logger } from '../logger';
import { checkedFolder, checkedKey, type FileStore } from './file-store';

export class FileStoreUnavailableError extends UnavailableError {
  constructor() {
    super('We cannot reach our photo storage right now. Please try again in a minute.', 30);
  }
}

// Only the object is missing; a missing bucket (NoSuchBucket, also a 404) is a fault of the setup.
const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.name === 'NoSuchKey');

const isMissingBucket = (error: unknown) =>
  error instanceof NoSuchBucket || (error instanceof S3ServiceException && error.name === 'NoSuchBucket');

/**
 * Files in an S3 bucket that every instance shares (docs/scaling-out.md#object-storage), through
 * @aws-sdk/client-s3. An S3-compatible server (S3_ENDPOINT) is addressed path-style
 * (`endpoint/bucket/key`), which they all speak; AWS S3 itself uses its own addressing. The bucket
 * stays private: objects are read by the shop and handed on only through its owner-checked calls.
 *
 * A bucket that does not exist yet is made at the first file saved, so a new object store beside a
 * new shop needs no set-up step (docs/deploying.md#compose); where the shop's key may not make
 * buckets, that file's save answers 503 and the log says why.
 *
 * When the bucket cannot be reached (after the SDK's own retries), the call answers 503 with
 * Retry-After instead of a 500: the shopper's photo is not lost, it was never taken.
 */
export function bucketStore(settings: BucketSettings): FileStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
  });
  const Bucket = settings.bucket;

  /** Any failure but a missing object: the store is away or set up wrong, so logged and a 503. */
  async function guarded<T>(operation: string, key: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      logger.error({ err: error, operation, key, bucket: Bucket }, 'the file store is unavailable');
      throw new FileStoreUnavailableError();
    }
  }

  return {
    kind: 'bucket',

    async save(key, bytes, contentType) {
      const Key = checkedKey(key);
      const put = () =>
        client.send(new PutObjectCommand({ Bucket, Key, Body: bytes, ContentType: contentType }));
      await guarded('save', Key, async () => {
        try {
          await put();
        } catch (error) {
          if (!isMissingBucket(error)) throw error;
          logger.info({ bucket: Bucket }, 'the bucket does not exist yet: making it');
          await client.send(new CreateBucketCommand({ Bucket })).catch((creating: unknown) => {
            // another instance made it a moment ago (if someone else owns the name, the put fails)
            const made =
              creating instanceof BucketAlreadyOwnedByYou || creating instanceof BucketAlreadyExists;
            if (!made) throw creating;
          });
          await put();
        }
      });
    },

    async read(key) {
      const Key = checkedKey(key);
      return guarded('read', Key, async () => {
        try {
          const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
          return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      });
    },

    async remove(key) {
      const Key = checkedKey(key);
      // S3 answers a delete of a missing object as done, so "already gone" needs no case here.
      await guarded('remove', Key, () => client.send(new DeleteObjectCommand({ Bucket, Key })));
    },

    async keys(folder) {
      const Prefix = checkedFolder(folder);
      return guarded('keys', Prefix, async () => {
        const keys: string[] = [];
        for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix })) {
          for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        }
        return keys;
      });
    },
  };
}
