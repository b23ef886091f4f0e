import { sql } from 'drizzle-orm';
import { database } from '@/lib/server/platform/db/database';
import { rowsOf } from '@/lib/server/platform/db/rows';
import { retryFileDeletes } from '@/lib/server/platform/uploads/discarded-files';
import { createDeviceId } from '@/lib/shop/random-id';
import { callRoute } from '../support/call-route';
import { storedPrivateFiles } from '../support/stored-files';
import { itKeptTheUploadsInTheBucket, keepUploadsInTestBucket, withBucketAway } from '../support/test-bucket';
// every saved-face test, with the faces kept in an S3 bucket (docs/scaling-out.md#object-storage)
import './faces.test';

keepUploadsInTestBucket();

async function facePhoto(): Promise<FormData> {
  const photo = await (
    await import('sharp')
  )
    .default({ create: { width: 32, height: 32, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(photo)], 'face.jpg', { type: 'image/jpeg' }));
  form.append('consent', 'true');
  return form;
}

describe('saved faces in the S3 bucket', () => {
  itKeptTheUploadsInTheBucket('faces');

  it('answers a save while the bucket is away with 503 and Retry-After, and keeps no record', async () => {
    const device = { 'x-device-id': createDeviceId() };
    const answer = await withBucketAway(async () =>
      callRoute('POST', '/api/detectface/upload', {
        body: await facePhoto(),
        headers: { ...device, 'x-oculo-peer': '10.9.9.9' },
      }),
    );
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(answer.body).toMatchObject({ code: 503, msg: expect.stringMatching(/photo storage/) });
    const listed = await callRoute<{ list: unknown[] }>('POST', '/api/detectface/list', {
      json: {},
      headers: device,
    });
    expect(listed.body.data.list).toEqual([]);
  });

  it('deletes a face whose file the bucket could not delete then, and the file once it is back', async () => {
    const device = { 'x-device-id': createDeviceId() };
    const saved = await callRoute<{ id: number }>('POST', '/api/detectface/upload', {
      body: await facePhoto(),
      headers: { ...device, 'x-oculo-peer': '10.9.9.8' },
    });
    expect(saved.body.code).toBe(200);
    const before = await storedPrivateFiles('faces');
    const removed = await withBucketAway(() =>
      callRoute('POST', '/api/detectface/delete', { json: { id: saved.body.data.id }, headers: device }),
    );
    expect(removed.body).toMatchObject({ code: 200, data: { deleted: 1 } });
    // the shopper's delete stands; the file waits for the job
    const waiting = rowsOf<{ key: string }>(
      await (await database()).execute(sql`select key from discarded_files`),
    );
    expect(waiting).toHaveLength(1);
    expect(before).toContain(waiting[0]?.key);
    expect(await retryFileDeletes()).toBe(1);
    expect(await storedPrivateFiles('faces')).not.toContain(waiting[0]?.key);
    expect(rowsOf(await (await database()).execute(sql`select key from discarded_files`))).toEqual([]);
  });
});
