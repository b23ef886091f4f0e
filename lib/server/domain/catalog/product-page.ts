import { cache } from 'react';
import type { ProductDetail } from '@/lib/contract/calls/goods';
import { NotFoundError } from '@/lib/contract/errors';
import { productDetail } from './product-detail';

/** Product codes as the seed and operators write them (OC1024, OA1003): anything else is unknown. */
const PRODUCT_CODE = /^[A-Za-z0-9-]{2,40}$/;

/**
 * The product a page shows, or null for an unknown or withdrawn code. Memoised per render, so
 * the page and its metadata share one read.
 */
export const productForPage = cache(async (code: string): Promise<ProductDetail | null> => {
  if (!PRODUCT_CODE.test(code)) return null;
  try {
    return await productDetail(code);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
});
