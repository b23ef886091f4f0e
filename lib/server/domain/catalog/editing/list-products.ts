import { and, asc, count, desc, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ProductRow, productListCall } from '@/lib/contract/calls/admin/products';
import { pageAnswer } from '@/lib/contract/fields';
import { database, type Database } from '@/lib/server/platform/db';
import type { ProductStatus } from '@/lib/shop/product-rules';
import { frameSpecs, products, productVariants } from '../tables';
import { consoleProductSearch } from './console-product-search';
import { listThumbnails } from './list-thumbnails';

// The console's product list: every status, searched by code, name or SKU, with each product's
// stock over its colours counted in one grouped subquery beside it.

type ListInput = z.infer<typeof productListCall.input>;

function stockFigures(db: Pick<Database, 'select'>) {
  return db
    .select({
      productId: productVariants.productId,
      colours: count().as('colours'),
      stock: sql<number>`sum(${productVariants.stock})`.mapWith(Number).as('stock'),
      low: sql<number>`count(*) filter (where ${productVariants.stock} <= ${productVariants.lowStockThreshold})`
        .mapWith(Number)
        .as('low'),
      out: sql<number>`count(*) filter (where ${productVariants.stock} = 0)`.mapWith(Number).as('out'),
    })
    .from(productVariants)
    .groupBy(productVariants.productId)
    .as('stock_figures');
}

/** POST /api/admin/products/list: one page, counted on the server. */
export async function listProducts(input: ListInput, now = new Date()) {
  const db = await database();
  const figures = stockFigures(db);
  const colours = sql<number>`coalesce(${figures.colours}, 0)`.mapWith(Number);
  const stock = sql<number>`coalesce(${figures.stock}, 0)`.mapWith(Number);
  const low = sql<number>`coalesce(${figures.low}, 0)`.mapWith(Number);
  const out = sql<number>`coalesce(${figures.out}, 0)`.mapWith(Number);

  const where: (SQL | undefined)[] = [];
  if (input.search) where.push(consoleProductSearch(db, input.search));
  if (input.type) where.push(eq(products.type, input.type));
  if (input.status) where.push(eq(products.status, input.status));
  if (input.flag === 'new') where.push(eq(products.isNewArrival, true));
  if (input.flag === 'best') where.push(eq(products.isBestSeller, true));
  if (input.flag === 'sale')
    where.push(and(isNotNull(products.flashSalePriceCents), gt(products.flashSaleEndsAt, now)));
  if (input.stock === 'in') where.push(and(gt(colours, 0), eq(low, 0)));
  if (input.stock === 'low') where.push(gt(low, 0));
  if (input.stock === 'out') where.push(gt(out, 0));
  const condition = and(...where);

  const direction = input.direction === 'asc' ? asc : desc;
  const sortBy = {
    updated: products.updatedAt,
    created: products.createdAt,
    name: products.name,
    code: products.code,
    price: products.priceCents,
    stock,
  }[input.sort];
  const [rows, [counted]] = await Promise.all([
    db
      .select({ product: products, colours, stock, low, out, frameOf: frameSpecs.productId })
      .from(products)
      .leftJoin(figures, eq(figures.productId, products.id))
      .leftJoin(frameSpecs, eq(frameSpecs.productId, products.id))
      .where(condition)
      .orderBy(direction(sortBy), direction(products.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ total: count() })
      .from(products)
      .leftJoin(figures, eq(figures.productId, products.id))
      .where(condition),
  ]);
  const thumbnails = await listThumbnails(
    db,
    rows.map(({ product, frameOf }) => ({ ...product, hasFrame: frameOf !== null })),
  );
  const list = rows.map(({ product, frameOf: _frameOf, ...figure }): ProductRow => ({
    id: product.id,
    code: product.code,
    name: product.name,
    type: product.type as ProductRow['type'],
    status: product.status as ProductStatus,
    priceCents: product.priceCents,
    flashSalePriceCents: product.flashSalePriceCents,
    flashSaleEndsAt: product.flashSaleEndsAt?.toISOString() ?? null,
    isNewArrival: product.isNewArrival,
    isBestSeller: product.isBestSeller,
    colours: figure.colours,
    stock: figure.stock,
    lowColours: figure.low,
    soldOutColours: figure.out,
    updatedAt: product.updatedAt.toISOString(),
    thumbnail: thumbnails.get(product.id) ?? null,
  }));
  return pageAnswer(list, counted?.total ?? 0, input);
}
