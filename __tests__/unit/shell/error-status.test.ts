import { errorStatusOf } from '@/lib/client/error-status';

describe('errorStatusOf (docs/product.md#errors: statusCode, status or the response status, default 500)', () => {
  it.each([
    ['statusCode', { statusCode: 404 }, 404],
    ['status', { status: 504 }, 504],
    ['response.status', { response: { status: 503 } }, 503],
    ['statusCode wins over status', { statusCode: 410, status: 502 }, 410],
    ['status wins over response.status', { status: 502, response: { status: 404 } }, 502],
    ['a numeric string', { statusCode: '404' }, 404],
    ['an Error carrying a status', Object.assign(new Error('nope'), { status: 404 }), 404],
    ['a plain Error', new Error('boom'), 500],
    ['a status that is not an HTTP error', { status: 200 }, 500],
    ['a status out of range', { statusCode: 1234 }, 500],
    ['a non-numeric status', { status: 'bad' }, 500],
    [
      'an invalid status falls through to the next source',
      { statusCode: 'x', response: { status: 404 } },
      404,
    ],
    ['undefined', undefined, 500],
    ['a string', 'failed', 500],
  ])('%s → %i', (_label, error, expected) => {
    expect(errorStatusOf(error)).toBe(expected);
  });
});
