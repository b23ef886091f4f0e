import { AVERAGE_PD_MM } from '@/lib/try-on/frame-placement';
import { SIZING_WORDS, tryOnSizing } from '@/lib/try-on/true-size';

// The try-on's scale comes from the shopper's measured PD when the device keeps one, else from the
// 63 mm adult mean, and says which (docs/product.md#try-on-true-size).

describe('tryOnSizing', () => {
  it.each<[string, { pdMm?: number; faceWidthMm?: number } | null, object]>([
    ['no measurement on the device', null, { pdMm: AVERAGE_PD_MM, measured: false }],
    [
      'a measurement from a photo, without a PD',
      { faceWidthMm: 140 },
      { pdMm: AVERAGE_PD_MM, measured: false },
    ],
    ['a PD measured by the camera', { pdMm: 62.5 }, { pdMm: 62.5, measured: true }],
    ['a PD that is not a length', { pdMm: Number.NaN }, { pdMm: AVERAGE_PD_MM, measured: false }],
  ])('%s', (_case, measurement, expected) => {
    expect(tryOnSizing(measurement)).toEqual(expected);
  });
});

describe('SIZING_WORDS', () => {
  it.each([
    [62.5, 'Sized to your measured PD 62.5 mm'],
    [64, 'Sized to your measured PD 64 mm'],
    [61.04, 'Sized to your measured PD 61 mm'],
  ])('names a measured PD of %f mm', (pdMm, text) => {
    expect(SIZING_WORDS.measured(pdMm)).toBe(text);
  });
});
