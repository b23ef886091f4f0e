import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { z } from 'zod';
import { defineCall } from '@/lib/contract/call';
import { AFTER_SALES_PHOTOS_MAX, AFTER_SALES_PHOTO_MAX_BYTES } from '@/lib/contract/calls/order';
import { PRESCRIPTION_IMAGE_MAX_BYTES } from '@/lib/contract/calls/prescription';
import { publicRouteHandler } from '@/lib/server/platform/http/route-handler';
import { FORM_FIELD_BYTES_MAX, FORM_MESSAGES } from '@/lib/server/platform/http/multipart-form';
import { UPLOAD_BYTES_PER_ADDRESS_HOUR } from '@/lib/server/platform/uploads/upload-allowance';
import { createDeviceId } from '@/lib/shop/random-id';
import { callRoute } from '../support/call-route';

// docs/security.md#session-before-body: who calls is checked before the body is read, an upload's
// bytes are charged to its address from the declared length before it is read, and a form is read
// as it streams with limits per part. An attack test posted ten 30 MB bodies at once to a
// signed-in call without a token: the server read and parsed each before it looked for a session.

const ownAddress = () => `10.${randomBytes(3).join('.')}`;
const BOUNDARY = 'oculo-test-boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** A body that notes every read and breaks when read: a request whose body must not be touched. */
function untouchableBody() {
  const reads = { count: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull() {
        reads.count += 1;
        throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
      },
    },
    // no read ahead: pull runs only when the adapter reads
    { highWaterMark: 0 },
  );
  return { reads, stream };
}

/** A body that sends its first bytes and then breaks: a client that hangs up half way. */
function cutOffBody(first: string) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first));
    },
    pull(controller) {
      controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    },
  });
}

let smallPhoto: Buffer;
beforeAll(async () => {
  smallPhoto = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a0b0c0' } })
    .jpeg()
    .toBuffer();
});

const prescriptionUpload = (address: string) => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(smallPhoto)], 'rx.jpg', { type: 'image/jpeg' }));
  return callRoute('POST', '/api/process/upload', {
    body: form,
    headers: { 'x-oculo-peer': address, 'x-device-id': createDeviceId() },
  });
};

describe('a signed-in call checks the session before it reads the body', () => {
  it.each([
    ['no token', {}],
    ['a dead token', { authorization: `Bearer ${randomBytes(32).toString('hex')}` }],
  ])('answers code 3 to %s, not the input rules of a wrong body', async (_case, headers) => {
    const result = await callRoute('POST', '/api/order/afterSales', {
      json: { orderNumber: 'nonsense', kind: 'refund-me', photos: 'many' },
      headers,
    });
    expect(result.status).toBe(200);
    expect(result.body.code).toBe(3);
    expect(result.body.data).toBeNull();
  });

  it.each([
    ['/api/order/afterSales', 'a signed-in upload'],
    ['/api/prescription/save', 'a signed-in upload of another module'],
    ['/api/user/setUserInfo', 'a signed-in JSON call'],
    ['/api/prescription/image', 'a signed-in private image'],
    ['/api/admin/productPhotos/add', 'an operator upload'],
  ])('answers code 3 on %s (%s) without reading a byte of the body', async (path) => {
    const { reads, stream } = untouchableBody();
    const result = await callRoute('POST', path, {
      body: stream,
      headers: { 'content-type': MULTIPART, 'content-length': String(30 * 1024 * 1024) },
    });
    expect(result.body.code).toBe(3);
    expect(reads.count).toBe(0);
  });

  it('charges nothing to the address for anonymous uploads it never read', async () => {
    const address = ownAddress();
    // ten times the hour's bytes, declared: had they been charged, the address would be refused
    for (let i = 0; i < 40; i += 1) {
      const { stream } = untouchableBody();
      const result = await callRoute('POST', '/api/order/afterSales', {
        body: stream,
        headers: {
          'content-type': MULTIPART,
          'content-length': String(AFTER_SALES_PHOTOS_MAX * AFTER_SALES_PHOTO_MAX_BYTES),
          'x-oculo-peer': address,
        },
      });
      expect(result.body.code).toBe(3);
    }
    expect((await prescriptionUpload(address)).body.code).toBe(200);
  });
});

