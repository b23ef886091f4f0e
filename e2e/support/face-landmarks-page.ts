import path from 'node:path';
import { build } from 'esbuild';
import type { Page } from '@playwright/test';
import type { FaceReading, MeasureOptions } from '../../lib/client/face-landmarks';

// The face landmarks module (lib/client/face-landmarks) on a real page of the shop: no page of the
// shop imports it yet, so the suite and the benchmark bundle it themselves and add it to the page
// as an inline script, which the cached pages' policy allows. Everything it loads then comes from
// the shop as a shopper's browser would get it: Human's networks and TensorFlow's WebAssembly from
// public/face/, under the shop's content security policy.

/** The page's window once the module is added (e2e/support/face-landmarks-entry.ts). */
export interface WindowWithFaceLandmarks {
  oculoFaceLandmarks: typeof import('../../lib/client/face-landmarks');
}

const bundled = new Map<string, Promise<string>>();

/** The module and Human in one minified script, as Next.js would ship its lazily loaded chunk. */
export function faceLandmarksScript(): Promise<string> {
  return pageScript('e2e/support/face-landmarks-entry.ts');
}

/** An entry file (a path from the repository's root) and all it imports, as one page script. */
export function pageScript(entry: string): Promise<string> {
  const known = bundled.get(entry);
  if (known) return known;
  const script = build({
    entryPoints: [path.join(process.cwd(), entry)],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    platform: 'browser',
    target: 'es2022',
    tsconfig: path.join(process.cwd(), 'tsconfig.json'),
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]?.text ?? '');
  bundled.set(entry, script);
  return script;
}

/** Adds the module to the page (not yet loaded: Human and its networks load on the first call). */
export async function addFaceLandmarks(page: Page): Promise<void> {
  await page.addScriptTag({ content: await faceLandmarksScript() });
}

/**
 * One reading of a JPEG, given to the page as a photo (loading the module first if need be); a
 * video's frame passes its time as `options.atMs`.
 */
export async function readFacePhoto(
  page: Page,
  jpeg: Buffer,
  options: MeasureOptions = {},
): Promise<FaceReading> {
  return page.evaluate(
    async ({ src, options }) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const landmarks = (window as unknown as Partial<WindowWithFaceLandmarks>).oculoFaceLandmarks;
      if (!landmarks) throw new Error('the face landmarks module is not on the page');
      return landmarks.readFace(image, options);
    },
    { src: `data:image/jpeg;base64,${jpeg.toString('base64')}`, options },
  );
}

/** A JPEG read as a photo's views (docs/product.md#pd-measure), loading the module first if need be. */
export async function readPhotoViewsOf(page: Page, jpeg: Buffer): Promise<FaceReading[]> {
  return page.evaluate(
    async ({ src }) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const landmarks = (window as unknown as Partial<WindowWithFaceLandmarks>).oculoFaceLandmarks;
      if (!landmarks) throw new Error('the face landmarks module is not on the page');
      return landmarks.readPhotoViews(image);
    },
    { src: `data:image/jpeg;base64,${jpeg.toString('base64')}` },
  );
}
