import { thinkSeconds, TPCW_MEAN_THINK_SECONDS } from '@/bench/support/think-time';

// The shoppers benchmark's think time (bench/support/think-time.ts): TPC-W clause 5.3.2.1.
describe('thinkSeconds', () => {
  it.each([
    // random() → r = 1 - random(); seconds = -ln(r) × mean, at most 10 × mean
    { random: 0, mean: 7, seconds: 0 },
    { random: 1 - Math.exp(-1), mean: 7, seconds: 7 },
    { random: 0.5, mean: 7, seconds: 7 * Math.LN2 },
    { random: 1 - Math.exp(-2), mean: 1, seconds: 2 },
    { random: 1 - 1e-9, mean: 7, seconds: 70 },
    { random: 1 - Number.EPSILON, mean: 2, seconds: 20 },
  ])('r from $random, mean $mean s → $seconds s', ({ random, mean, seconds }) => {
    expect(thinkSeconds(mean, () => random)).toBeCloseTo(seconds, 9);
  });

  it('averages TPC-W’s 7 s over many draws, with no draw past 70 s', () => {
    let seed = 1;
    // a fixed linear congruential sequence: the same draws every run
    const random = () => ((seed = (seed * 48_271) % 2_147_483_647) - 1) / 2_147_483_646;
    const draws = Array.from({ length: 20_000 }, () => thinkSeconds(TPCW_MEAN_THINK_SECONDS, random));
    const mean = draws.reduce((sum, seconds) => sum + seconds, 0) / draws.length;
    expect(mean).toBeGreaterThan(6.7);
    expect(mean).toBeLessThan(7.2);
    expect(Math.max(...draws)).toBeLessThanOrEqual(70);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
  });
});
