import { eq } from 'drizzle-orm';
import { VARIANT_STOCK_MAX } from '@/lib/contract/calls/admin/product-fields';
import type { StockEntry } from '@/lib/contract/calls/admin/products';
import { NotFoundError, RefusedError } from '@/lib/contract/errors';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { stockAdjustment, type StockChange } from '@/lib/shop/product-rules';
import { products, productVariants, stockAdjustments } from '../tables';
import { fanOutStaffEventsSoon } from '@/lib/server/domain/alerts';
import { raiseLowStockIfCrossed } from '../low-stock-alert';
import { stockAuthor } from '../stock-author';

type AdjustInput = { variantId: number; delta?: number; count?: number; reason: string };

/**
 * POST /api/admin/products/adjustStock: a colour's stock moved by hand, on its locked row so an
 * order reserving at the same moment is counted, never below 0; the change and its reason go to the
 * stock history and the audit log in the same transaction. A colour coming back from 0 raises the
 * product's stock notice (migration 0010), which sends the back-in-stock mails
 * (lib/server/domain/back-in-stock/schedule.ts).
 */
export async function adjustStock(
  input: AdjustInput,
  actor: AuditActor,
): Promise<{ variantId: number; stock: number; entry: StockEntry }> {
  const change: StockChange =
    input.count === undefined ? { delta: input.delta ?? 0 } : { count: input.count };
  const db = await database();
  const answer = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ variant: productVariants, code: products.code, name: products.name })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(productVariants.id, input.variantId))
      .for('update', { of: productVariants });
    if (!row) throw new NotFoundError('The colour');
    const { variant } = row;
    const adjustment = stockAdjustment(variant.stock, change, VARIANT_STOCK_MAX);
    if (!adjustment.allowed) throw new RefusedError(adjustment.message);
    await tx
      .update(productVariants)
      .set({ stock: adjustment.stockAfter })
      .where(eq(productVariants.id, variant.id));
    await raiseLowStockIfCrossed(tx, {
      variantId: variant.id,
      before: variant.stock,
      after: adjustment.stockAfter,
      threshold: variant.lowStockThreshold,
    });
    const [entry] = await tx
      .insert(stockAdjustments)
      .values({
        variantId: variant.id,
        delta: adjustment.delta,
        stockAfter: adjustment.stockAfter,
        reason: input.reason,
        ...stockAuthor(actor),
      })
      .returning();
    if (!entry) throw new Error('the stock adjustment was not written');
    const signed = adjustment.delta > 0 ? `+${adjustment.delta}` : String(adjustment.delta);
    await recordAction(tx, actor, {
      action: 'product.adjust-stock',
      objectType: 'product',
      objectId: row.code,
      summary: `${variant.sku} ${signed} (now ${adjustment.stockAfter}): ${input.reason}`,
      before: { sku: variant.sku, stock: variant.stock },
      after: {
        sku: variant.sku,
        stock: adjustment.stockAfter,
        delta: adjustment.delta,
        reason: input.reason,
      },
    });
    return {
      variantId: variant.id,
      stock: adjustment.stockAfter,
      entry: {
        id: entry.id,
        sku: variant.sku,
        colorName: variant.colorName,
        delta: entry.delta,
        stockAfter: entry.stockAfter,
        reason: entry.reason,
        by: actor.staffId === null ? null : actor.email,
        createdAt: entry.createdAt.toISOString(),
      },
    };
  });
  fanOutStaffEventsSoon();
  return answer;
}

/** POST /api/admin/products/setLowStockThreshold, with its audit line. */
export async function setLowStockThreshold(
  input: { variantId: number; threshold: number },
  actor: AuditActor,
): Promise<{ variantId: number; lowStockThreshold: number }> {
  const db = await database();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ variant: productVariants, code: products.code })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(productVariants.id, input.variantId))
      .for('update', { of: productVariants });
    if (!row) throw new NotFoundError('The colour');
    if (row.variant.lowStockThreshold !== input.threshold) {
      await tx
        .update(productVariants)
        .set({ lowStockThreshold: input.threshold })
        .where(eq(productVariants.id, input.variantId));
      await recordAction(tx, actor, {
        action: 'product.low-stock-threshold',
        objectType: 'product',
        objectId: row.code,
        summary: `${row.variant.sku} counts as low at ${input.threshold} or fewer`,
        before: { sku: row.variant.sku, lowStockThreshold: row.variant.lowStockThreshold },
        after: { sku: row.variant.sku, lowStockThreshold: input.threshold },
      });
    }
    return { variantId: input.variantId, lowStockThreshold: input.threshold };
  });
}
