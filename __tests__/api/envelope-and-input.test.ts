import { z } from 'zod';
import { defineCall } from '@/lib/contract/call';
import { publicRouteHandler } from '@/lib/server/platform/http/route-handler';
import { logger } from '@/lib/server/platform/logger';
import { VALIDATION_MESSAGES } from '@/lib/shop/form-rules';
import { callRoute, post } from '../support/call-route';
import { createShopper } from '../support/shoppers';

// Malformed JSON, wrong types, unknown fields and bodies over the cap get the envelope with 422 (or
// 413), never a 500 (docs/architecture.md#api-envelope).
describe('the envelope (docs/architecture.md#api-envelope): bad input never becomes a 500', () => {
  it('answers malformed JSON with code 422 and a body message', async () => {
    const result = await callRoute('POST', '/api/goods/list', {
      body: '{"category": "eyeglasses",',
      headers: { 'content-type': 'application/json' },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      code: 422,
      msg: 'The request body is not valid JSON.',
      data: { fields: { body: 'The request body is not valid JSON.' } },
    });
  });

  it.each([
    ['a string page', { page: 'two' }, 'page'],
    ['a boolean page size', { pageSize: true }, 'pageSize'],
    ['an object keyword', { keyword: { $ne: '' } }, 'keyword'],
    ['an unknown sort', { sort: 'cheapest' }, 'sort'],
    ['a page size over the cap', { pageSize: 500 }, 'pageSize'],
    ['an unknown category', { category: 'hats' }, 'category'],
    ['an unknown shape filter', { filters: { shape: ['hexagon'] } }, 'filters.shape.0'],
  ])('answers %s with 422 naming the field', async (_case, body, field) => {
    const result = await post('/api/goods/list', body);
    expect(result.status).toBe(200);
    expect(result.body.code).toBe(422);
    expect((result.body.data as { fields: Record<string, string> }).fields).toHaveProperty([field]);
  });

  it.each([
    ['/api/goods/list', { category: 'eyeglasses', admin: true }, 'admin'],
    ['/api/goods/info', { code: 'OC1001', price: 1 }, 'price'],
    ['/api/goods/list', { filters: { shape: ['round'], discount: 90 } }, 'filters.discount'],
  ])('refuses unknown fields on %s', async (path, body, field) => {
    const result = await post(path, body);
    expect(result.body.code).toBe(422);
    expect((result.body.data as { fields: Record<string, string> }).fields[field]).toBe('Unknown field.');
  });

  it('answers a body over the 64 KB cap with HTTP 413 and the envelope', async () => {
    const result = await post('/api/goods/list', { keyword: 'x'.repeat(70 * 1024) });
    expect(result.status).toBe(413);
    expect(result.body.code).toBe(413);
    expect(result.body.msg).toMatch(/too large/);
  });

  it('enforces the cap while streaming, whatever Content-Length claims', async () => {
    const big = new TextEncoder().encode(JSON.stringify({ keyword: 'y'.repeat(80 * 1024) }));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < big.length; i += 8192) controller.enqueue(big.slice(i, i + 8192));
        controller.close();
      },
    });
    const result = await callRoute('POST', '/api/goods/list', {
      body: stream,
      headers: { 'content-type': 'application/json', 'content-length': '10' },
    });
    expect(result.status).toBe(413);
  });

  it('refuses text holding a NUL character with 422 naming the field, never a server fault', async () => {
    const result = await post<{ fields: Record<string, string> }>('/api/goods/list', {
      keyword: 'ro\u0000und',
    });
    expect(result.status).toBe(200);
    expect(result.body.code).toBe(422);
    expect(result.body.data.fields).toEqual({ keyword: 'Text cannot contain a NUL character.' });
  });

  // Deep nesting (3,000 levels in the attack test) overflowed the stack in the recursive NUL check
  // and answered HTTP 500; the 64 KB cap allows about 30,000 levels.
  it.each([
    ['arrays', `{"category":"eyeglasses","filters":${'['.repeat(30_000)}${']'.repeat(30_000)}}`],
    ['objects', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
  ])(
    'refuses a body of %s nested 10,000 or more deep with 422, never a server fault',
    async (_case, body) => {
      const result = await callRoute('POST', '/api/goods/list', {
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(result.status).toBe(200);
      expect(result.body).toEqual({
        code: 422,
        msg: 'The request body is nested more than 32 levels deep.',
        data: { fields: { body: 'The request body is nested more than 32 levels deep.' } },
      });
    },
  );

  // Found by the fuzz suite: an unknown key named like a property every object has (__proto__,
  // constructor, toString) was dropped from data.fields, so the 422 named no field.
  it('names unknown keys called like Object.prototype properties', async () => {
    const result = await callRoute<{ fields: Record<string, string> }>('POST', '/api/goods/list', {
      body: '{"__proto__":{"polluted":true},"constructor":1,"toString":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(result.status).toBe(200);
    expect(result.body.code).toBe(422);
    expect(result.body.msg).toBe('__proto__: Unknown field.');
    expect(Object.entries(result.body.data.fields)).toEqual([
      ['__proto__', 'Unknown field.'],
      ['constructor', 'Unknown field.'],
      ['toString', 'Unknown field.'],
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses an unsupported content type with 422', async () => {
    const result = await callRoute('POST', '/api/goods/list', {
      body: '<xml/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(result.body.code).toBe(422);
  });

  it('treats an empty body as no input', async () => {
    const result = await callRoute('POST', '/api/goods/list', {});
    expect(result.body.code).toBe(200);
  });
});

// Values their pattern lets through but their column cannot hold reached the query, and
// PostgreSQL's refusal answered HTTP 500 (found by openapi-fuzz.test.ts).
describe('docs/architecture.md#api-envelope: a value the column cannot hold is invalid input, never a server fault', () => {
  it.each([
    ['year 0000', '01/31/0000'],
    ['February 31', '02/31/2024'],
    ['April 31', '04/31/1990'],
    ['February 29 of a common year', '02/29/2023'],
  ])('refuses a birthday on %s with 422 naming the field', async (_case, birthday) => {
    const shopper = await createShopper('birthday');
    const result = await post<{ fields: Record<string, string> }>(
      '/api/user/setUserInfo',
      { birthday },
      shopper.headers,
    );
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      code: 422,
      msg: `birthday: ${VALIDATION_MESSAGES.calendarDate}`,
      data: { fields: { birthday: VALIDATION_MESSAGES.calendarDate } },
    });
  });

  it('keeps a birthday on February 29 of a leap year', async () => {
    const shopper = await createShopper('leap-day');
    const result = await post<{ birthday: string }>(
      '/api/user/setUserInfo',
      { birthday: '02/29/2024' },
      shopper.headers,
    );
    expect(result.body.code).toBe(200);
    expect(result.body.data.birthday).toBe('02/29/2024');
  });
});

describe('multipart bodies (docs/product.md#calls)', () => {
  it('reads name[index] arrays, nested fields and "" as absent', async () => {
    const form = new FormData();
    form.append('category', 'eyeglasses');
    form.append('filters[shape][0]', 'round');
    form.append('filters[shape][1]', 'oval');
    form.append('filters[minPriceCents]', '');
    form.append('page', '1');
    form.append('pageSize', '5');
    const viaForm = await callRoute<{ list: { code: string }[]; total: number }>('POST', '/api/goods/list', {
      body: form,
    });
    const viaJson = await post<{ list: { code: string }[]; total: number }>('/api/goods/list', {
      category: 'eyeglasses',
      filters: { shape: ['round', 'oval'] },
      page: 1,
      pageSize: 5,
    });
    expect(viaForm.body.code).toBe(200);
    expect(viaForm.body.data.total).toBeGreaterThan(0);
    expect(viaForm.body.data).toEqual(viaJson.body.data);
  });

  it('reads a body whose boundary mixes cases, as Chromium writes it', async () => {
    const boundary = '----WebKitFormBoundaryAbCdEf0123XyZ';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="code"',
      '',
      'OC1001',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const result = await callRoute('POST', '/api/goods/info', {
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(result.body.code).toBe(200);
  });

  it('ignores prototype-polluting field names', async () => {
    const form = new FormData();
    form.append('__proto__[polluted]', 'yes');
    form.append('code', 'OC1001');
    const result = await callRoute('POST', '/api/goods/info', { body: form });
    expect(result.body.code).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('server faults (docs/architecture.md#api-envelope)', () => {
  const failingCall = defineCall({
    method: 'POST',
    path: '/api/test/failing',
    tag: 'Test',
    summary: 'always fails',
    input: z.strictObject({}),
    output: z.object({}),
  });

  it('answers HTTP 500 with the envelope, logs the fault, and leaks no stack or message', async () => {
    const logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    const handler = publicRouteHandler(failingCall, async () => {
      throw new Error('connection refused at db.internal:5432');
    });
    const response = await handler(new Request('http://shop.test/api/test/failing', { method: 'POST' }));
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({
      code: 500,
      msg: 'Something went wrong on our side. Please try again.',
      data: null,
    });
    expect(text).not.toMatch(/db\.internal|at .*\.ts|Error:/);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ call: '/api/test/failing', method: 'POST' }),
      'call failed',
    );
    logged.mockRestore();
  });

  it('refuses an answer that drifts from the contract outside production', async () => {
    const logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    const drifting = defineCall({ ...failingCall, output: z.object({ total: z.number() }) });
    const handler = publicRouteHandler(
      drifting,
      async () => ({ total: 'many' }) as unknown as { total: number },
    );
    const response = await handler(new Request('http://shop.test/api/test/failing', { method: 'POST' }));
    expect(response.status).toBe(500);
    logged.mockRestore();
  });
});
