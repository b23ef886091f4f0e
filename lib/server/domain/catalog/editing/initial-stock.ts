import type { AuditActor } from '@/lib/server/platform/audit';
import type { Database } from '@/lib/server/platform/db';
import { stockAdjustments } from '../tables';
import { stockAuthor } from '../stock-author';

/** The reason a new colour's first stock is written under in its history. */
export const INITIAL_STOCK_REASON = 'Initial stock';

/** A new colour's stock, as the first line of its history (every change is recorded). */
export async function recordInitialStock(
  tx: Pick<Database, 'insert'>,
  actor: AuditActor,
  colours: readonly { id: number; stock: number }[],
): Promise<void> {
  const stocked = colours.filter((colour) => colour.stock > 0);
  if (stocked.length === 0) return;
  await tx.insert(stockAdjustments).values(
    stocked.map((colour) => ({
      variantId: colour.id,
      delta: colour.stock,
      stockAfter: colour.stock,
      reason: INITIAL_STOCK_REASON,
      ...stockAuthor(actor),
    })),
  );
}
