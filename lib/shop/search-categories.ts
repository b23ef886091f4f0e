import { FRAME_SHAPES, attributeLabel } from './frame-attributes';
import { listingHref, PLAIN_LISTING } from './listing-query';
import { LISTINGS } from './listings';
import { searchWords } from './search-query';

// The categories the header's search suggests as the shopper types (docs/product.md#search-typeahead):
// the top menu's listings, by their names and the words shoppers use for them, and the frame shapes.

export interface SuggestedCategory {
  name: string;
  href: string;
}

/** Words that lead to a listing besides its own name. */
const LISTING_WORDS: Readonly<Record<string, readonly string[]>> = {
  eyeglasses: ['glasses', 'spectacles', 'specs', 'optical', 'frames', 'prescription', 'readers', 'reading'],
  sunglasses: ['sun', 'shades', 'sunnies', 'polarized', 'tinted'],
  new_arrivals: ['new', 'latest', 'arrivals'],
  flash_sale: ['sale', 'deals', 'discount', 'offers'],
  best_sellers: ['best', 'popular', 'bestsellers'],
  accessories: ['case', 'cloth', 'chain', 'cord', 'spray', 'clip', 'wipes', 'repair'],
};

const FRAME_WORDS = ['eyeglasses', 'glasses', 'frames', 'frame', 'specs'];

/** Whether every typed word starts one of the words (the last may still be being typed). */
function matches(typed: readonly string[], words: readonly string[]): boolean {
  return typed.every((word) => words.some((candidate) => candidate.startsWith(word)));
}

/** The categories a keyword leads to, at most `max`: listings first, then shapes of eyeglasses. */
export function suggestedCategories(keyword: string, max = 3): SuggestedCategory[] {
  const typed = searchWords(keyword);
  if (typed.length === 0) return [];
  const listings = LISTINGS.filter((listing) =>
    matches(typed, [
      ...searchWords(listing.name),
      ...searchWords(listing.scope),
      ...(LISTING_WORDS[listing.scope] ?? []),
    ]),
  ).map((listing) => ({ name: listing.name, href: listing.href }));
  // "round", "round glasses", "cat eye": a shape's words, with the words for glasses around them.
  const shapes = FRAME_SHAPES.filter((shape) => {
    const own = [...searchWords(shape), shape.replace('-', '')];
    return (
      typed.some((word) => own.some((candidate) => candidate.startsWith(word))) &&
      matches(typed, [...own, ...FRAME_WORDS])
    );
  }).map((shape) => ({
    name: `${attributeLabel(shape)} eyeglasses`,
    href: listingHref('/eyeglasses', { ...PLAIN_LISTING, facets: { shape: [shape] } }),
  }));
  return [...listings, ...shapes].slice(0, max);
}
