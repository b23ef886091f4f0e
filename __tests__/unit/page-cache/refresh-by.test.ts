import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_BACKSTOP_SECONDS, secondsUntilEnd } from '@/lib/server/page-cache/refresh-by';

// A product page in a flash sale is kept only until the sale ends; any other page until the
// backstop (issue 22 point 3: the backstop went from 5 s to 300 s, the sale's end made exact).

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
    ['a sale that ended: the page no longer shows it', '2026-11-24T11:59:59.000Z', undefined],
    ['a sale ending now', '2026-11-24T12:00:00.000Z', undefined],
    ['a date that is no date', 'soon', undefined],
  ])('%s', (_, endsAt, seconds) => {
    expect(secondsUntilEnd(endsAt, now)).toBe(seconds);
  });

  it('is measured against the backstop the product page declares (a literal Next.js reads from the source)', () => {
    const page = readFileSync(path.join(process.cwd(), 'app/details/[code]/page.tsx'), 'utf8');
    expect(page).toContain(`export const revalidate = ${PAGE_BACKSTOP_SECONDS};`);
  });
});
