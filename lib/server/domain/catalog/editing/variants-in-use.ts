import type { Database } from '@/lib/server/platform/db';

/**
 * Which of these colours an order line or a cart line names. The orders and cart modules own
 * those tables and import the catalog themselves, so the route hands their answer in (such
 * a colour cannot be removed) rather than the catalog importing them.
 */
export type VariantsInUse = (
  db: Pick<Database, 'select'>,
  variantIds: readonly number[],
) => Promise<ReadonlySet<number>>;
