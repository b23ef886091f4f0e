import * as reviewCopy from '@/lib/server/flows/seed/data/review-copy';
import { FAQ_OPTICAL } from '@/lib/server/flows/seed/data/faq-optical';
import { FAQ_SHOP } from '@/lib/server/flows/seed/data/faq-shop';
import { BANNERS, CATEGORIES, PHOTO_WALL_STORIES } from '@/lib/server/flows/seed/data/storefront';

// docs/operating.md#promotions: the content a new shop is seeded with (rows an owner edits in
// Content) names the second-frame offer without its percentage, so it stays true when the owner
// changes the offer. The flash sale's own percentages are the sale's, not the offer's.

/** Every string in a seeded value, however deep. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

const OFFER_PERCENTAGE = /\b50 ?%|50-off|half[- ](?:off|price)|one and a half/i;

describe('seeded content names the offer without its percentage', () => {
  it.each([
    ['help articles', [...FAQ_SHOP, ...FAQ_OPTICAL].map(({ slug: _slug, ...article }) => article)],
    ['banners', BANNERS],
    ['category texts', CATEGORIES],
    ['photo-wall stories', PHOTO_WALL_STORIES],
    ['review words', reviewCopy],
  ])('%s', (_, seeded) => {
    const stated = textsOf(seeded).filter((text) => OFFER_PERCENTAGE.test(text));
    expect(stated).toEqual([]);
  });
});
