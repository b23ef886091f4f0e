import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  PAGE_BACKSTOP_SECONDS,
  secondsUntilEnd,
  firstEnd,
} from '@/lib/server/platform/page-cache/refresh-by';

// A product page in a flash sale is kept only until the sale ends; any other page until the
// backstop (the backstop went from 5 s to 300 s, the sale's end made exact).

const now = Date.parse('2026-11-24T12:00:00.000Z');

describe('secondsUntilEnd', () => {
  it.each([
    ['no sale', null, undefined],
    ['a sale ending in 90 s', '2026-11-24T12:01:30.000Z', 90],
    ['a sale ending in 1.2 s rounds up, never to 0', '2026-11-24T12:00:01.200Z', 2],
    ['a sale ending in 1 ms', '2026-11-24T12:00:00.001Z', 1],
    ['a sale ending just before the backstop', '2026-11-24T12:04:59.000Z', 299],
    [
      'a sale ending at the backstop: the backstop is sooner or as soon',
      '2026-11-24T12:05:00.000Z',
      undefined,
    ],
    ['a sale ending tomorrow', '2026-11-25T12:00:00.000Z', undefined],
    // the page's data read the sale as on just before it ended: render again at once
    ['a sale that ended since the data was read', '2026-11-24T11:59:59.000Z', 1],
    ['a sale ending now', '2026-11-24T12:00:00.000Z', 1],
    ['a date that is no date', 'soon', undefined],
  ])('%s', (_, endsAt, seconds) => {
    expect(secondsUntilEnd(endsAt, now)).toBe(seconds);
  });

  it.each([
    'app/details/[code]/page.tsx',
    'app/(listings)/eyeglasses/page.tsx',
    'app/(listings)/product/page.tsx',
    'app/(listings)/[type]/page/[page]/page.tsx',
    'app/home/[[...rest]]/page.tsx',
  ])('is measured against the backstop %s declares (a literal Next.js reads from the source)', (file) => {
    const page = readFileSync(path.join(process.cwd(), file), 'utf8');
    expect(page).toContain(`export const revalidate = ${PAGE_BACKSTOP_SECONDS};`);
  });
});

describe('firstEnd: a listing or the home page shows many sales and banners', () => {
  it.each([
    ['nothing ends', [], undefined],
    ['nothing ends before the backstop', [null, '2026-11-25T12:00:00.000Z'], undefined],
    [
      'the first of two',
      ['2026-11-24T12:03:00.000Z', '2026-11-24T12:01:00.000Z'],
      ['2026-11-24T12:01:00.000Z', 60],
    ],
    [
      'an end already past comes first: the data showed it as to come',
      ['2026-11-24T12:02:00.000Z', '2026-11-24T11:59:59.500Z'],
      ['2026-11-24T11:59:59.500Z', 1],
    ],
    ['an end among none', [null, '2026-11-24T12:00:30.000Z', null], ['2026-11-24T12:00:30.000Z', 30]],
  ])('%s', (_, ends, first) => {
    expect(firstEnd(ends, now)).toEqual(first && { endsAt: first[0], seconds: first[1] });
  });
});
