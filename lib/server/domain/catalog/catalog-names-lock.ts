import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';

/**
 * Holds the catalog's product codes and SKUs until the caller's transaction ends. Every write that
 * checks a code or SKU is free before using it (the product form, the CSV import) takes it first,
 * so two saves at once cannot both find a name free: the second waits and then sees it taken, a
 * field message instead of the unique key's error.
 */
export async function lockCatalogNames(tx: Pick<Database, 'execute'>): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('oculo:catalog-names'))`);
}
