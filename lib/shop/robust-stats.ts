// The statistics a run of camera frames is summed up with (docs/product.md#pd-measure): the median
// and the median absolute deviation, because a few frames with a landmark off by pixels (a blink
// half-caught, a reflection on the iris) must not move the answer the way they move a mean.

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/**
 * A standard deviation read from the median absolute deviation: 1.4826 × MAD equals the SD for
 * normally spread values, and ignores the outliers an SD would chase.
 */
export function robustSd(values: readonly number[]): number {
  const middle = median(values);
  return 1.4826 * median(values.map((value) => Math.abs(value - middle)));
}

/** The standard error of a median of n values: √(π/2) × SD / √n for normally spread values. */
export function medianStandardError(values: readonly number[]): number {
  return (Math.sqrt(Math.PI / 2) * robustSd(values)) / Math.sqrt(values.length);
}
