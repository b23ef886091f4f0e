import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ProductDetail } from '@/lib/contract/calls/goods';
import { NotFoundError } from '@/lib/contract/errors';
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

  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, product.id))
    .orderBy(asc(productVariants.sort), asc(productVariants.id));
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
    },
    now,
  );

  const { productId: _productId, ...frame } = row.frame ?? { productId: 0 };
  return {
    ...card,
    description: product.description,
    accessoryKind: product.accessoryKind,
    frame: row.frame ? (frame as ProductDetail['frame']) : null,
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
