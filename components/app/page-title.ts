import { PAGE_TITLE } from '@/lib/shop/constants';
import { DEFAULT_SHOP_NAME } from '@/lib/shop/shop-name';

// The shop's title line (docs/product.md#routes): "stylish eyeglasses online and affordable
// prescription glasses". Every page's <title> carries it: the page's own name first (what a tab or
// a search result needs to tell pages apart), then the shop's name, as an owner set it
// (docs/operating.md#store-brand), and that title.

/** The shop's title: the home page's, and the suffix of every other page's. */
export function shopTitle(shopName: string): string {
  return `${shopName} – ${PAGE_TITLE}`;
}

/** The root layout's `title.template`: "%s" is the page's own title. */
export function pageTitleTemplate(shopName: string): string {
  return `%s | ${shopTitle(shopName)}`;
}

/** The title of the 404 page (docs/product.md#not-found-pages), set by the pages that answer it. */
export const NOT_FOUND_TITLE = 'Page not found';

/**
 * A page's full title, for the places the layout's template does not reach (global-error, which
 * runs in the browser without the settings: the default name).
 */
export function pageTitle(name: string, shopName: string = DEFAULT_SHOP_NAME): string {
  return pageTitleTemplate(shopName).replace('%s', name);
}
