import { eq, max } from 'drizzle-orm';
import { RefusedError } from '@/lib/contract/errors';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import type { Database } from '@/lib/server/platform/db';
import { frameSizeFromWidth } from '@/lib/shop/frame-attributes';
import type { CsvFrame, CsvProduct, CsvVariant } from '@/lib/shop/product-csv';
import { sameWords, type ProductPlan, type VariantUpdate } from '@/lib/shop/product-csv-diff';
import { productSearchText } from '@/lib/shop/product-rules';
import { frameSpecs, products, productVariants, stockAdjustments } from '../tables';
import type { StoredProduct } from './catalog-rows';
import { stockAuthor } from '../stock-author';

// The real import's writes, inside the caller's one transaction: exactly what the plans say,
// nothing for a product without a change (so an unchanged file writes no row, no audit line and
// raises no change notice). Derived columns as the product form derives them: the frame's size from
// its width, the search text from the search words and what the product is.

/** The reason a stock change made by an import is written under, in the stock history. */
export const CSV_IMPORT_REASON = 'CSV import';

function productColumns(product: CsvProduct, now: Date) {
  return {
    name: product.name,
    type: product.type,
    accessoryKind: product.type === 'accessories' ? product.accessoryKind : null,
    summary: product.summary,
    description: product.description,
    priceCents: product.priceCents,
    flashSalePriceCents: product.flashSalePriceCents,
    flashSaleEndsAt: product.flashSaleEndsAt === null ? null : new Date(product.flashSaleEndsAt),
    isNewArrival: product.isNewArrival,
    isBestSeller: product.isBestSeller,
    status: product.status,
    updatedAt: now,
  };
}

const frameColumns = (frame: CsvFrame) => ({
  ...frame,
  faceShapes: [...frame.faceShapes],
  size: frameSizeFromWidth(frame.frameWidthMm),
});

const variantColumns = (variant: CsvVariant) => ({
  colorName: variant.colorName,
  colorFamily: variant.colorFamily,
  colorHex: variant.colorHex,
  lensTintHex: variant.lensTintHex,
  lowStockThreshold: variant.lowStockThreshold,
});

interface WriteContext {
  tx: Database;
  actor: AuditActor;
  now: Date;
}

/** Writes every plan; `catalog` is the locked state the plans were made from. */
export async function writePlans(
  context: WriteContext,
  plans: readonly ProductPlan[],
  catalog: ReadonlyMap<string, StoredProduct>,
): Promise<void> {
  if (plans.length === 0) return;
  let rank = await lastFeaturedRank(context.tx);
  for (const plan of plans) {
    const stored = catalog.get(plan.code);
    if (plan.id === null || !stored) await createProduct(context, plan.after, (rank += 1));
    else await updateProduct(context, plan, stored);
  }
}

async function lastFeaturedRank(tx: Database): Promise<number> {
  const [row] = await tx.select({ rank: max(products.featuredRank) }).from(products);
  return row?.rank ?? 0;
}

/** A new product, after every other under the featured sort, in the status the file gives it. */
async function createProduct({ tx, actor, now }: WriteContext, product: CsvProduct, featuredRank: number) {
  const [row] = await tx
    .insert(products)
    .values({
      code: product.code,
      ...productColumns(product, now),
      isActive: product.status === 'published',
      featuredRank,
      searchText: productSearchText(product.searchWords, product),
      createdAt: now,
    })
    // the unique code decides between two imports (or a form) creating it at once: no 500
    .onConflictDoNothing({ target: products.code })
    .returning({ id: products.id });
  if (!row) throw new RefusedError(`${product.code} was created meanwhile: import the file again.`);
  if (product.frame)
    await tx.insert(frameSpecs).values({ productId: row.id, ...frameColumns(product.frame) });
  await addVariants({ tx, actor, now }, row.id, product.variants, 0);
  await recordAction(tx, actor, {
    action: 'product.import',
    objectType: 'product',
    objectId: product.code,
    summary: `Created by CSV import (${product.status}, ${product.variants.length} colours)`,
    after: product,
  });
}

