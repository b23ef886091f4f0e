import { and, eq } from 'drizzle-orm';
import type { ColourPhotos } from '@/lib/contract/calls/admin/product-photos';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { discardImage } from '@/lib/server/platform/images';
import { productImages } from '../tables';
import { lockedColour } from './locked-colour';
import { storeForColour } from './store-for-colour';

/**
 * POST /api/admin/productPhotos/setTryOn: the colour's try-on front image, a transparent picture of
 * the frame. It takes the place of the colour's 'front' row, so the try-on and the cards follow at
 * once; a drawing it replaces is simply no longer named (drawings are made on request), an earlier
 * upload's files are discarded.
 */
export async function setTryOnImage(
  input: { variantId: number; file: File },
  actor: AuditActor,
): Promise<ColourPhotos> {
  return storeForColour(input.file, 'try-on', input.variantId, async (tx, stored) => {
    const { variant, code, name } = await lockedColour(tx, input.variantId);
    const [front] = await tx
      .select()
      .from(productImages)
      .where(and(eq(productImages.variantId, variant.id), eq(productImages.view, 'front')))
      .limit(1);
    const image = {
      path: stored.path,
      fileKey: stored.stem,
      widths: stored.widths,
      width: stored.width,
      height: stored.height,
    };
    if (front) {
      await tx.update(productImages).set(image).where(eq(productImages.id, front.id));
      if (front.fileKey) await discardImage(tx, front.fileKey);
    } else {
      await tx.insert(productImages).values({
        ...image,
        variantId: variant.id,
        view: 'front',
        alt: `${name} in ${variant.colorName}`,
        sort: 0,
      });
    }
    await recordAction(tx, actor, {
      action: 'product.set-try-on-image',
      objectType: 'product',
      objectId: code,
      summary: `Try-on image of ${variant.sku} ${front?.fileKey ? 'replaced' : 'uploaded'} (${stored.width} × ${stored.height} px)`,
      before: front ? { sku: variant.sku, path: front.path } : null,
      after: { sku: variant.sku, path: stored.path, widths: stored.widths },
    });
  });
}
