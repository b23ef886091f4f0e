import { median, medianStandardError, robustSd } from '@/lib/shop/robust-stats';

describe('docs/product.md#pd-measure: the statistics of a run of frames', () => {
  it.each<[number[], number]>([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[63, 63.2, 62.9, 63.1, 80], 63.1],
    [[7], 7],
    [[], Number.NaN],
  ])('the median of %j is %f', (values, middle) => {
    expect(median(values)).toBe(middle);
  });

  it.each<[number[], number]>([
    [[63, 63, 63, 63], 0],
    [[1, 2, 3, 4, 5], 1.4826],
    [[1, 2, 3, 4, 5, 500], 1.4826 * 1.5],
  ])('the robust SD of %j is %f, whatever an outlier', (values, sd) => {
    expect(robustSd(values)).toBeCloseTo(sd, 6);
  });

  it("the median's standard error is √(π/2) × the robust SD / √n", () => {
    expect(medianStandardError([1, 2, 3, 4, 5, 6])).toBeCloseTo(
      (Math.sqrt(Math.PI / 2) * 1.4826 * 1.5) / Math.sqrt(6),
      6,
    );
  });
});
