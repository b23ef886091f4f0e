import { and, eq, exists, ilike, or, type SQL } from 'drizzle-orm';
import { escapeLike, type Database } from '@/lib/server/platform/db';
import { products, productVariants } from '../tables';

/**
 * The console's product search: part of the code, the name or one of its colours' SKUs, any case.
 * One condition for the product list and the CSV export, so "Download CSV" of a search writes the
 * products the list showed for it.
 */
export function consoleProductSearch(db: Pick<Database, 'select'>, search: string): SQL | undefined {
  const pattern = `%${escapeLike(search)}%`;
  return or(
    ilike(products.code, pattern),
    ilike(products.name, pattern),
    exists(
      db
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(and(eq(productVariants.productId, products.id), ilike(productVariants.sku, pattern))),
    ),
  );
}
