import { DEFAULT_SHOP_NAME } from './shop-name';

// How the shop shows itself to shoppers (docs/operating.md#store-brand): its name, and the logo an
// owner uploaded, drawn in the header, in mail and on the invoice. Pure, so pages, mails and the
// invoice pick the same picture.

/** The sources of the owner's logo as an <img> takes them; null: the shop's own wordmark. */
export interface LogoImage {
  /** The smallest stored width: what a mail client or a printed invoice loads. */
  src: string;
  /** "<url> 1x, <url> 2x" for sharp screens, when a wider one is stored. */
  srcSet?: string;
}

export interface ShopBrand {
  shopName: string;
  logo: LogoImage | null;
}

export const DEFAULT_BRAND: ShopBrand = { shopName: DEFAULT_SHOP_NAME, logo: null };

/**
 * The logo's sources from its stored path (`/media/images/<stem>`) and widths: the smallest for
 * the header's height, the next one for a sharp screen. `base` goes before the path (the image
 * base address on pages, the public URL in mail).
 */
export function logoImage(path: string, widths: readonly number[], base = ''): LogoImage | null {
  const sorted = [...widths].sort((a, b) => a - b);
  const [smallest, larger] = sorted;
  if (smallest === undefined) return null;
  const at = (width: number) => `${base}${path}?w=${width}`;
  return larger === undefined
    ? { src: at(smallest) }
    : { src: at(smallest), srcSet: `${at(smallest)} 1x, ${at(larger)} 2x` };
}
