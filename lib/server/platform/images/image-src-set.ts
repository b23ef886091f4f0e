import { getImageProps, type ImageLoader } from 'next/image';
import { widthFor } from '@/lib/shop/image-rules';
import { mediaUrl } from '../media-url';

// Lists every configured next/image width (a `sizes` with no "vw" in it); the loader then maps each
// to a stored one, and the list below is cut to the distinct stored widths.
const EVERY_WIDTH = '100px';

/**
 * The srcSet of an uploaded image (served through next/image with real sizes): made by next/image's
 * getImageProps on the server with a loader that addresses the shop's own stored widths
 * (`/media/images/<stem>?w=<stored width>`), each described by its real width. The page gets a
 * plain <img srcset>, so the storefront ships none of next/image's browser code. A drawing (no
 * widths) has no srcSet: it is an SVG served as it is.
 */
export function imageSrcSet(path: string, widths: readonly number[] | null | undefined): string | undefined {
  if (!widths || widths.length === 0) return undefined;
  const loader: ImageLoader = ({ src, width }) => `${mediaUrl(src)}?w=${widthFor(widths, width)}`;
  const largest = Math.max(...widths);
  const { props } = getImageProps({
    src: path,
    alt: '',
    width: largest,
    height: largest,
    sizes: EVERY_WIDTH,
    loader,
  });
  const urls = new Set((props.srcSet ?? '').split(', ').map((entry) => entry.split(' ')[0] ?? ''));
  const described = [...urls]
    .filter(Boolean)
    .map((url) => ({ url, width: Number(new URL(url, 'http://shop.invalid').searchParams.get('w')) }))
    .sort((a, b) => a.width - b.width);
  return described.map(({ url, width }) => `${url} ${width}w`).join(', ') || undefined;
}
