import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@/lib/shop/frame-attributes';
import { listingOrder, type ListingOrderKey } from '@/lib/shop/listing-order';
import { productListings } from './tables';
import { priceNow } from './product-conditions';

/** A listing's ORDER BY on the `product_listings` read model (or matches read under its name). */
export function orderFor(sort: ProductSort, now: Date, byRelevance: boolean): SQL[] {
  return listingOrder(sort, byRelevance).map((key) => orderKey(key, sort, now));
}

function orderKey(key: ListingOrderKey, sort: ProductSort, now: Date): SQL {
  const l = productListings;
  switch (key) {
    case 'relevance':
      return sql`"relevance" desc`;
    case 'in-stock-first':
      return desc(l.inStock);
    case 'adults-first':
      // A frame without a gender is for adults; false sorts before true.
      return sql`(${l.gender} is not distinct from 'kids') asc`;
    case 'featured-rank':
      return asc(l.featuredRank);
    case 'newest':
      return desc(l.createdAt);
    case 'price-low':
      return asc(priceNow(now));
    case 'price-high':
      return desc(priceNow(now));
    case 'rating':
      return sql`${desc(l.ratingAverage)}, ${desc(l.ratingCount)}`;
    case 'id':
      // Newest first breaks its ties newest first too; every other order by id.
      return sort === 'newest' ? desc(l.productId) : asc(l.productId);
  }
}
