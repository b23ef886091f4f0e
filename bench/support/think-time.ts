// How long a simulated shopper reads a page before the next click. The model is TPC-W's (the
// TPC's web-commerce benchmark, clause 5.3.2.1): a negative exponential with a mean of 7 s, cut
// at ten times the mean. Most clicks come after a few seconds, a few after a long read. A
// shopper who thinks between every click is what makes 200 shoppers 200 people, not 200
// connections. BENCH_THINK_SECONDS changes the mean: a short one, such as 1, is a stress test
// that finds how many clicks a second the shop serves before waits grow.

/** TPC-W's mean think time, in seconds. */
export const TPCW_MEAN_THINK_SECONDS = 7;

/**
 * Seconds to think: -ln(r) × mean for r uniform in (0, 1], at most 10 × mean (TPC-W clause
 * 5.3.2.1). `random` answers [0, 1) as Math.random does.
 */
export function thinkSeconds(meanSeconds: number, random: () => number = Math.random): number {
  const r = 1 - random(); // (0, 1]: ln(0) would be an endless read
  return Math.min(-Math.log(r) * meanSeconds, 10 * meanSeconds);
}
