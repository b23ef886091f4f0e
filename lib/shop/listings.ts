import { CATEGORIES, type ListingScope } from './categories';

/** A product listing page: one of the six categories ("/:type") or all frames ("/product"). */
export interface Listing {
  scope: ListingScope;
  name: string;
  /** The listing's canonical path. */
  href: string;
  description: string;
}

const DESCRIPTIONS: Record<ListingScope, string> = {
  eyeglasses:
    'Prescription eyeglasses online: round, square, cat-eye and more in acetate, metal and titanium, with lenses made to your prescription.',
  sunglasses:
    'Prescription and non-prescription sunglasses with tinted or polarized lenses and UV protection.',
  new_arrivals: 'The newest Oculo frames: eyeglasses and sunglasses just added to the shop.',
  flash_sale: 'Flash sale: eyeglasses and sunglasses at reduced prices for a limited time.',
  best_sellers: "Oculo's best-selling eyeglasses and sunglasses, loved by shoppers.",
  accessories: 'Glasses cases, cleaning cloths, lens spray, chains and clip-ons.',
  frames: 'Every Oculo frame: prescription eyeglasses and sunglasses in every shape, material and size.',
};

export const ALL_FRAMES: Listing = {
  scope: 'frames',
  name: 'All frames',
  href: '/product',
  description: DESCRIPTIONS.frames,
};

export const LISTINGS: readonly Listing[] = [
  ...CATEGORIES.map((category) => ({
    scope: category.key,
    name: category.name,
    href: category.href,
    description: DESCRIPTIONS[category.key],
  })),
  ALL_FRAMES,
];

/** The listing a single path segment names ("eyeglasses", "product"), or undefined. */
export function listingBySlug(slug: string): Listing | undefined {
  return LISTINGS.find((listing) => listing.href === `/${slug}`);
}

/** Whether a listing sells frames (it shows the frame filters) rather than accessories. */
export function listsFrames(listing: Listing): boolean {
  return listing.scope !== 'accessories';
}
