import { resetServerConfig } from '@/lib/server/config';
import { createDeviceId } from '@/lib/shop/random-id';
import { callRoute } from '../support/call-route';
import { closedPort } from '../support/closed-port';
import { itKeptTheUploadsInTheBucket, keepUploadsInTestBucket } from '../support/test-bucket';
// every saved-face test, with the faces kept in an S3 bucket (issue 19 point 1)
import './faces.test';

keepUploadsInTestBucket();

describe('saved faces in the S3 bucket', () => {
  itKeptTheUploadsInTheBucket('faces');

  it('answers a save while the bucket is away with 503 and Retry-After, and keeps no record', async () => {
    const endpoint = process.env.S3_ENDPOINT;
    process.env.S3_ENDPOINT = `http://127.0.0.1:${await closedPort()}`;
    resetServerConfig();
    try {
      const device = { 'x-device-id': createDeviceId() };
      const form = new FormData();
      const photo = await (
        await import('sharp')
      )
        .default({
          create: { width: 32, height: 32, channels: 3, background: '#888' },
        })
        .jpeg()
        .toBuffer();
      form.append('file', new File([new Uint8Array(photo)], 'face.jpg', { type: 'image/jpeg' }));
      form.append('consent', 'true');
      const answer = await callRoute('POST', '/api/detectface/upload', {
        body: form,
        headers: { ...device, 'x-oculo-peer': '10.9.9.9' },
      });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('30');
      expect(answer.body).toMatchObject({ code: 503, msg: expect.stringMatching(/photo storage/) });
      process.env.S3_ENDPOINT = endpoint;
      resetServerConfig();
      const listed = await callRoute<{ list: unknown[] }>('POST', '/api/detectface/list', {
        json: {},
        headers: device,
      });
      expect(listed.body.data.list).toEqual([]);
    } finally {
      process.env.S3_ENDPOINT = endpoint;
      resetServerConfig();
    }
  });
});
