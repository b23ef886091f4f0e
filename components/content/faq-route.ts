/** What an address under /faq shows. */
export type FaqRoute = { kind: 'index' } | { kind: 'article'; slug: string } | { kind: 'unknown' };

/**
 * "faq/:articles?" (docs/product.md#routes): no segment is the index, one is an article's slug,
 * more is unknown (404).
 */
export function faqRoute(segments: readonly string[] | undefined): FaqRoute {
  if (!segments || segments.length === 0) return { kind: 'index' };
  const [slug] = segments;
  return segments.length === 1 && slug ? { kind: 'article', slug } : { kind: 'unknown' };
}
