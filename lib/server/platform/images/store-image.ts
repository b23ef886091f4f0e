import sharp from 'sharp';
import { InvalidInputError } from '@/lib/contract/errors';
import { fileStore } from '@/lib/server/platform/storage';
import { imageFormatOf } from '@/lib/server/platform/uploads';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_SIDE,
  IMAGE_MIN_HEIGHT,
  IMAGE_RULE_MESSAGES,
  storedWidths,
} from '@/lib/shop/image-rules';
import { imageKey, imagePath, newStem } from './image-keys';

/** What an uploaded image is for: a product photo, a try-on front image, a banner, a photo-wall picture, the shop's logo. */
export type ImageSlot = 'photo' | 'try-on' | 'banner' | 'photo-wall' | 'logo';

export interface StoredImageFile {
  /** The random key stem in the file store. */
  stem: string;
  /** `/media/images/<stem>`: what goes into the *_path columns. */
  path: string;
  /** Pixels of the largest stored size. */
  width: number;
  height: number;
  /** The stored widths, ascending: what goes into the widths / image_widths columns. */
  widths: number[];
}

const refuse = (message: string) => new InvalidInputError({ file: message }, message);

// sharp refuses a canvas beyond this many pixels before decoding it (a decompression bomb).
const DECODE = { limitInputPixels: IMAGE_MAX_SIDE * IMAGE_MAX_SIDE, failOn: 'error' as const };

/**
 * Checks an uploaded image and stores it in every size and format the storefront asks for. The
 * bytes decide (docs/product.md#privacy): a JPEG, PNG or WebP by its signature and by what sharp
 * decodes, never by its name or the browser's type. The picture is turned upright from its EXIF
 * orientation and re-encoded, so no metadata (EXIF with GPS, XMP, ICC comments) is kept. A try-on
 * image must really be transparent around the frame; its transparent margins are trimmed, since the
 * try-on scales the image's width to the frame's width.
 *
 * Refusals are InvalidInputError on the field `file`, with a message for the operator; nothing is
 * stored then. The files are written before the row that names them: a change that then fails
 * leaves files no row names, which cost space but show nothing.
 */
export async function storeImage(bytes: Uint8Array, slot: ImageSlot): Promise<StoredImageFile> {
  if (bytes.byteLength === 0) throw refuse(IMAGE_RULE_MESSAGES.empty);
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw refuse(IMAGE_RULE_MESSAGES.tooLarge);
  const format = imageFormatOf(bytes);
  if (!format) throw refuse(IMAGE_RULE_MESSAGES.notAnImage);

  const source = await checkedSource(bytes, format, slot);
  const widths = storedWidths(source.width);
  if (widths.length === 0 || source.height < IMAGE_MIN_HEIGHT) throw refuse(IMAGE_RULE_MESSAGES.tooSmall);

  // Decoded once, at the largest stored width; every size and format is made from these pixels.
  const largest = await readable(
    sharp(source.bytes, DECODE)
      .rotate() // .rotate() with no angle turns the pixels by the EXIF orientation, which is then dropped
      .resize({ width: widths.at(-1) })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const pixels = {
    raw: { width: largest.info.width, height: largest.info.height, channels: largest.info.channels },
  };
  const stem = newStem();
  const store = fileStore();
  for (const width of widths) {
    // sharp writes no metadata unless asked (withMetadata / keepExif): the stored files carry none.
    const sized = () => sharp(largest.data, pixels).resize({ width });
    const avif = await sized().avif({ quality: 55, effort: 4 }).toBuffer();
    const webp = await sized().webp({ quality: 80, alphaQuality: 90 }).toBuffer();
    await store.save(imageKey(stem, width, 'avif'), avif, 'image/avif');
    await store.save(imageKey(stem, width, 'webp'), webp, 'image/webp');
  }
  return { stem, path: imagePath(stem), width: largest.info.width, height: largest.info.height, widths };
}

/** sharp's failure to decode what passed the signature check: a damaged or disguised file. */
const readable = <T>(work: Promise<T>) =>
  work.catch(() => {
    throw refuse(IMAGE_RULE_MESSAGES.unreadable);
  });

/**
 * The bytes to resize, with their upright size: readable as the format their signature says,
 * within the pixel limit; a try-on image must use its transparency, and is trimmed to the frame.
 */
async function checkedSource(
  bytes: Uint8Array,
  format: string,
  slot: ImageSlot,
): Promise<{ bytes: Uint8Array; width: number; height: number }> {
  const metadata = await readable(sharp(bytes, DECODE).metadata());
  if (metadata.format !== format || !metadata.width || !metadata.height)
    throw refuse(IMAGE_RULE_MESSAGES.unreadable);
  if (Math.max(metadata.width, metadata.height) > IMAGE_MAX_SIDE)
    throw refuse(IMAGE_RULE_MESSAGES.tooManyPixels);
  if (slot !== 'try-on') {
    const turned = (metadata.orientation ?? 1) >= 5; // orientations 5-8 swap width and height
    return turned
      ? { bytes, width: metadata.height, height: metadata.width }
      : { bytes, width: metadata.width, height: metadata.height };
  }
  // An alpha channel can be opaque everywhere (a PNG saved with one): that is no cut-out frame.
  const { isOpaque } = await readable(sharp(bytes, DECODE).stats());
  if (!metadata.hasAlpha || isOpaque) throw refuse(IMAGE_RULE_MESSAGES.notTransparent);
  const trimmed = await readable(
    sharp(bytes, DECODE).rotate().trim({ threshold: 0 }).png().toBuffer({ resolveWithObject: true }),
  );
  return { bytes: trimmed.data, width: trimmed.info.width, height: trimmed.info.height };
}
