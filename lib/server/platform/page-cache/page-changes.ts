/**
 * What a change notice from the database (migration 0010, channel oculo_page_changes) means for
 * the rendered pages. Pages carry Next.js's path tags (`_N_T_` + a route or an address, the tags
 * `revalidatePath` expires), so this is the one place that knows which routes show what.
 */
export const PAGE_CHANGES_CHANNEL = 'oculo_page_changes';

const PATH_TAG = '_N_T_';
/**
 * Every listing, pages 2… included: their routes (app/(listings): /eyeglasses … /product, and
 * /[type]/page/[page]) share this group's layout tag.
 */
const LISTINGS = `${PATH_TAG}/(listings)/layout`;
/** The home page ("/" is rewritten to /home, an optional catch-all: its layout tag is on every render). */
const HOME = `${PATH_TAG}/home/layout`;
const EVERY_PRODUCT_PAGE = `${PATH_TAG}/details/[code]/layout`;
const productPage = (code: string) => `${PATH_TAG}/details/${code}`;

export interface PageChange {
  /** The page tags to expire. */
  tags: string[];
  /** Whether the cached catalog answers (listings, filter facets) are out of date too. */
  catalog: boolean;
  /** Whether the store settings changed (docs/operating.md#store-settings): each server reads them again. */
  store?: boolean;
  /** Whether the shop's promotions changed: every server reads the second-frame offer again. */
  promotions?: true;
  /** Whether the shipping table changed: every server reads the zones and methods again. */
  shipping?: true;
  /** Whether the tax rates or settings changed: no page shows them, every server reads them again. */
  taxes?: true;
}

const NOTHING: PageChange = { tags: [], catalog: false };
/** The root layout's tag, on every page: the shop's name is in every title. */
const EVERY_PAGE = `${PATH_TAG}/layout`;

/**
 * The pages a notice makes out of date: `product:OC1134`, `availability:…` (a colour sold out or
 * back: migration 0019), `stock:…`, `review:…`, `catalog`, `home`, `faq`, `pages` (about, why choose),
 * `store` (the store settings: every page), `promotions` (the second-frame offer), `shipping` (the
 * shipping table), `taxes` (no page).
 */
export function pageChangeOf(notice: string): PageChange {
  const [kind, code] = notice.split(':', 2);
  if (code !== undefined) {
    if (!code) return NOTHING;
    // A card says "Sold out": availability is shown wherever the product's card is.
    if (kind === 'product' || kind === 'availability')
      return { tags: [productPage(code), LISTINGS, HOME], catalog: true };
    if (kind === 'stock' || kind === 'review') return { tags: [productPage(code)], catalog: false };
    return NOTHING;
  }
  if (kind === 'catalog') return { tags: [LISTINGS, HOME, EVERY_PRODUCT_PAGE], catalog: true };
  if (kind === 'home') return { tags: [HOME], catalog: false };
  if (kind === 'store') return { tags: [EVERY_PAGE], catalog: false, store: true };
  // the second-frame offer (migration 0039): every page's footer and terms strip advertise it
  if (kind === 'promotions') return { tags: [EVERY_PAGE], catalog: false, promotions: true };
  // the shipping table (the shipping migration): every page's terms strip and footer advertise free shipping
  if (kind === 'shipping') return { tags: [EVERY_PAGE], catalog: false, shipping: true };
  // the tax rates and settings (migration 0044): the checkout reads them, no page shows them
  if (kind === 'taxes') return { tags: [], catalog: false, taxes: true };
  if (kind === 'faq') return { tags: [`${PATH_TAG}/faq/layout`], catalog: false };
  if (kind === 'pages')
    return {
      tags: [
        `${PATH_TAG}/about-us`,
        `${PATH_TAG}/why-choose-oculo`,
        // The pages are optional catch-all segments: their layout tags are on every render.
        `${PATH_TAG}/about-us/layout`,
        `${PATH_TAG}/why-choose-oculo/layout`,
      ],
      catalog: false,
    };
  return NOTHING;
}

/**
 * The product whose stock (or variants) a notice says changed: `stock:CODE`, `availability:CODE`
 * (a restock from zero), or `product:CODE` for a variant written with more than its stock (an
 * operator restocking a colour by hand).
 */
export function stockChangeOf(notice: string): string | undefined {
  const [kind, code] = notice.split(':', 2);
  return (kind === 'stock' || kind === 'availability' || kind === 'product') && code ? code : undefined;
}