async function addVariants(
  { tx, actor }: WriteContext,
  productId: number,
  variants: readonly CsvVariant[],
  firstSort: number,
) {
  if (variants.length === 0) return;
  const rows = await tx
    .insert(productVariants)
    .values(
      variants.map((variant, index) => ({
        productId,
        sku: variant.sku,
        ...variantColumns(variant),
        stock: variant.stock,
        sort: firstSort + index,
      })),
    )
    .onConflictDoNothing({ target: productVariants.sku })
    .returning({ id: productVariants.id, stock: productVariants.stock });
  if (rows.length < variants.length)
    throw new RefusedError(
      'A SKU of the file was given to another product meanwhile: import the file again.',
    );
  // a new colour's first stock is the first line of its history, as the product form writes it
  const stocked = rows.filter((row) => row.stock > 0);
  if (stocked.length > 0)
    await tx.insert(stockAdjustments).values(
      stocked.map((row) => ({
        variantId: row.id,
        delta: row.stock,
        stockAfter: row.stock,
        reason: CSV_IMPORT_REASON,
        ...stockAuthor(actor),
      })),
    );
}

async function updateProduct(context: WriteContext, plan: ProductPlan, stored: StoredProduct) {
  const { tx, actor, now } = context;
  const id = stored.id;
  // the product as it will be: the file's columns, every colour it keeps or gains
  const changedSkus = new Set(plan.after.variants.map((variant) => variant.sku));
  const colours = [
    ...stored.product.variants.filter((variant) => !changedSkus.has(variant.sku)),
    ...plan.after.variants,
  ];
  const searchText = productSearchText(plan.after.searchWords, { ...plan.after, variants: colours });
  const searchChanged = !sameWords(searchText, stored.searchText);

  if (plan.productChanged || searchChanged)
    await tx
      .update(products)
      .set({ ...productColumns(plan.after, now), searchText: searchChanged ? searchText : stored.searchText })
      .where(eq(products.id, id));
  if (plan.frameChanged) {
    if (plan.after.frame === null) await tx.delete(frameSpecs).where(eq(frameSpecs.productId, id));
    else {
      const values = frameColumns(plan.after.frame);
      await tx
        .insert(frameSpecs)
        .values({ productId: id, ...values })
        .onConflictDoUpdate({ target: frameSpecs.productId, set: values });
    }
  }
  for (const update of plan.updatedVariants) await updateVariant(context, plan.code, update);
  await addVariants(context, id, plan.addedVariants, stored.lastSort + 1);

  const product = plan.changes.filter((change) => change.kind === 'product-changed');
  const colourChanges = plan.changes.filter(
    (change) => change.kind !== 'product-changed' && change.kind !== 'stock-changed',
  );
  if (product.length === 0 && colourChanges.length === 0) return;
  const cell = (change: (typeof plan.changes)[number]) =>
    change.sku ? `${change.sku} ${change.column ?? 'colour'}` : (change.column ?? '');
  await recordAction(tx, actor, {
    action: 'product.import',
    objectType: 'product',
    objectId: plan.code,
    summary: `Changed by CSV import: ${[...product, ...colourChanges].map(cell).join(', ')}`,
    before: Object.fromEntries([...product, ...colourChanges].map((change) => [cell(change), change.before])),
    after: Object.fromEntries([...product, ...colourChanges].map((change) => [cell(change), change.after])),
  });
}

/** A colour's columns, and its stock with a line in its history and the audit log. */
async function updateVariant({ tx, actor }: WriteContext, code: string, update: VariantUpdate) {
  const { id, before, after } = update;
  if (update.fieldsChanged)
    await tx.update(productVariants).set(variantColumns(after)).where(eq(productVariants.id, id));
  if (!update.stockChanged) return;
  const delta = after.stock - before.stock;
  await tx.update(productVariants).set({ stock: after.stock }).where(eq(productVariants.id, id));
  await tx.insert(stockAdjustments).values({
    variantId: id,
    delta,
    stockAfter: after.stock,
    reason: CSV_IMPORT_REASON,
    ...stockAuthor(actor),
  });
  const signed = delta > 0 ? `+${delta}` : String(delta);
  await recordAction(tx, actor, {
    action: 'product.adjust-stock',
    objectType: 'product',
    objectId: code,
    summary: `${after.sku} ${signed} (now ${after.stock}): ${CSV_IMPORT_REASON}`,
    before: { sku: after.sku, stock: before.stock },
    after: { sku: after.sku, stock: after.stock, delta, reason: CSV_IMPORT_REASON },
  });
}
