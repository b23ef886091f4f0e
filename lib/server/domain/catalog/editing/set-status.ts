import { eq } from 'drizzle-orm';
import type { ProductInfo } from '@/lib/contract/calls/admin/products';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { publishProblems, type ProductStatus } from '@/lib/shop/product-rules';
import { lockProduct } from '../product-lock';
import { products } from '../tables';
import { refuseProblems } from './draft-problems';
import { productInfo, storedProduct } from './product-info';
import type { VariantsInUse } from './variants-in-use';

export const STATUS_VERB: Record<ProductStatus, string> = {
  draft: 'Moved to draft',
  published: 'Published',
  archived: 'Archived',
};

/** The audit log's action of a move to `status`, one and many alike. */
export const statusAction = (status: ProductStatus) =>
  `product.${status === 'published' ? 'publish' : status === 'draft' ? 'draft' : 'archive'}`;

/**
 * POST /api/admin/products/setStatus: only a published product is listed and sold (a trigger of
 * migration 0017 keeps products.is_active with the status, and the change notice redraws the
 * storefront). Publishing needs a complete product.
 */
export async function setProductStatus(
  input: { id: number; status: ProductStatus },
  actor: AuditActor,
  inUse: VariantsInUse,
): Promise<ProductInfo> {
  const db = await database();
  await db.transaction(async (tx) => {
    await lockProduct(tx, input.id);
    const { product, frame, variants } = await storedProduct(tx, input.id);
    if (product.status === input.status) return;
    if (input.status === 'published')
      refuseProblems(
        publishProblems({
          type: product.type as 'eyeglasses' | 'sunglasses' | 'accessories',
          hasFrame: frame !== null,
          variantsCount: variants.length,
        }),
      );
    await tx
      .update(products)
      .set({ status: input.status, updatedAt: new Date() })
      .where(eq(products.id, input.id));
    await recordAction(tx, actor, {
      action: statusAction(input.status),
      objectType: 'product',
      objectId: product.code,
      summary: `${STATUS_VERB[input.status]} ${product.code} ${product.name}`,
      before: { status: product.status },
      after: { status: input.status },
    });
  });
  return productInfo(input.id, inUse);
}
