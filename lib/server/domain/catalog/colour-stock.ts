import { and, eq, gt, inArray } from 'drizzle-orm';
import { database } from '@/lib/server/platform/db';
import { productVariants, products } from './tables';

// What the back-in-stock mails need of a product colour: whether it is sold out, whether it is on
// sale again, and the names a mail shows. The catalog owns these tables; back-in-stock asks here
// (docs/architecture.md#house-rules).

/** A colour of a product on sale, by product code and SKU, with its stock; null if there is none. */
export async function colourStock(
  code: string,
  sku: string,
): Promise<{ variantId: number; stock: number } | null> {
  const db = await database();
  const [row] = await db
    .select({ variantId: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.code, code), eq(productVariants.sku, sku), eq(products.isActive, true)))
    .limit(1);
  return row ?? null;
}

/**
 * Of these colours, the ones a shopper can buy again: stock above zero and the product on sale;
 * only those of one product when its code is given.
 */
export async function coloursInStock(variantIds: readonly number[], productCode?: string): Promise<number[]> {
  if (variantIds.length === 0) return [];
  const db = await database();
  const rows = await db
    .select({ variantId: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        inArray(productVariants.id, [...new Set(variantIds)]),
        gt(productVariants.stock, 0),
        eq(products.isActive, true),
        productCode === undefined ? undefined : eq(products.code, productCode),
      ),
    );
  return rows.map((row) => row.variantId);
}

export interface ColourName {
  variantId: number;
  sku: string;
  colorName: string;
  productName: string;
  productCode: string;
}

/** The names of these colours and their products, by variant id (unknown ids are left out). */
export async function colourNames(variantIds: readonly number[]): Promise<Map<number, ColourName>> {
  if (variantIds.length === 0) return new Map();
  const db = await database();
  const rows = await db
    .select({
      variantId: productVariants.id,
      sku: productVariants.sku,
      colorName: productVariants.colorName,
      productName: products.name,
      productCode: products.code,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, [...new Set(variantIds)]));
  return new Map(rows.map((row) => [row.variantId, row]));
}
