import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FitRange, PairSize } from '@/lib/shop/frame-size-filters';
import { PAIR_TOLERANCE_MM } from '@/lib/shop/frame-size-filters';
import { frameSpecs, productListings } from './tables';

// The listings' size filters (docs/product.md#fit-filters) as conditions on the listing rows. The
// measurements are read from frame_specs (one row per frame, by its key): only frames have such a
// row, so an accessory never matches, and a console edit of a frame's measurements is what the next
// answer reads (the edit's change notice clears the cached ones).

/** widthInRange (lib/shop/frame-size-filters.ts): the frame's total width is within the range. */
export function frameWidthCondition(range: FitRange): SQL {
  return sql`${productListings.productId} in (select ${frameSpecs.productId} from ${frameSpecs}
    where ${frameSpecs.frameWidthMm} between ${range.minMm} and ${range.maxMm})`;
}

/** sizedLikePair (lib/shop/frame-size-filters.ts): each number within its tolerance of the pair's. */
export function pairSizeCondition(pair: PairSize): SQL {
  const near = (column: PgColumn, mm: number, tolerance: number) =>
    sql`${column} between ${mm - tolerance} and ${mm + tolerance}`;
  return sql`${productListings.productId} in (select ${frameSpecs.productId} from ${frameSpecs}
    where ${near(frameSpecs.lensWidthMm, pair.lensWidthMm, PAIR_TOLERANCE_MM.lensWidthMm)}
      and ${near(frameSpecs.bridgeMm, pair.bridgeMm, PAIR_TOLERANCE_MM.bridgeMm)}
      and ${near(frameSpecs.templeMm, pair.templeMm, PAIR_TOLERANCE_MM.templeMm)})`;
}
