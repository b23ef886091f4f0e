import type { Image } from '@/lib/contract/fields';
import { imageSrcSet } from '@/lib/server/platform/images';
import { mediaUrl } from '../../../platform/media-url';

/** An image row as the catalog stores it (product_images, or a card's stored image). */
export interface ImageRow {
  path: string;
  alt: string;
  width: number;
  height: number;
  /** The stored widths of an upload; null (or absent) for a drawing. */
  widths?: readonly number[] | null;
}

/**
 * An image as shoppers' pages get it: its address, and for an upload the srcSet of its stored
 * sizes, so a phone loads a 640 px photo and a wide screen a 1920 px one.
 */
export function addressedImage(image: ImageRow): Image {
  const srcSet = imageSrcSet(image.path, image.widths);
  return {
    url: mediaUrl(image.path),
    alt: image.alt,
    width: image.width,
    height: image.height,
    ...(srcSet ? { srcSet } : {}),
  };
}

/**
 * A colour's picture on cards, as the stored card picks it (migration 0017): the first uploaded
 * photo, else the front image (an upload or the drawing).
 */
export function cardImageOf<Row extends { view: string }>(images: readonly Row[]): Row | null {
  return (
    images.find((image) => image.view === 'photo') ?? images.find((image) => image.view === 'front') ?? null
  );
}
