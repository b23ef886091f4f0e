import { and, asc, inArray } from 'drizzle-orm';
import type { Image } from '@/lib/contract/fields';
import type { Database } from '@/lib/server/platform/db';
import { mediaUrl } from '../../../platform/media-url';
import { addressedImage, cardImageOf } from '../photos/addressed-image';
import { productImages, productVariants } from '../tables';

// The console's product list shows each product small (docs/operating.md#bulk-catalog): its first
// colour's picture as the shop's cards pick it (the first uploaded photo, else the front image),
// else the drawing the shop makes of that colour from its rows (/media/products/CODE/SKU-front.svg).

/** A drawing's size, as the seed stores the front views. */
const DRAWING = { width: 600, height: 300 };

export interface ThumbnailOf {
  id: number;
  code: string;
  name: string;
  type: string;
  accessoryKind: string | null;
  hasFrame: boolean;
}

/** Each product's thumbnail by id, in two reads for the whole page; null when there is nothing to show. */
export async function listThumbnails(
  db: Pick<Database, 'select'>,
  list: readonly ThumbnailOf[],
): Promise<Map<number, Image | null>> {
  const ids = list.map((product) => product.id);
  if (ids.length === 0) return new Map();
  const variants = await db
    .select({ id: productVariants.id, productId: productVariants.productId, sku: productVariants.sku })
    .from(productVariants)
    .where(inArray(productVariants.productId, ids))
    .orderBy(asc(productVariants.sort), asc(productVariants.id));
  const first = new Map<number, (typeof variants)[number]>();
  for (const variant of variants) if (!first.has(variant.productId)) first.set(variant.productId, variant);
  const firstIds = [...first.values()].map((variant) => variant.id);
  const images =
    firstIds.length === 0
      ? []
      : await db
          .select()
          .from(productImages)
          .where(
            and(inArray(productImages.variantId, firstIds), inArray(productImages.view, ['photo', 'front'])),
          )
          .orderBy(asc(productImages.sort), asc(productImages.id));
  return new Map(
    list.map((product) => {
      const variant = first.get(product.id);
      if (!variant) return [product.id, null];
      const image = cardImageOf(images.filter((row) => row.variantId === variant.id));
      if (image) return [product.id, { ...addressedImage(image), alt: product.name }];
      const drawable = product.type === 'accessories' ? product.accessoryKind !== null : product.hasFrame;
      if (!drawable) return [product.id, null];
      const url = mediaUrl(`/media/products/${product.code}/${variant.sku}-front.svg`);
      return [product.id, { url, alt: product.name, ...DRAWING }];
    }),
  );
}
