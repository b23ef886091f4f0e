import { randomBytes } from 'node:crypto';
import { IMAGE_FORMATS, IMAGE_WIDTHS, type StoredImageFormat } from '@/lib/shop/image-rules';

/**
 * Where an uploaded image's files live in the file store: `images/<stem>/<width>.<format>`, one
 * file per stored width and format. The stem is 32 random hex digits the server makes, so an
 * address names one image or nothing, and the public path `/media/images/<stem>` says no more.
 */
const STEM = /^[0-9a-f]{32}$/;

export const IMAGE_PATH_PREFIX = '/media/images/';

export const newStem = () => randomBytes(16).toString('hex');

export const isImageStem = (stem: string) => STEM.test(stem);

/** The store's folder of every uploaded image's sizes. */
export const IMAGE_FOLDER = 'images/';

export const imageKey = (stem: string, width: number, format: StoredImageFormat) =>
  `${IMAGE_FOLDER}${stem}/${width}.${format}`;

export const imagePath = (stem: string) => `${IMAGE_PATH_PREFIX}${stem}`;

/** Every key an image of this stem can have: the standard widths in both formats. */
export const everyImageKey = (stem: string) =>
  IMAGE_WIDTHS.flatMap((width) => IMAGE_FORMATS.map((format) => imageKey(stem, width, format)));

/** The stem of a stored image's path, or null for anything else (a drawing's path). */
export function stemOfPath(path: string): string | null {
  if (!path.startsWith(IMAGE_PATH_PREFIX)) return null;
  const stem = path.slice(IMAGE_PATH_PREFIX.length);
  return isImageStem(stem) ? stem : null;
}
