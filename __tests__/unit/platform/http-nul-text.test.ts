import { nulTextPath } from '@/lib/server/platform/http/nul-text';

// "Bad input always gets a clear error": PostgreSQL text cannot hold NUL, so it is refused as input.
describe('text with a NUL character', () => {
  it.each<[unknown, string | null]>([
    [{ keyword: 'round' }, null],
    [{ keyword: 'ro\u0000und' }, 'keyword'],
    [{ filters: { shape: ['round', 'o\u0000val'] } }, 'filters.shape.1'],
    [['a', 'b\u0000'], '1'],
    ['\u0000', 'body'],
    [{ 'ke\u0000y': 1 }, 'body'],
    [{ page: 2, ok: true, none: null }, null],
  ])('%j → %s', (body, expected) => {
    expect(nulTextPath(body)).toBe(expected);
  });
});