describe("an upload's bytes are charged to its address from the declared length, before it is read", () => {
  it(`refuses with 429, reading nothing, once the hour's ${UPLOAD_BYTES_PER_ADDRESS_HOUR / 1024 / 1024} MiB are declared; uploads cut off on the way count`, async () => {
    const address = ownAddress();
    const declared = PRESCRIPTION_IMAGE_MAX_BYTES;
    const headers = {
      'content-type': MULTIPART,
      'content-length': String(declared),
      'x-oculo-peer': address,
      'x-device-id': createDeviceId(),
    };
    const fit = Math.floor(UPLOAD_BYTES_PER_ADDRESS_HOUR / declared);
    for (let i = 0; i < fit; i += 1) {
      // the client declares 10 MB, sends a few bytes and hangs up: the declared bytes count
      const result = await callRoute('POST', '/api/process/upload', {
        body: cutOffBody(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="rx.jpg"\r\n\r\n`,
        ),
        headers,
      });
      expect(result.body.code).toBe(422);
    }
    const { reads, stream } = untouchableBody();
    const refused = await callRoute('POST', '/api/process/upload', { body: stream, headers });
    expect(refused.body.code).toBe(429);
    expect(refused.body.msg).toMatch(/^That is many photos from this network in one hour\./);
    expect(reads.count).toBe(0);
    // another address is not affected
    expect((await prescriptionUpload(ownAddress())).body.code).toBe(200);
  });
});

describe('form data is read as it streams, with limits per part', () => {
  const FILE_BYTES = 1000;
  const takesFiles = defineCall({
    method: 'POST',
    path: '/api/test/upload',
    tag: 'Test',
    summary: 'takes two small files',
    maxBodyBytes: 200_000,
    uploads: { files: 2, fileBytes: FILE_BYTES },
    input: z.strictObject({
      note: z.string().optional(),
      // no size rule of its own: the adapter's limit is the only one
      photos: z.array(z.instanceof(File)).optional(),
      tags: z.array(z.string()).optional(),
    }),
    output: z.object({
      note: z.string().nullable(),
      tags: z.array(z.string()),
      photos: z.array(z.object({ name: z.string(), type: z.string(), size: z.number(), first: z.number() })),
    }),
  });
  const handle = publicRouteHandler(takesFiles, async (input) => ({
    note: input.note ?? null,
    tags: input.tags ?? [],
    photos: await Promise.all(
      (input.photos ?? []).map(async (photo) => ({
        name: photo.name,
        type: photo.type,
        size: photo.size,
        first: new Uint8Array(await photo.arrayBuffer())[0] ?? -1,
      })),
    ),
  }));
  const takesNoFiles = publicRouteHandler(
    defineCall({ ...takesFiles, uploads: undefined, path: '/api/test/no-files' }),
    async () => ({ note: null, tags: [], photos: [] }),
  );
  const send = async (body: BodyInit, call = handle) => {
    const response = await call(new Request('http://shop.test/api/test/upload', { method: 'POST', body }));
    return {
      status: response.status,
      body: (await response.json()) as { code: number; msg: string; data: unknown },
    };
  };
  const fileOf = (bytes: number, name = 'a.jpg') =>
    new File([new Uint8Array(bytes).fill(7)], name, { type: 'image/jpeg' });

  it('takes files up to the size for one file, as Files with their names, types and bytes', async () => {
    const form = new FormData();
    form.append('note', 'hello');
    form.append('photos[0]', fileOf(FILE_BYTES, 'front.jpg'));
    form.append('tags[0]', 'a');
    form.append('photos[1]', fileOf(10, 'side.jpg'));
    form.append('tags[1]', 'b');
    const result = await send(form);
    expect(result.body).toEqual({
      code: 200,
      msg: 'success',
      data: {
        note: 'hello',
        tags: ['a', 'b'],
        photos: [
          { name: 'front.jpg', type: 'image/jpeg', size: FILE_BYTES, first: 7 },
          { name: 'side.jpg', type: 'image/jpeg', size: 10, first: 7 },
        ],
      },
    });
  });

  it('refuses a file over the size for one file with 413 when the schema has no size rule', async () => {
    const form = new FormData();
    form.append('photos[0]', fileOf(FILE_BYTES + 1));
    const result = await send(form);
    expect(result.status).toBe(413);
    expect(result.body.code).toBe(413);
  });

  it('refuses more files than the call takes, naming the field', async () => {
    const form = new FormData();
    for (let i = 0; i < 3; i += 1) form.append(`photos[${i}]`, fileOf(10));
    const result = await send(form);
    expect(result.body).toEqual({
      code: 422,
      msg: 'photos: Send at most 2 files.',
      data: { fields: { photos: 'Send at most 2 files.' } },
    });
  });

  it('refuses a file sent to a call that takes none', async () => {
    const form = new FormData();
    form.append('note', fileOf(10));
    const result = await send(form, takesNoFiles);
    expect(result.body.data).toEqual({ fields: { note: FORM_MESSAGES.noFiles } });
  });

  it('refuses a text field over its size, naming it', async () => {
    const form = new FormData();
    form.append('tags[3]', 'x'.repeat(FORM_FIELD_BYTES_MAX + 1));
    const result = await send(form);
    expect(result.body.data).toEqual({ fields: { 'tags.3': FORM_MESSAGES.longValue } });
  });

  it('reads url-encoded forms the same way', async () => {
    const result = await send(new URLSearchParams({ note: 'hé', 'tags[0]': 'x' }));
    expect(result.body.data).toEqual({ note: 'hé', tags: ['x'], photos: [] });
  });

  it('refuses a form that breaks off half way with 422', async () => {
    const body = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhel`;
    const response = await handle(
      new Request('http://shop.test/api/test/upload', {
        method: 'POST',
        body,
        headers: { 'content-type': MULTIPART },
      }),
    );
    expect(await response.json()).toEqual({
      code: 422,
      msg: FORM_MESSAGES.unreadable,
      data: { fields: { body: FORM_MESSAGES.unreadable } },
    });
  });
});
