import type { CouponCoverage, CouponScope } from '@/lib/shop/coupon-coverage';
import { COUPON_OFFER_RULES, COUPON_SCOPES } from '@/lib/shop/coupon-coverage';
import { productNamesById } from '@/lib/server/domain/catalog';
import { lensOptionNamesById } from '@/lib/server/domain/lens-options';
import type { Database } from '@/lib/server/platform/db';
import type { CouponRow } from './coupon-view';

// A coupon's coverage as the rules read it, with the names of the products or lens options it
// names: looked up when shown, so a renamed frame shows its new name.

type Reader = Pick<Database, 'select'>;
type CoverageColumns = Pick<
  CouponRow,
  'scope' | 'scopeIds' | 'scopeCategories' | 'freeShipping' | 'offerRule'
>;

const asScope = (value: string): CouponScope =>
  (COUPON_SCOPES as readonly string[]).includes(value) ? (value as CouponScope) : 'all';

/** The coverage of a coupon row; `names` in the order of its ids (an id no longer found is left out). */
export function coverageOf(row: CoverageColumns, names: readonly string[] = []): CouponCoverage {
  return {
    scope: asScope(row.scope),
    scopeIds: row.scopeIds,
    scopeCategories: row.scopeCategories,
    freeShipping: row.freeShipping,
    offerRule: row.offerRule === COUPON_OFFER_RULES[1] ? 'not_with_offer' : 'combines',
    scopeNames: names,
  };
}

/** The names behind each row's ids, by coupon id: products' names or lens options' names. */
export async function coverageNames(
  db: Reader,
  rows: readonly (CoverageColumns & { id: number })[],
): Promise<Map<number, string[]>> {
  const productIds = rows.filter((row) => row.scope === 'products').flatMap((row) => row.scopeIds);
  const optionIds = rows.filter((row) => row.scope === 'lens_options').flatMap((row) => row.scopeIds);
  const [products, options] = await Promise.all([
    productNamesById(db, productIds),
    lensOptionNamesById(db, optionIds),
  ]);
  return new Map(
    rows.map((row) => {
      const names =
        row.scope === 'products'
          ? row.scopeIds.flatMap((id) => products.get(id)?.name ?? [])
          : row.scope === 'lens_options'
            ? row.scopeIds.flatMap((id) => options.get(id) ?? [])
            : [];
      return [row.id, names];
    }),
  );
}

/** One row's coverage with its names. */
export async function coverageWithNames(db: Reader, row: CoverageColumns & { id: number }) {
  const names = await coverageNames(db, [row]);
  return coverageOf(row, names.get(row.id));
}
