import type { ProductDetail } from '@/lib/contract/calls/goods';
import { RefusedError } from '@/lib/contract/errors';
import type { FrameForLenses } from '@/lib/shop/lens-selection';
import { productDetail } from '@/lib/server/domain/catalog';

export const NO_LENSES_MESSAGE = 'Accessories have no lenses: add them to your cart from their page.';

/** The frame a lens flow is for, with what the lens rules read; 404 unknown, code 0 for accessories. */
export async function frameForLenses(
  code: string,
): Promise<{ product: ProductDetail; frame: FrameForLenses }> {
  const product = await productDetail(code);
  return { product, frame: lensFrameOf(product) };
}

/** What the lens rules read of a product already at hand; code 0 for an accessory. */
export function lensFrameOf(product: ProductDetail): FrameForLenses {
  if (product.type === 'accessories' || !product.frame) throw new RefusedError(NO_LENSES_MESSAGE);
  return { type: product.type, rim: product.frame.rim, lensHeightMm: product.frame.lensHeightMm };
}

/** What the frame costs now: the flash-sale price while the sale runs. */
export function framePriceOf(product: ProductDetail): number {
  return product.salePriceCents ?? product.priceCents;
}
