import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { GoodsFilters } from '@/lib/contract/calls/goods';
import { readLensRules } from '@/lib/server/domain/lens-rules';
import { frameSpecs, productListings } from './tables';

// The listings' Progressive-ready filter (docs/product.md#lens-rules): the frames the wizard offers
// progressive and bifocal lenses for, under the lens rule as the operator keeps it now. The rule is
// read when an answer is loaded, never stored with the frames, so an edit in the console changes what
// the filter returns; the edit's change notice (migration lens_rules_page_change) clears the cached
// answers and pages that were drawn under the old rule.

/** What the lens filter reads of the lens rules. */
export interface LensFitRule {
  /** The lens height (mm) from which an eyeglasses frame takes progressive lenses. */
  progressiveFromMm: number;
}

export async function readLensFitRule(): Promise<LensFitRule> {
  const rules = await readLensRules();
  return { progressiveFromMm: rules.multifocalHeight.minLensHeightMm };
}

/** The rule, when the filters choose a lens fit (the only filter that needs it); else no read. */
export function lensFitFor(filters: GoodsFilters | undefined): Promise<LensFitRule> | undefined {
  return filters?.lenses?.length ? readLensFitRule() : undefined;
}

/**
 * progressiveReady (lib/shop/lens-rules.ts) as a condition on the listing rows: an eyeglasses frame
 * whose lens height is at least the rule's. The lens height is read from frame_specs (one row per
 * frame, by its key), not copied into the listing read model, where a rule edit could not reach it.
 */
export function progressiveReadyCondition(rule: LensFitRule): SQL {
  return and(
    eq(productListings.type, 'eyeglasses'),
    sql`${productListings.productId} in (select ${frameSpecs.productId} from ${frameSpecs}
      where ${frameSpecs.lensHeightMm} >= ${rule.progressiveFromMm})`,
  ) as SQL;
}
