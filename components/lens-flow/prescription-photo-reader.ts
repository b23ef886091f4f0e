import { createWorker, OEM, PSM, type ImageLike } from 'tesseract.js';
import { readPrescriptionText, type PrescriptionReading } from '@/lib/shop/prescription-reading';

// Reads a cropped prescription photo on the shopper's device (docs/product.md#prescription-photo-reading):
// tesseract.js in a Web Worker, its worker, WebAssembly core and English data served by the shop
// itself (scripts/copy-served-assets.mjs copies them into public/ocr/). The photo never leaves the
// browser here. Loaded only by a dynamic import once a photo is cropped, so no page pays for it
// before that.

/** Where the shop serves the OCR's files; the worker is started from its own address, not a blob. */
export const OCR_PATHS = {
  workerPath: '/ocr/worker.min.js',
  corePath: '/ocr/core',
  langPath: '/ocr/lang',
} as const;

/**
 * A printed form read as one column of lines of varying size (a table's row stays one line; the
 * automatic layout lost whole rows of blurred tables), the spaces between cells kept.
 */
export const OCR_PARAMETERS = {
  tessedit_pageseg_mode: PSM.SINGLE_COLUMN,
  preserve_interword_spaces: '1',
} as const;

/** The reading gives up after this long (a slow phone): the photo then goes to the optician. */
const READ_TIMEOUT_MS = 60_000;

/** The OCR's text of one image, with the shop's own files and settings. */
export async function readPhotoText(image: ImageLike, paths: typeof OCR_PATHS = OCR_PATHS): Promise<string> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    ...paths,
    gzip: true,
    workerBlobURL: false,
    // the English data is cached by the browser's HTTP cache, not copied into IndexedDB
    cacheMethod: 'none',
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await worker.setParameters(OCR_PARAMETERS);
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('The prescription photo took too long to read.')),
        READ_TIMEOUT_MS,
      );
    });
    const { data } = await Promise.race([worker.recognize(image), timeout]);
    return data.text;
  } finally {
    clearTimeout(timer);
    await worker.terminate();
  }
}

/** The values a cropped photo shows, read on this device. */
export async function readPrescriptionPhoto(image: Blob): Promise<PrescriptionReading> {
  return readPrescriptionText(await readPhotoText(image));
}
