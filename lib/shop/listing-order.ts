import type { ProductSort } from './frame-attributes';

/**
 * One key of a listing's order, most significant first. The server turns each into its column
 * (lib/server/domain/catalog/listing-order.ts); the rule of which keys, in which order, lives here.
 */
export type ListingOrderKey =
  | 'relevance'
  | 'in-stock-first'
  | 'adults-first'
  | 'featured-rank'
  | 'newest'
  | 'price-low'
  | 'price-high'
  | 'rating'
  | 'id';

/**
 * The order of a listing for a sort. The shop's own order ("featured", every listing's default and
 * the home rails') never opens on a sold-out frame nor, since every category is for adults, on a
 * kids' frame: both follow the rest, each group keeping the featured rank. A keyword search shows
 * its best matches first. A sort the shopper picks (newest, price, rating) is that order alone.
 */
// docs/product.md#listing-order
export function listingOrder(sort: ProductSort, byRelevance: boolean): ListingOrderKey[] {
  switch (sort) {
    case 'newest':
      return ['newest', 'id'];
    case 'price-asc':
      return ['price-low', 'id'];
    case 'price-desc':
      return ['price-high', 'id'];
    case 'rating':
      return ['rating', 'id'];
    case 'featured':
      return [
        ...(byRelevance ? (['relevance'] as const) : []),
        'in-stock-first',
        'adults-first',
        'featured-rank',
        'id',
      ];
  }
}
