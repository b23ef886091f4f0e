import { and, eq, inArray } from 'drizzle-orm';
import type { ColourPhotos } from '@/lib/contract/calls/admin/product-photos';
import { InvalidInputError, NotFoundError } from '@/lib/contract/errors';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import type { Database } from '@/lib/server/platform/db';
import { database } from '@/lib/server/platform/db';
import { discardImage } from '@/lib/server/platform/images';
import { productImages } from '../tables';
import { colourPhotos } from './colour-photos';
import { lockedColour } from './locked-colour';

// A colour's photos edited in place: order, alt text, delete. Each change and its audit line are
// one transaction on the colour's locked row; the page-change notices of product_images (migration
// 0010) redraw the product's pages.

/** The image row with its colour locked, or a 404; `views` are the kinds the call may touch. */
async function lockedImage(tx: Database, photoId: number, views: readonly string[]) {
  const [image] = await tx
    .select()
    .from(productImages)
    .where(and(eq(productImages.id, photoId), inArray(productImages.view, [...views])));
  if (!image) throw new NotFoundError('The photo');
  return { image, ...(await lockedColour(tx, image.variantId)) };
}

/** POST /api/admin/productPhotos/reorder: every photo of the colour, once, in the new order. */
export async function reorderPhotos(
  input: { variantId: number; photoIds: number[] },
  actor: AuditActor,
): Promise<ColourPhotos> {
  const db = await database();
  return db.transaction(async (tx) => {
    const { variant, code } = await lockedColour(tx, input.variantId);
    const photos = await tx
      .select({ id: productImages.id })
      .from(productImages)
      .where(and(eq(productImages.variantId, variant.id), eq(productImages.view, 'photo')));
    const have = new Set(photos.map((photo) => photo.id));
    const listed = new Set(input.photoIds);
    if (
      listed.size !== input.photoIds.length ||
      listed.size !== have.size ||
      input.photoIds.some((id) => !have.has(id))
    )
      throw new InvalidInputError(
        { photoIds: 'List every photo of this colour once (the page may be out of date: reload it).' },
        'The new order does not list this colour’s photos.',
      );
    for (const [sort, id] of input.photoIds.entries())
      await tx.update(productImages).set({ sort }).where(eq(productImages.id, id));
    await recordAction(tx, actor, {
      action: 'product.reorder-photos',
      objectType: 'product',
      objectId: code,
      summary: `Photos of ${variant.sku} reordered`,
      before: { sku: variant.sku, photoIds: photos.map((photo) => photo.id) },
      after: { sku: variant.sku, photoIds: input.photoIds },
    });
    return colourPhotos(tx, variant.id);
  });
}

/** POST /api/admin/productPhotos/setAlt: a photo's (or the try-on image's) alt text. */
export async function setPhotoAlt(
  input: { photoId: number; alt: string },
  actor: AuditActor,
): Promise<ColourPhotos> {
  const db = await database();
  return db.transaction(async (tx) => {
    const { image, variant, code } = await lockedImage(tx, input.photoId, ['photo', 'front']);
    await tx.update(productImages).set({ alt: input.alt }).where(eq(productImages.id, image.id));
    await recordAction(tx, actor, {
      action: 'product.set-photo-alt',
      objectType: 'product',
      objectId: code,
      summary: `Alt text of a ${variant.sku} ${image.view === 'front' ? 'try-on image' : 'photo'} changed`,
      before: { photoId: image.id, alt: image.alt },
      after: { photoId: image.id, alt: input.alt },
    });
    return colourPhotos(tx, variant.id);
  });
}

/** POST /api/admin/productPhotos/delete: the photo's row, and its files once that commits. */
export async function deletePhoto(input: { photoId: number }, actor: AuditActor): Promise<ColourPhotos> {
  const db = await database();
  return db.transaction(async (tx) => {
    const { image, variant, code } = await lockedImage(tx, input.photoId, ['photo']);
    await tx.delete(productImages).where(eq(productImages.id, image.id));
    if (image.fileKey) await discardImage(tx, image.fileKey);
    await recordAction(tx, actor, {
      action: 'product.delete-photo',
      objectType: 'product',
      objectId: code,
      summary: `Photo of ${variant.sku} deleted`,
      before: { sku: variant.sku, photoId: image.id, alt: image.alt, path: image.path },
    });
    return colourPhotos(tx, variant.id);
  });
}
