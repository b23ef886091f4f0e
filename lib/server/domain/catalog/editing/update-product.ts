import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ProductEdit, ProductInfo } from '@/lib/contract/calls/admin/products';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { variantRemovalProblems, type FieldProblem } from '@/lib/shop/product-rules';
import { lockProduct } from '../product-lock';
import { frameSpecs, products, productVariants } from '../tables';
import { checkDraft, refuseProblems } from './draft-problems';
import { frameValues, productValues, variantValues } from './draft-rows';
import { recordInitialStock } from './initial-stock';
import { auditView, productInfo, storedProduct } from './product-info';
import type { VariantsInUse } from './variants-in-use';

/**
 * POST /api/admin/products/update: the whole draft saved over the product. Colours are matched by
 * id: saved ones are rewritten (but their stock, which moves only with a reason), new ones added,
 * left-out ones removed unless an order or a cart line names them. The status stays; the storefront
 * follows through the tables' change notices.
 */
export async function updateProduct(
  edit: ProductEdit,
  actor: AuditActor,
  inUse: VariantsInUse,
): Promise<ProductInfo> {
  const db = await database();
  await db.transaction(async (tx) => {
    await lockProduct(tx, edit.id);
    const before = await storedProduct(tx, edit.id);
    await checkDraft(tx, edit, edit.id, before.product.status === 'published');

    const saved = new Map(before.variants.map((variant) => [variant.id, variant]));
    const problems: FieldProblem[] = [];
    edit.variants.forEach((variant, index) => {
      if (variant.id !== undefined && !saved.has(variant.id))
        problems.push({
          field: `variants.${index}.id`,
          message: 'This colour is not one of this product’s.',
        });
    });
    const kept = new Set(edit.variants.map((variant) => variant.id));
    const removed = before.variants.filter((variant) => !kept.has(variant.id));
    const used = await inUse(
      tx,
      removed.map((variant) => variant.id),
    );
    problems.push(
      ...variantRemovalProblems(
        removed.map((variant) => ({ sku: variant.sku, inUse: used.has(variant.id) })),
      ),
    );
    refuseProblems(problems);

    const now = new Date();
    await tx.update(products).set(productValues(edit, now)).where(eq(products.id, edit.id));
    if (edit.frame) {
      const frame = frameValues(edit.id, edit.frame);
      await tx
        .insert(frameSpecs)
        .values(frame)
        .onConflictDoUpdate({ target: frameSpecs.productId, set: frame });
    } else if (before.frame) {
      await tx.delete(frameSpecs).where(eq(frameSpecs.productId, edit.id));
    }
    if (removed.length > 0)
      await tx.delete(productVariants).where(
        and(
          eq(productVariants.productId, edit.id),
          inArray(
            productVariants.id,
            removed.map((variant) => variant.id),
          ),
        ),
      );
    // Two saved colours may trade SKUs in one save: their SKUs are set aside first, so the unique
    // key never sees one SKU on two rows halfway through.
    const renamed = edit.variants.filter(
      (variant) => variant.id !== undefined && saved.get(variant.id)?.sku !== variant.sku,
    );
    if (renamed.length > 1)
      await tx
        .update(productVariants)
        .set({ sku: sql`${productVariants.sku} || '~' || ${productVariants.id}` })
        .where(
          inArray(
            productVariants.id,
            renamed.map((variant) => variant.id ?? 0),
          ),
        );
    const added: { variant: ProductEdit['variants'][number]; sort: number }[] = [];
    for (const [sort, variant] of edit.variants.entries()) {
      if (variant.id === undefined) added.push({ variant, sort });
      else
        await tx
          .update(productVariants)
          .set(variantValues(variant, sort))
          .where(eq(productVariants.id, variant.id));
    }
    if (added.length > 0) {
      const colours = await tx
        .insert(productVariants)
        .values(
          added.map(({ variant, sort }) => ({
            ...variantValues(variant, sort),
            productId: edit.id,
            stock: variant.stock,
          })),
        )
        .returning({ id: productVariants.id, stock: productVariants.stock });
      await recordInitialStock(tx, actor, colours);
    }
    await recordAction(tx, actor, {
      action: 'product.update',
      objectType: 'product',
      objectId: edit.code,
      summary: `Saved ${edit.code} ${edit.name}`,
      before: auditView(before),
      after: auditView(await storedProduct(tx, edit.id)),
    });
  });
  return productInfo(edit.id, inUse);
}
