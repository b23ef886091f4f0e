import { eq } from 'drizzle-orm';
import type { SelectedProduct } from '@/lib/contract/calls/admin/product-selection';
import { refuseSelection, type SelectionRefusal } from '@/lib/contract/calls/admin/selection';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { publishProblems, type ProductStatus } from '@/lib/shop/product-rules';
import { STATUS_VERB, statusAction } from '../editing/set-status';
import { products } from '../tables';
import { lockSelection, selectedProduct, type SelectedRow } from './selected-products';

/** Why a product cannot be published (setStatus's rule), as a refusal of the selection. */
function publishRefusal({ index, product, hasFrame, colours }: SelectedRow): SelectionRefusal[] {
  const problems = publishProblems({
    type: product.type as 'eyeglasses' | 'sunglasses' | 'accessories',
    hasFrame,
    variantsCount: colours,
  });
  if (problems.length === 0) return [];
  const why = problems.map((problem) => problem.message).join(' ');
  return [{ index, reason: `${product.code} ${product.name}: ${why}` }];
}

/**
 * POST /api/admin/products/setStatusMany (docs/operating.md#bulk-catalog): the selection moved to
 * one status under setStatus's rules, in one transaction: one product that cannot be published
 * (no colour, glasses without frame data) and none moves. A product already in the status changes
 * nothing; each that moves gets its audit line, and the storefront follows through the products
 * table's change notices, as for one.
 */
export async function setProductStatusMany(
  input: { ids: readonly number[]; status: ProductStatus },
  actor: AuditActor,
): Promise<{ list: SelectedProduct[] }> {
  const db = await database();
  const list = await db.transaction(async (tx) => {
    const { rows, unknown } = await lockSelection(tx, input.ids);
    const unpublishable = input.status === 'published' ? rows.flatMap(publishRefusal) : [];
    refuseSelection(
      [...unpublishable, ...unknown].sort((a, b) => a.index - b.index),
      'product',
    );
    const now = new Date();
    const answers: SelectedProduct[] = [];
    for (const { product } of rows) {
      const changed = product.status !== input.status;
      answers.push(selectedProduct(product, changed, { status: input.status }));
      if (!changed) continue;
      await tx
        .update(products)
        .set({ status: input.status, updatedAt: now })
        .where(eq(products.id, product.id));
      await recordAction(tx, actor, {
        action: statusAction(input.status),
        objectType: 'product',
        objectId: product.code,
        summary: `${STATUS_VERB[input.status]} ${product.code} ${product.name}`,
        before: { status: product.status },
        after: { status: input.status },
      });
    }
    return answers;
  });
  return { list };
}
