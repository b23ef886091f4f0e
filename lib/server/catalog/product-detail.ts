import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ProductDetail } from '@/lib/contract/calls/goods';
import { NotFoundError } from '@/lib/contract/errors';
import { database } from '../db/database';
import { frameSpecs, productImages, products, productVariants } from '../db/schema';
import { mediaUrl } from '../media-url';
import { productCardsById } from './product-cards';

/** One product with its frame data, variants and images (POST /api/goods/info). */
export async function productDetail(code: string, now = new Date()): Promise<ProductDetail> {
  const db = await database();
  const [row] = await db
    .select({
      id: products.id,
      description: products.description,
      accessoryKind: products.accessoryKind,
      frame: frameSpecs,
    })
    .from(products)
    .leftJoin(frameSpecs, eq(frameSpecs.productId, products.id))
    .where(and(eq(products.code, code), eq(products.isActive, true)))
    .limit(1);
  if (!row) throw new NotFoundError('The product');

  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, row.id))
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
  const [card] = await productCardsById(db, [row.id], now);
  if (!card) throw new NotFoundError('The product');

  const { productId: _productId, ...frame } = row.frame ?? { productId: 0 };
  return {
    ...card,
    description: row.description,
    accessoryKind: row.accessoryKind,
    frame: row.frame ? (frame as ProductDetail['frame']) : null,
    variants: variants.map((variant) => ({
      sku: variant.sku,
      colorName: variant.colorName,
      colorFamily: variant.colorFamily,
      colorHex: variant.colorHex,
      lensTintHex: variant.lensTintHex,
      stock: variant.stock,
      inStock: variant.stock > 0,
      images: images
        .filter((image) => image.variantId === variant.id)
        .map((image) => ({
          view: image.view,
          url: mediaUrl(image.path),
          alt: image.alt,
          width: image.width,
          height: image.height,
        })),
    })),
  };
}
