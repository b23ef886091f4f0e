import sharp from 'sharp';
import { InvalidInputError } from '@/lib/contract/errors';

/**
 * An uploaded photo made safe to keep (docs/product.md#privacy): recognised as JPEG, PNG or WebP by
 * its bytes (never by its name or declared type), checked for size, then decoded and re-encoded
 * as a fresh JPEG. Re-encoding drops every piece of metadata (EXIF with its GPS position and
 * camera serial, XMP, comments) and anything hidden after the picture.
 */
export type ImageFormat = 'jpeg' | 'png' | 'webp';

export interface ImageLimits {
  /** The largest width or height accepted, in pixels. */
  maxSide: number;
  /** The request field named in a 422 answer. */
  field: string;
  /** JPEG quality of the stored copy. */
  quality?: number;
}

export const IMAGE_MESSAGES = {
  notAnImage: 'Upload a photo as a JPEG, PNG or WebP image.',
  unreadable: 'This image could not be read. Please upload another photo.',
  tooLarge: (maxSide: number) =>
    `The photo is too large: at most ${maxSide} pixels on its longest side. Please crop or resize it.`,
} as const;

/** The format the bytes are, by their signature, or null. */
export function imageFormatOf(bytes: Uint8Array): ImageFormat | null {
  const starts = (signature: readonly number[], offset = 0) =>
    bytes.length >= offset + signature.length &&
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** The re-encoded JPEG of an upload, or a 422 naming `limits.field`. */
export async function cleanUploadedImage(bytes: Uint8Array, limits: ImageLimits): Promise<Buffer> {
  const refuse = (message: string) => new InvalidInputError({ [limits.field]: message }, message);
  const format = imageFormatOf(bytes);
  if (!format) throw refuse(IMAGE_MESSAGES.notAnImage);

  // Decoding a huge canvas is the cost an attacker would aim at: sharp refuses beyond this many
  // pixels before decoding, and the side check below gives the shopper the real reason.
  const options = { limitInputPixels: 50_000_000, failOn: 'error' as const };
  const metadata = await sharp(bytes, options)
    .metadata()
    .catch(() => {
      throw refuse(IMAGE_MESSAGES.unreadable);
    });
  if (metadata.format !== format || !metadata.width || !metadata.height)
    throw refuse(IMAGE_MESSAGES.unreadable);
  if (Math.max(metadata.width, metadata.height) > limits.maxSide)
    throw refuse(IMAGE_MESSAGES.tooLarge(limits.maxSide));

  return sharp(bytes, options)
    .autoOrient() // turn the pixels upright from the EXIF orientation, which is about to be dropped
    .flatten({ background: '#ffffff' }) // JPEG has no transparency
    .jpeg({ quality: limits.quality ?? 88, mozjpeg: true })
    .toBuffer()
    .catch(() => {
      throw refuse(IMAGE_MESSAGES.unreadable);
    });
}
