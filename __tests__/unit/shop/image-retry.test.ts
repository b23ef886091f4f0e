import { attemptSrc, canRetry, preloadMargin, retryDelayMs } from '@/lib/shop/image-retry';

// docs/product.md#constants: lazy images, preload factor 1.3, 5 attempts
describe('image attempts', () => {
  it.each<[string, number, string]>([
    ['/media/a.svg', 0, '/media/a.svg'],
    ['/media/a.svg', 1, '/media/a.svg?attempt=1'],
    ['/media/a.svg?w=640', 2, '/media/a.svg?w=640&attempt=2'],
    ['/media/a.svg#front', 3, '/media/a.svg?attempt=3#front'],
  ])('%s, attempt %i → %s', (src, attempt, expected) => {
    expect(attemptSrc(src, attempt)).toBe(expected);
  });

  it.each<[number, boolean]>([
    [0, true],
    [3, true],
    [4, false],
    [5, false],
  ])('after attempt %i failed, another is left: %s (5 in all)', (attempt, expected) => {
    expect(canRetry(attempt)).toBe(expected);
  });

  it('waits longer before each attempt', () => {
    expect([0, 1, 2, 3].map(retryDelayMs)).toEqual([500, 1000, 2000, 4000]);
  });

  it.each<[number, string]>([
    [1.3, '0px 0px 30% 0px'],
    [1, '0px 0px 0% 0px'],
    [2, '0px 0px 100% 0px'],
  ])('preload factor %f starts loading at margin %s', (factor, margin) => {
    expect(preloadMargin(factor)).toBe(margin);
  });
});
