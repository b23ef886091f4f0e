import { fileStore } from '@/lib/server/platform/storage';
import { IMAGE_WIDTHS, widthFor, type StoredImageFormat } from '@/lib/shop/image-rules';
import { imageKey, isImageStem } from './image-keys';

export interface ImageAnswer {
  bytes: Buffer;
  format: StoredImageFormat;
  width: number;
}

/**
 * The stored file of `/media/images/<stem>?w=<width>` in `format`: the smallest stored width at
 * least as wide as asked (the largest without a wish), or null for no such image. The widths an
 * image has are not in the path, so the store is asked from the nearest one up, then down.
 */
export async function readStoredImage(
  stem: string,
  wanted: number | null,
  format: StoredImageFormat,
): Promise<ImageAnswer | null> {
  if (!isImageStem(stem)) return null;
  const first = widthFor(IMAGE_WIDTHS, wanted) ?? IMAGE_WIDTHS[0];
  const up = IMAGE_WIDTHS.filter((width) => width >= first);
  const down = IMAGE_WIDTHS.filter((width) => width < first).reverse();
  // Without a wish the largest stored size is meant: try from the top down.
  const order = wanted === null ? [...IMAGE_WIDTHS].reverse() : [...up, ...down];
  const store = fileStore();
  for (const width of order) {
    const bytes = await store.read(imageKey(stem, width, format));
    if (bytes) return { bytes, format, width };
  }
  return null;
}
