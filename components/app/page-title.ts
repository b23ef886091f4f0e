import { PAGE_TITLE } from '@/lib/shop/constants';

// The shop's title line (docs/product.md#routes): "stylish eyeglasses online and affordable
// prescription glasses". Every page's <title> carries it: the page's own name first (what a tab or
// a search result needs to tell pages apart), then the shop's name and that title.

/** The shop's title: the home page's, and the suffix of every other page's. */
export const SHOP_TITLE = `Oculo – ${PAGE_TITLE}`;

/** The root layout's `title.template`: "%s" is the page's own title. */
export const PAGE_TITLE_TEMPLATE = `%s | ${SHOP_TITLE}`;

/** The title of the 404 page (docs/product.md#not-found-pages), set by the pages that answer it. */
export const NOT_FOUND_TITLE = 'Page not found';

/** A page's full title, for the places the layout's template does not reach (global-error). */
export function pageTitle(name: string): string {
  return PAGE_TITLE_TEMPLATE.replace('%s', name);
}
