import { and, eq, sql } from 'drizzle-orm';
import { PHOTOS_PER_COLOUR_MAX, type ColourPhotos } from '@/lib/contract/calls/admin/product-photos';
import { RefusedError } from '@/lib/contract/errors';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { productImages } from '../tables';
import { lockedColour } from './locked-colour';
import { storeForColour } from './store-for-colour';

/**
 * POST /api/admin/productPhotos/add: a photo for a colour, stored in its sizes and listed after the
 * colour's other photos. Without alt text it is described by the product and colour names, which is
 * what a shopper who cannot see it needs at the least.
 */
export async function addPhoto(
  input: { variantId: number; file: File; alt?: string },
  actor: AuditActor,
): Promise<ColourPhotos> {
  return storeForColour(input.file, 'photo', input.variantId, async (tx, stored) => {
    const { variant, code, name } = await lockedColour(tx, input.variantId);
    const [place] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        next: sql<number>`coalesce(max(${productImages.sort}) + 1, 0)::int`,
      })
      .from(productImages)
      .where(and(eq(productImages.variantId, variant.id), eq(productImages.view, 'photo')));
    if ((place?.count ?? 0) >= PHOTOS_PER_COLOUR_MAX)
      throw new RefusedError(
        `A colour keeps at most ${PHOTOS_PER_COLOUR_MAX} photos. Delete one before adding another.`,
      );
    const alt = input.alt || `${name} in ${variant.colorName}`;
    const [photo] = await tx
      .insert(productImages)
      .values({
        variantId: variant.id,
        view: 'photo',
        path: stored.path,
        fileKey: stored.stem,
        widths: stored.widths,
        width: stored.width,
        height: stored.height,
        alt,
        sort: place?.next ?? 0,
      })
      .returning({ id: productImages.id });
    await recordAction(tx, actor, {
      action: 'product.add-photo',
      objectType: 'product',
      objectId: code,
      summary: `Photo added to ${variant.sku} (${stored.width} × ${stored.height} px)`,
      after: { sku: variant.sku, photoId: photo?.id, alt, widths: stored.widths },
    });
  });
}
