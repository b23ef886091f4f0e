/**
 * The rules for the images an operator uploads: product photos, try-on front
 * images, banners and photo-wall pictures. Pure, so the console, the server and the tests share one
 * set of numbers.
 */

/** The largest file accepted: a full-size phone or camera JPEG fits, a raw scan does not. */
export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;

/** The largest width or height decoded (a bigger canvas is what a decompression bomb aims at). */
export const IMAGE_MAX_SIDE = 10_000;

/**
 * The smallest picture worth showing: as wide as the smallest stored size, so every image has at
 * least one, and not a sliver.
 */
export const IMAGE_MIN_WIDTH = 320;
export const IMAGE_MIN_HEIGHT = 120;

/** The widths an image is stored in (those no larger than the original), ascending. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The stored formats, best first: AVIF where the browser takes it, else WebP (every browser the shop supports). */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type StoredImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_RULE_MESSAGES = {
  notAnImage: 'This file is not a JPEG, PNG or WebP image. Upload a photo in one of those formats.',
  unreadable: 'This image could not be read (it may be damaged). Please upload another file.',
  empty: 'The file is empty. Please choose another one.',
  tooLarge: `The file is larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB. Please upload a smaller image.`,
  tooManyPixels: `The image is larger than ${IMAGE_MAX_SIDE} pixels on a side. Please resize it.`,
  tooSmall: `The image is too small: it needs to be at least ${IMAGE_MIN_WIDTH} × ${IMAGE_MIN_HEIGHT} pixels.`,
  notTransparent:
    'A try-on image needs a transparent background (a PNG or WebP with transparency around the frame); this one has none.',
} as const;

/** The widths an image `width` pixels wide is stored in: every standard width it reaches. */
export function storedWidths(width: number): number[] {
  return IMAGE_WIDTHS.filter((stored) => stored <= width);
}

/**
 * The stored width to send for a request of `wanted` pixels: the smallest stored one at least as
 * wide, else the largest. Without a wish (or a wish that is no number), the largest.
 */
export function widthFor(widths: readonly number[], wanted: number | null): number | undefined {
  if (widths.length === 0) return undefined;
  const largest = Math.max(...widths);
  if (wanted === null || !Number.isFinite(wanted) || wanted <= 0) return largest;
  return [...widths].sort((a, b) => a - b).find((width) => width >= wanted) ?? largest;
}

/** The format to answer an Accept header with: AVIF when the browser names it, else WebP. */
export function formatFor(accept: string | null): StoredImageFormat {
  const types = (accept ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => {
      const [type = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { type: type.trim(), q: q === undefined ? 1 : Number(q) };
    });
  return types.some((entry) => entry.type === 'image/avif' && entry.q > 0) ? 'avif' : 'webp';
}
