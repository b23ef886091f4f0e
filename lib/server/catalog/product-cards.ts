import { and, asc, eq, sql } from 'drizzle-orm';
import type { ProductCard } from '@/lib/contract/calls/goods';
import type { Image } from '@/lib/contract/fields';
import type { Database } from '../db/client';
import { productImages, products, productVariants } from '../db/schema';
import { mediaUrl } from '../media-url';

/** The product columns a card needs. */
export function cardColumns() {
  return {
    id: products.id,
    code: products.code,
    name: products.name,
    type: products.type,
    summary: products.summary,
    priceCents: products.priceCents,
    flashSalePriceCents: products.flashSalePriceCents,
    flashSaleEndsAt: products.flashSaleEndsAt,
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

/**
 * The two fixed-shape queries behind every card, prepared once per database so listings do
 * not pay for planning them on each request (they take the ids as one array parameter).
 */
function preparedCardQueries(db: Database) {
  const ids = sql`any(${sql.placeholder('ids')}::int[])`;
  return {
    products: db
      .select(cardColumns())
      .from(products)
      .where(and(sql`${products.id} = ${ids}`, eq(products.isActive, true)))
      .prepare('product_cards_by_id'),
    swatches: db
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
      .where(sql`${productVariants.productId} = ${ids}`)
      .orderBy(asc(productVariants.productId), asc(productVariants.sort), asc(productVariants.id))
      .prepare('product_card_swatches'),
  };
}

const prepared = new WeakMap<Database, ReturnType<typeof preparedCardQueries>>();
function cardQueries(db: Database) {
  let queries = prepared.get(db);
  if (!queries) {
    queries = preparedCardQueries(db);
    prepared.set(db, queries);
  }
  return queries;
}

/** Cards for products by id, in the order given; unknown or withdrawn ids are skipped. */
export async function productCardsById(db: Database, ids: readonly number[], now = new Date()): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  // Rows and swatches need only the ids: fetch them side by side.
  const [rows, swatches] = await Promise.all([
    cardQueries(db).products.execute({ ids: [...ids] }),
    loadSwatches(db, [...ids]),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return toProductCards(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
    now,
    swatches,
  );
}

/** Builds cards for product rows, loading every row's colour swatches in one query. */
export async function toProductCards(
  db: Database,
  rows: CardRow[],
  now = new Date(),
  loaded?: Map<number, Swatch[]>,
): Promise<ProductCard[]> {
  const swatches =
    loaded ??
    (await loadSwatches(
      db,
      rows.map((row) => row.id),
    ));
  return rows.map((row) => {
    const colors = swatches.get(row.id) ?? [];
    const saleActive = row.flashSalePriceCents !== null && row.flashSaleEndsAt !== null && row.flashSaleEndsAt > now;
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      type: row.type as ProductCard['type'],
      summary: row.summary,
      priceCents: row.priceCents,
      salePriceCents: saleActive ? row.flashSalePriceCents : null,
      saleEndsAt: saleActive && row.flashSaleEndsAt ? row.flashSaleEndsAt.toISOString() : null,
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
  const rows = await cardQueries(db).swatches.execute({ ids: productIds });
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
