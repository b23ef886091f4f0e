import { arrayContains, arrayOverlaps, type SQL } from 'drizzle-orm';
import type { GoodsFilters } from '@/lib/contract/calls/goods';
import { productListings } from './tables';
import type { ProductScope } from './product-conditions';

/**
 * Conditions on `product_listings.facets`, the words a listing row carries for what the filters
 * select on: "type:eyeglasses", "shape:round", "material:metal", "rim:full-rim", "size:wide",
 * "gender:women", "color:black" (one per colour family of its variants), "new", "best", and "sale"
 * when a sale price is set. Migration 0018 (product_listing_facets) writes the same words.
 *
 * They never decide alone: each one restates a condition of productConditions, which stays in
 * the query. They are there so the planner can find a selective mix's rows through one GIN index
 * (without it a 10,000-product listing read every row to keep a few hundred). Writing the
 * column conditions first keeps a sequential scan, chosen when the mix selects most rows, from
 * testing the array on rows they already turned down.
 */
export function facetConditions(scope: ProductScope): SQL[] {
  const conditions: SQL[] = [];
  const category = categoryFacets(scope.category);
  if (category) conditions.push(category);
  return scope.filters ? [...conditions, ...filterFacets(scope.filters)] : conditions;
}

function categoryFacets(category: ProductScope['category']): SQL | undefined {
  switch (category) {
    case undefined:
      return undefined;
    case 'new_arrivals':
      return arrayContains(productListings.facets, ['new']);
    case 'best_sellers':
      return arrayContains(productListings.facets, ['best']);
    case 'flash_sale':
      return arrayContains(productListings.facets, ['sale']);
    case 'frames':
      return arrayOverlaps(productListings.facets, ['type:eyeglasses', 'type:sunglasses']);
    default:
      return arrayContains(productListings.facets, [`type:${category}`]);
  }
}

function filterFacets(filters: GoodsFilters): SQL[] {
  const chosen = [
    ['shape', filters.shape],
    ['material', filters.material],
    ['rim', filters.rim],
    ['size', filters.size],
    ['gender', filters.gender],
    ['color', filters.color],
  ] as const;
  const facets = chosen.flatMap(([name, values]) =>
    values?.length
      ? [
          arrayOverlaps(
            productListings.facets,
            values.map((value) => `${name}:${value}`),
          ),
        ]
      : [],
  );
  // A progressive-ready frame is an eyeglasses frame (listing-lens-fit.ts); its height has no word.
  if (filters.lenses?.length) facets.push(arrayContains(productListings.facets, ['type:eyeglasses']));
  return facets;
}
