import { centerCrop, convertToPixelCrop, type Crop, type PixelCrop } from 'react-image-crop';
import { CROPPER } from '@/lib/shop/constants';

// The arithmetic of the shop's photo cropper (docs/product.md#constants: minimum crop 10, initial
// auto-crop 80 percent, zoom coefficient 0.2, jpeg at quality 1, at most 2000 px a side), shared
// by the prescription photo and the try-on face photo through components/ui/photo-cropper.tsx.

/** Zoom coefficient starts at 0.2; each click changes the scale by it, from 1 (whole photo) to 3. */
export const ZOOM = { min: 1, max: 3, step: CROPPER.zoomStart } as const;

export interface Size {
  width: number;
  height: number;
}
export interface Rect extends Size {
  x: number;
  y: number;
}

/** The output keeps its shape with its longest side at most `maxSide` (never enlarged). */
export function outputSize(width: number, height: number, maxSide: number = CROPPER.maxImageSide): Size {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.min(maxSide, Math.max(1, Math.round(width * scale))),
    height: Math.min(maxSide, Math.max(1, Math.round(height * scale))),
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The part of the photo (natural pixels) under a crop drawn on the shown image, zoomed by a CSS
 * scale around its centre: a shown point p is the image's point centre + (p − centre) / zoom.
 */
export function cropSource(crop: PixelCrop, shown: Size, natural: Size, zoom: number): Rect {
  const ratioX = natural.width / shown.width;
  const ratioY = natural.height / shown.height;
  const unzoom = (point: number, centre: number) => centre + (point - centre) / zoom;
  const left = clamp(unzoom(crop.x, shown.width / 2) * ratioX, 0, natural.width);
  const top = clamp(unzoom(crop.y, shown.height / 2) * ratioY, 0, natural.height);
  const right = clamp(unzoom(crop.x + crop.width, shown.width / 2) * ratioX, 0, natural.width);
  const bottom = clamp(unzoom(crop.y + crop.height, shown.height / 2) * ratioY, 0, natural.height);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The initial auto-crop covers 80 percent of the photo, centred. */
export function initialCrop(shown: Size): Crop {
  const percent = CROPPER.initialCropPercent;
  return centerCrop({ unit: '%', width: percent, height: percent }, shown.width, shown.height);
}

/** The zoom after one click in (+1) or out (−1), in tenths so repeated clicks do not drift. */
export function zoomedBy(zoom: number, direction: 1 | -1): number {
  return clamp(Math.round((zoom + direction * ZOOM.step) * 10) / 10, ZOOM.min, ZOOM.max);
}

/**
 * Draws the part of the shown, zoomed `image` under `crop` as a JPEG (docs/product.md#constants:
 * format jpeg, quality 1, longest side ≤ 2000). Rejects when the browser gives no 2D canvas or no
 * JPEG.
 */
export function croppedJpeg(image: HTMLImageElement, crop: Crop, zoom: number): Promise<Blob> {
  const shown = { width: image.width, height: image.height };
  const natural = { width: image.naturalWidth, height: image.naturalHeight };
  const source = cropSource(convertToPixelCrop(crop, shown.width, shown.height), shown, natural, zoom);
  const size = outputSize(source.width, source.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas to crop the photo on.'));
  // a JPEG has no transparency: a PNG's clear parts become white, not black
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, source.x, source.y, source.width, source.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no JPEG.'))),
      `image/${CROPPER.format}`,
      CROPPER.quality,
    );
  });
}
