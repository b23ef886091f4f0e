import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ColourPhoto, ColourPhotos, ProductPhotos } from '@/lib/contract/calls/admin/product-photos';
import { NotFoundError } from '@/lib/contract/errors';
import type { Database } from '@/lib/server/platform/db';
import { database } from '@/lib/server/platform/db';
import { frameSpecs, productImages, products, productVariants } from '../tables';
import { addressedImage } from './addressed-image';

type ImageRecord = typeof productImages.$inferSelect;
type VariantRecord = typeof productVariants.$inferSelect;

const asPhoto = (image: ImageRecord): ColourPhoto => {
  const { url, srcSet, alt, width, height } = addressedImage(image);
  return { id: image.id, url, ...(srcSet ? { srcSet } : {}), alt, width, height };
};

function colourOf(variant: VariantRecord, images: readonly ImageRecord[]): ColourPhotos {
  const front = images.find((image) => image.view === 'front');
  return {
    variantId: variant.id,
    sku: variant.sku,
    colorName: variant.colorName,
    colorHex: variant.colorHex,
    photos: images.filter((image) => image.view === 'photo').map(asPhoto),
    tryOn: front ? { ...asPhoto(front), uploaded: front.fileKey !== null } : null,
  };
}

async function imagesOf(db: Database, variantIds: readonly number[]): Promise<ImageRecord[]> {
  if (variantIds.length === 0) return [];
  return db
    .select()
    .from(productImages)
    .where(
      and(inArray(productImages.variantId, [...variantIds]), inArray(productImages.view, ['photo', 'front'])),
    )
    .orderBy(asc(productImages.sort), asc(productImages.id));
}

/** One colour's photos and try-on image, as every photo call answers them. */
export async function colourPhotos(db: Database, variantId: number): Promise<ColourPhotos> {
  const [variant] = await db.select().from(productVariants).where(eq(productVariants.id, variantId));
  if (!variant) throw new NotFoundError('The colour');
  return colourOf(variant, await imagesOf(db, [variant.id]));
}

/** POST /api/admin/productPhotos/list: a product's colours with their pictures. */
export async function productPhotos(input: { productId: number }): Promise<ProductPhotos> {
  const db = await database();
  const [row] = await db
    .select({ product: products, frameWidthMm: frameSpecs.frameWidthMm })
    .from(products)
    .leftJoin(frameSpecs, eq(frameSpecs.productId, products.id))
    .where(eq(products.id, input.productId));
  if (!row) throw new NotFoundError('The product');
  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, row.product.id))
    .orderBy(asc(productVariants.sort), asc(productVariants.id));
  const images = await imagesOf(
    db,
    variants.map((variant) => variant.id),
  );
  return {
    productId: row.product.id,
    code: row.product.code,
    name: row.product.name,
    frameWidthMm: row.frameWidthMm,
    colours: variants.map((variant) =>
      colourOf(
        variant,
        images.filter((image) => image.variantId === variant.id),
      ),
    ),
  };
}
