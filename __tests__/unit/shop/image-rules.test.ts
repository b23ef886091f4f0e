import { formatFor, IMAGE_WIDTHS, storedWidths, widthFor } from '@/lib/shop/image-rules';

describe('storedWidths: every standard width the original reaches', () => {
  it.each([
    [320, [320]],
    [639, [320]],
    [640, [320, 640]],
    [1500, [320, 640, 960, 1280]],
    [1920, [...IMAGE_WIDTHS]],
    [6000, [...IMAGE_WIDTHS]],
    [200, []],
  ])('%i px wide → %j', (width, widths) => {
    expect(storedWidths(width)).toEqual(widths);
  });
});

describe('widthFor: the smallest stored width at least as wide as asked, else the largest', () => {
  it.each([
    [[320, 640, 960], 1, 320],
    [[320, 640, 960], 320, 320],
    [[320, 640, 960], 321, 640],
    [[320, 640, 960], 961, 960],
    [[320, 640, 960], null, 960],
    [[320, 640, 960], Number.NaN, 960],
    [[960, 320], 400, 960],
    [[], 400, undefined],
  ] as const)('%j asked %p → %p', (widths, wanted, width) => {
    expect(widthFor(widths, wanted)).toBe(width);
  });
});

describe('formatFor: AVIF when the Accept header takes it, else WebP', () => {
  it.each([
    ['image/avif,image/webp,image/apng,*/*;q=0.8', 'avif'],
    ['image/webp,*/*', 'webp'],
    ['IMAGE/AVIF', 'avif'],
    ['image/avif;q=0, image/webp', 'webp'],
    ['image/avifx', 'webp'],
    ['*/*', 'webp'],
    [null, 'webp'],
  ] as const)('%p → %s', (accept, format) => {
    expect(formatFor(accept)).toBe(format);
  });
});
