import { sql } from 'drizzle-orm';
import type { ProductDraft } from '@/lib/contract/calls/admin/product-fields';
import type { ProductInfo } from '@/lib/contract/calls/admin/products';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { frameSpecs, products, productVariants } from '../tables';
import { checkDraft } from './draft-problems';
import { frameValues, productValues, variantValues } from './draft-rows';
import { recordInitialStock } from './initial-stock';
import { auditView, productInfo, storedProduct } from './product-info';

/**
 * POST /api/admin/products/create: a new product as a draft, last under the "featured" sort, with
 * its frame data and colours; one transaction with its audit line.
 */
export async function createProduct(draft: ProductDraft, actor: AuditActor): Promise<ProductInfo> {
  const db = await database();
  const id = await db.transaction(async (tx) => {
    await checkDraft(tx, draft, null, false);
    const now = new Date();
    const [product] = await tx
      .insert(products)
      .values({
        ...productValues(draft, now),
        status: 'draft',
        isActive: false,
        featuredRank: sql`(select coalesce(max(${products.featuredRank}), 0) + 1 from ${products})`,
        createdAt: now,
      })
      .returning({ id: products.id });
    if (!product) throw new Error('the product was not written');
    if (draft.frame) await tx.insert(frameSpecs).values(frameValues(product.id, draft.frame));
    if (draft.variants.length > 0) {
      const colours = await tx
        .insert(productVariants)
        .values(
          draft.variants.map((variant, index) => ({
            ...variantValues(variant, index),
            productId: product.id,
            stock: variant.stock,
          })),
        )
        .returning({ id: productVariants.id, stock: productVariants.stock });
      await recordInitialStock(tx, actor, colours);
    }
    await recordAction(tx, actor, {
      action: 'product.create',
      objectType: 'product',
      objectId: draft.code,
      summary: `Created ${draft.code} ${draft.name} as a draft`,
      after: auditView(await storedProduct(tx, product.id)),
    });
    return product.id;
  });
  return productInfo(id);
}
