import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ProductCard } from '@/lib/contract/calls/goods';
import type { Image } from '@/lib/contract/fields';
import type { Database } from '../db/client';
import { productImages, products, productVariants } from '../db/schema';
import { mediaUrl } from '../media-url';
import { priceNow, saleIsActive } from './product-conditions';
import { sql } from 'drizzle-orm';

/** The product columns a card needs, with the sale state computed in SQL. */
export function cardColumns(now: Date) {
  return {
    id: products.id,
    code: products.code,
    name: products.name,
    type: products.type,
    summary: products.summary,
    priceCents: products.priceCents,
    flashSalePriceCents: products.flashSalePriceCents,
    flashSaleEndsAt: products.flashSaleEndsAt,
    saleActive: sql<boolean>`${saleIsActive(now)}`,
    priceNowCents: priceNow(now),
    isNewArrival: products.isNewArrival,
    isBestSeller: products.isBestSeller,
    ratingAverage: products.ratingAverage,
    ratingCount: products.ratingCount,
  };
}

export type CardRow = {
  id: number;
  code: string;
  name: string;
  type: string;
  summary: string;
  priceCents: number;
  flashSalePriceCents: number | null;
  flashSaleEndsAt: Date | null;
  saleActive: boolean;
  isNewArrival: boolean;
  isBestSeller: boolean;
  ratingAverage: number;
  ratingCount: number;
};

interface Swatch {
  productId: number;
  sku: string;
  name: string;
  family: string;
  hex: string;
  stock: number;
  image: Image | null;
}

/** Builds cards for product rows, loading every row's colour swatches in one query. */
export async function toProductCards(db: Database, rows: CardRow[]): Promise<ProductCard[]> {
  const swatches = await loadSwatches(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const colors = swatches.get(row.id) ?? [];
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      type: row.type as ProductCard['type'],
      summary: row.summary,
      priceCents: row.priceCents,
      salePriceCents: row.saleActive ? row.flashSalePriceCents : null,
      saleEndsAt: row.saleActive && row.flashSaleEndsAt ? new Date(row.flashSaleEndsAt).toISOString() : null,
      isNewArrival: row.isNewArrival,
      isBestSeller: row.isBestSeller,
      rating: { average: Math.round(row.ratingAverage / 10) / 10, count: row.ratingCount },
      inStock: colors.some((color) => color.stock > 0),
      image: colors[0]?.image ?? null,
      colors: colors.map(({ sku, name, family, hex, image }) => ({ sku, name, family, hex, image })),
    };
  });
}

async function loadSwatches(db: Database, productIds: number[]): Promise<Map<number, Swatch[]>> {
  const byProduct = new Map<number, Swatch[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      productId: productVariants.productId,
      sku: productVariants.sku,
      name: productVariants.colorName,
      family: productVariants.colorFamily,
      hex: productVariants.colorHex,
      stock: productVariants.stock,
      path: productImages.path,
      alt: productImages.alt,
      width: productImages.width,
      height: productImages.height,
    })
    .from(productVariants)
    .leftJoin(productImages, and(eq(productImages.variantId, productVariants.id), eq(productImages.view, 'front')))
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.productId), asc(productVariants.sort), asc(productVariants.id));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    if (list.some((swatch) => swatch.sku === row.sku)) continue;
    list.push({
      productId: row.productId,
      sku: row.sku,
      name: row.name,
      family: row.family,
      hex: row.hex,
      stock: row.stock,
      image:
        row.path && row.alt !== null && row.width !== null && row.height !== null
          ? { url: mediaUrl(row.path), alt: row.alt, width: row.width, height: row.height }
          : null,
    });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}
