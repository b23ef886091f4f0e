import { median } from '@/bench/support/shop-server';

// bench:pages holds the catalog pages to 0.9 x the static page as the median of the rounds' ratios
// (docs/development.md#benchmarks): one slow round of a drifting host moves a mean, not a median.
describe('median', () => {
  it.each([
    { values: [], middle: NaN },
    { values: [0.93], middle: 0.93 },
    { values: [1.1, 0.8], middle: 0.95 },
    { values: [0.92, 1.4, 0.88], middle: 0.92 },
    { values: [0.95, 0.6, 0.91, 0.97, 0.93, 0.94], middle: 0.935 },
  ])('of $values is $middle', ({ values, middle }) => {
    if (Number.isNaN(middle)) expect(median(values)).toBeNaN();
    else expect(median(values)).toBeCloseTo(middle, 10);
  });

  it('leaves the rounds in their order', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});
