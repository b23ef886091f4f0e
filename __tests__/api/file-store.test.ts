import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseServerConfig } from '@/lib/server/platform/config';
import { bucketStore, FileStoreUnavailableError } from '@/lib/server/platform/storage/bucket-store';
import { StoredFileKeyError, type FileStore } from '@/lib/server/platform/storage/file-store';
import { folderStore } from '@/lib/server/platform/storage/folder-store';
import { closedPort } from '../support/closed-port';
import { startTestBucket, type TestBucket } from '../support/s3-server';

// docs/architecture.md#storage: one storage port, two stores that behave the same. The folder is
// this instance's disk; the bucket is a real S3-speaking server on loopback (s3rver) reached
// through @aws-sdk/client-s3, as a shop with several instances is set up.

const root = mkdtempSync(path.join(tmpdir(), 'oculo-store-'));
let bucket: TestBucket;
let inBucket: FileStore;

beforeAll(async () => {
  bucket = await startTestBucket();
  const settings = parseServerConfig(bucket.env).bucket;
  if (!settings) throw new Error('the test bucket settings did not parse');
  inBucket = bucketStore(settings);
});

afterAll(async () => {
  await bucket.stop();
  rmSync(root, { recursive: true, force: true });
});

const jpeg = (text: string) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from(text)]);

describe.each([
  ['the local folder', () => folderStore(() => root)],
  ['the S3 bucket', () => inBucket],
])('%s', (_name, storeOf) => {
  const store = () => storeOf();
  const key = (name: string) => `faces/${name}-${Math.random().toString(16).slice(2)}.jpg`;

  it('gives back what it kept, byte for byte', async () => {
    const saved = key('round-trip');
    const bytes = jpeg('a photo');
    await store().save(saved, bytes, 'image/jpeg');
    expect(await store().read(saved)).toEqual(bytes);
  });

  it('answers null for a file it never kept', async () => {
    expect(await store().read(key('never'))).toBeNull();
  });

  it('replaces a file saved again under the same key', async () => {
    const saved = key('again');
    await store().save(saved, jpeg('first'), 'image/jpeg');
    await store().save(saved, jpeg('second'), 'image/jpeg');
    expect((await store().read(saved))?.toString('latin1', 3)).toBe('second');
  });

  it('deletes a file, and a delete of a file already gone is fine', async () => {
    const saved = key('deleted');
    await store().save(saved, jpeg('bye'), 'image/jpeg');
    await store().remove(saved);
    expect(await store().read(saved)).toBeNull();
    await expect(store().remove(saved)).resolves.toBeUndefined();
  });

  it('lists the keys of one folder only, nested ones too', async () => {
    const folder = `listing-${Math.random().toString(16).slice(2)}/`;
    const kept = [`${folder}a.jpg`, `${folder}b.jpg`, `${folder}deep/c.jpg`];
    for (const each of kept) await store().save(each, jpeg(each), 'image/jpeg');
    await store().save(`other-${folder}d.jpg`, jpeg('elsewhere'), 'image/jpeg');
    expect((await store().keys(folder)).sort()).toEqual(kept);
    expect(await store().keys(`empty-${folder}`)).toEqual([]);
  });

  it('keeps twenty photos saved at once, each whole', async () => {
    const keys = Array.from({ length: 20 }, (_, index) => key(`burst-${index}`));
    await Promise.all(keys.map((each) => store().save(each, jpeg(each.repeat(200)), 'image/jpeg')));
    const read = await Promise.all(keys.map((each) => store().read(each)));
    expect(read.map((bytes) => bytes?.toString('latin1', 3))).toEqual(keys.map((each) => each.repeat(200)));
  });

  it.each([
    ['a path out of the store', '../outside.jpg'],
    ['a path out through a folder', 'faces/../../outside.jpg'],
    ['an absolute path', '/etc/passwd.jpg'],
    ['capitals', 'faces/A.jpg'],
    ['no folder', 'photo.jpg'],
    ['no name', 'faces/.jpg'],
    ['a folder for a file', 'faces/'],
    ['a backslash', 'faces\\..\\x.jpg'],
  ])('refuses a key with %s before it touches the store', async (_what, bad) => {
    await expect(store().save(bad, jpeg('x'), 'image/jpeg')).rejects.toBeInstanceOf(StoredFileKeyError);
    await expect(store().read(bad)).rejects.toBeInstanceOf(StoredFileKeyError);
    await expect(store().remove(bad)).rejects.toBeInstanceOf(StoredFileKeyError);
  });
});

describe('the local folder', () => {
  it('keeps files private to the shop and never leaves half a file behind', async () => {
    const store = folderStore(() => root);
    await store.save('private/one.jpg', jpeg('one'), 'image/jpeg');
    const folder = path.join(root, 'private');
    expect(readdirSync(folder)).toEqual(['one.jpg']);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(folder, 'one.jpg')).mode & 0o777).toBe(0o600);
  });
});

describe('the S3 bucket, when it cannot be reached', () => {
  it('answers "unavailable, try again" (503), not a fault, on every operation', async () => {
    const settings = parseServerConfig({
      ...bucket.env,
      S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}`,
    }).bucket;
    if (!settings) throw new Error('no settings');
    const away = bucketStore(settings);
    for (const operation of [
      () => away.save('faces/away.jpg', jpeg('x'), 'image/jpeg'),
      () => away.read('faces/away.jpg'),
      () => away.remove('faces/away.jpg'),
      () => away.keys('faces/'),
    ]) {
      const error = await operation().then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(FileStoreUnavailableError);
      expect(error).toMatchObject({ httpStatus: 503, code: 503, data: { retryAfter: 30 } });
    }
  });

  it('treats a bucket that does not exist as unavailable, not as a missing photo', async () => {
    const settings = parseServerConfig({ ...bucket.env, S3_BUCKET: 'no-such-bucket' }).bucket;
    if (!settings) throw new Error('no settings');
    await expect(bucketStore(settings).read('faces/any.jpg')).rejects.toBeInstanceOf(
      FileStoreUnavailableError,
    );
  });
});

describe('a new S3 server, without the bucket yet (docs/deploying.md#compose)', () => {
  it('makes the bucket at the first file saved, once, when two instances save at once', async () => {
    const name = `new-bucket-${Math.random().toString(16).slice(2, 10)}`;
    const settings = parseServerConfig({ ...bucket.env, S3_BUCKET: name }).bucket;
    if (!settings) throw new Error('no settings');
    const [first, second] = [bucketStore(settings), bucketStore(settings)];
    await Promise.all([
      first.save('faces/first.jpg', jpeg('first'), 'image/jpeg'),
      second.save('faces/second.jpg', jpeg('second'), 'image/jpeg'),
    ]);
    expect((await first.keys('faces/')).sort()).toEqual(['faces/first.jpg', 'faces/second.jpg']);
    expect((await second.read('faces/first.jpg'))?.toString('latin1', 3)).toBe('first');
  });
});
