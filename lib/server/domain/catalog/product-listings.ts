import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';
import { rowsOf } from '@/lib/server/platform/db';
import { forgetCatalogAnswers } from './catalog-answers';

type Executor = Pick<Database, 'execute'>;

/**
 * Rebuilds the catalog's read models of the given products, or of every product: the listing
 * rows (`product_listings`), the keyword vectors (`product_search`) and the stored cards
 * (`product_cards`), and forgets this instance's cached catalog answers.
 *
 * Writes need not call it: triggers rebuild the products a statement changed, in its own
 * transaction, whoever wrote it (migration 0012: listings follow every write), and the change
 * notice of the same write clears the cached answers on every instance. It is for rebuilding what
 * no write changed: an empty read model at start, a bulk load that deferred it.
 */
export async function refreshProductListings(db: Executor, productIds?: readonly number[]): Promise<void> {
  if (productIds?.length === 0) return;
  const ids = productIds ? sql`${sql.param([...productIds])}::integer[]` : sql`null`;
  await db.execute(sql`select refresh_product_read_models(${ids})`);
  forgetCatalogAnswers();
}

/**
 * Rebuilds the whole read model when products exist but it is empty: after a migration that
 * reshaped it, or a restore of the product tables alone. Runs at start, under the start-up lock.
 */
export async function ensureProductListings(db: Executor): Promise<boolean> {
  const result = await db.execute(sql`
    select exists (select 1 from products) as "hasProducts",
      exists (select 1 from product_listings) and exists (select 1 from product_search)
        and exists (select 1 from product_cards) as "hasReadModels"`);
  const [state] = rowsOf<{ hasProducts: boolean; hasReadModels: boolean }>(result);
  if (!state?.hasProducts || state.hasReadModels) return false;
  await refreshProductListings(db);
  await db.execute(sql`analyze product_listings`);
  await db.execute(sql`analyze product_search`);
  await db.execute(sql`analyze product_cards`);
  return true;
}
