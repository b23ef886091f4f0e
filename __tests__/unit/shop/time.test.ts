import { hoursToSeconds } from '@/lib/shop/time';

describe('docs/product.md#constants: hours to seconds', () => {
  it.each([
    [0, 0],
    [1, 3600],
    [2, 7200],
    [48, 172800],
    [0.5, 1800],
  ])('hoursToSeconds(%p) = %p', (hours, seconds) => {
    expect(hoursToSeconds(hours)).toBe(seconds);
  });
});
