import { File as NodeFile } from 'node:buffer';
import { http } from 'msw';
import { z } from 'zod';
import { postForm, toFormData } from '@/lib/api';
import { defineCall } from '@/lib/contract/call';
import { configureForTest, envelope, server, SHOP, startApiTestServer } from './api-test-server';

startApiTestServer();

// jest-fixed-jsdom swaps in Node's Blob and FormData but leaves jsdom's File; use Node's File,
// the one that matches the FormData under test (a browser has a single File class anyway).
const FileClass = NodeFile as unknown as typeof File;

function textEntries(form: FormData): Array<[string, string]> {
  return [...form.entries()].map(([name, value]) => [
    name,
    typeof value === 'string' ? value : `file:${value.name}`,
  ]);
}

describe('toFormData (docs/product.md#calls)', () => {
  it('sends null and undefined as empty strings, scalars as text, arrays as name[index]', () => {
    const form = toFormData({
      code: 'SPH',
      step_id: 3,
      is_end: false,
      note: null,
      remark: undefined,
      tags: ['blue', 'round'],
      step_data: [
        { type: 'lens_use', value: 'single', price: 0 },
        { type: 'lens_index', value: null, price: 29.5 },
      ],
      empty: [],
    });

    expect(textEntries(form)).toEqual([
      ['code', 'SPH'],
      ['step_id', '3'],
      ['is_end', 'false'],
      ['note', ''],
      ['remark', ''],
      ['tags[0]', 'blue'],
      ['tags[1]', 'round'],
      ['step_data[0][type]', 'lens_use'],
      ['step_data[0][value]', 'single'],
      ['step_data[0][price]', '0'],
      ['step_data[1][type]', 'lens_index'],
      ['step_data[1][value]', ''],
      ['step_data[1][price]', '29.5'],
    ]);
  });

  it('keeps files as files', async () => {
    const form = toFormData({
      image: new FileClass(['png-bytes'], 'prescription.png', { type: 'image/png' }),
    });
    const image = form.get('image');

    expect(image).toBeInstanceOf(Blob);
    expect((image as File).name).toBe('prescription.png');
    await expect((image as Blob).text()).resolves.toBe('png-bytes');
  });
});

describe('postForm', () => {
  const upload = defineCall({
    method: 'POST',
    path: '/api/process/upload',
    tag: 'lens-flow',
    summary: 'Upload a prescription image',
    input: z.object({ code: z.string(), image: z.unknown() }),
    output: z.object({ url: z.string() }),
  });

  it('sends multipart entries the server can read, with the client headers', async () => {
    configureForTest({ getToken: () => 'token-xyz' });
    const received: Array<[string, string]> = [];
    let contentType = '';
    let authorization: string | null = null;
    server.use(
      http.post(`${SHOP}/api/process/upload`, async ({ request }) => {
        contentType = request.headers.get('content-type') ?? '';
        authorization = request.headers.get('authorization');
        const form = await request.formData();
        for (const [name, value] of form.entries()) {
          received.push([
            name,
            typeof value === 'string' ? value : `file:${value.name}:${await value.text()}`,
          ]);
        }
        return envelope(200, 'success', { url: '/uploads/p.png' });
      }),
    );

    const output = await postForm(upload, {
      code: 'SPH',
      image: new FileClass(['png-bytes'], 'p.png', { type: 'image/png' }),
    });

    expect(output).toEqual({ url: '/uploads/p.png' });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(authorization).toBe('Bearer token-xyz');
    expect(received).toEqual([
      ['code', 'SPH'],
      ['image', 'file:p.png:png-bytes'],
    ]);
  });

  it('also takes a plain path', async () => {
    configureForTest();
    const received: string[] = [];
    server.use(
      http.post(`${SHOP}/api/detectface/upload`, async ({ request }) => {
        const form = await request.formData();
        received.push(...[...form.keys()]);
        return envelope(200, 'success', null);
      }),
    );

    await postForm('/api/detectface/upload', { photos: [new Blob(['a']), new Blob(['b'])] });
    expect(received).toEqual(['photos[0]', 'photos[1]']);
  });
});
