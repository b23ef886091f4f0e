import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ProductDetail } from '@/lib/contract/calls/goods';
import { NotFoundError } from '@/lib/contract/errors';
import { progressiveReady } from '@/lib/shop/lens-rules';
import { readLensRules } from '@/lib/server/domain/lens-rules';
import { database } from '@/lib/server/platform/db';
import { frameSpecs, productImages, products, productVariants } from './tables';
import { addressedImage, cardImageOf } from './photos';
import { toProductCard } from './product-cards';

export interface DetailOptions {
  now?: Date;
  /**
   * The console's preview: a product in any status, so an operator sees the page before publishing.
   * Never set on a storefront path: there only published products exist.
   */
  anyStatus?: boolean;
}

/**
 * One product with its frame data, variants and images (POST /api/goods/info and the product
 * page). Read from the product's own rows, not the stored card, so the page a shopper is
 * about to buy from shows the current price even before the read models are refreshed.
 */
export async function productDetail(
  code: string,
  { now = new Date(), anyStatus = false }: DetailOptions = {},
): Promise<ProductDetail> {
  const db = await database();
  const [row] = await db
    .select({ product: products, frame: frameSpecs })
    .from(products)
    .leftJoin(frameSpecs, eq(frameSpecs.productId, products.id))
    .where(anyStatus ? eq(products.code, code) : and(eq(products.code, code), eq(products.isActive, true)))
    .limit(1);
  if (!row) throw new NotFoundError('The product');
  const { product } = row;

  const [variants, lensRules] = await Promise.all([
    db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id))
      .orderBy(asc(productVariants.sort), asc(productVariants.id)),
    readLensRules(db),
  ]);
  const images = variants.length
    ? await db
        .select()
        .from(productImages)
        .where(
          inArray(
            productImages.variantId,
            variants.map((variant) => variant.id),
          ),
        )
        .orderBy(asc(productImages.sort), asc(productImages.id))
    : [];
  const imagesOf = (variantId: number) => images.filter((image) => image.variantId === variantId);

  const card = toProductCard(
    {
      id: product.id,
      code: product.code,
      name: product.name,
      type: product.type,
      summary: product.summary,
      priceCents: product.priceCents,
      flashSalePriceCents: product.flashSalePriceCents,
      flashSaleEndsAt: product.flashSaleEndsAt?.toISOString() ?? null,
      isNewArrival: product.isNewArrival,
      isBestSeller: product.isBestSeller,
      ratingAverage: product.ratingAverage,
      ratingCount: product.ratingCount,
      inStock: variants.some((variant) => variant.stock > 0),
      colors: variants.map((variant) => ({
        sku: variant.sku,
        name: variant.colorName,
        family: variant.colorFamily,
        hex: variant.colorHex,
        image: cardImageOf(imagesOf(variant.id)),
      })),
      frameWidthMm: row.frame?.frameWidthMm ?? null,
    },
    now,
  );

  // The stored progressive_eligible is the console's own note: the shopper is told what the lens
  // rule says of this frame now, as the wizard and the Progressive-ready filter decide it.
  const {
    productId: _productId,
    progressiveEligible: _stored,
    ...frame
  } = row.frame ?? {
    productId: 0,
    progressiveEligible: false,
  };
  const progressiveEligible =
    row.frame !== null &&
    progressiveReady(lensRules, { type: product.type, lensHeightMm: row.frame.lensHeightMm });
  return {
    ...card,
    description: product.description,
    accessoryKind: product.accessoryKind,
    frame: row.frame ? ({ ...frame, progressiveEligible } as ProductDetail['frame']) : null,
    variants: variants.map((variant) => ({
      sku: variant.sku,
      colorName: variant.colorName,
      colorFamily: variant.colorFamily,
      colorHex: variant.colorHex,
      lensTintHex: variant.lensTintHex,
      stock: variant.stock,
      inStock: variant.stock > 0,
      images: imagesOf(variant.id).map((image) => ({ view: image.view, ...addressedImage(image) })),
    })),
  };
}
