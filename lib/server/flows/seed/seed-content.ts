import { banners, categories, faqArticles, hotSearchWords, photoWallEntries } from '../../platform/db/schema';
import type { SeedProduct } from './catalog-types';
import { FAQ_OPTICAL } from './data/faq-optical';
import { FAQ_SHOP } from './data/faq-shop';
import { BANNERS, CATEGORIES, HOT_SEARCH_WORDS, PHOTO_WALL_STORIES } from './data/storefront';
import type { SeedWriter } from './insert-catalog';

const DAY_MS = 24 * 60 * 60 * 1000;

export const FAQ_ENTRIES = [...FAQ_SHOP, ...FAQ_OPTICAL];

/** Categories, banners, hot search words, the photo wall and the FAQ. */
export async function insertContent(db: SeedWriter, catalog: readonly SeedProduct[], now: Date) {
  await db.insert(categories).values(CATEGORIES.map((category, sort) => ({ ...category, sort })));
  await db.insert(banners).values(
    BANNERS.map(({ slug, ...banner }, sort) => ({
      ...banner,
      imagePath: `/media/banners/${slug}.svg`,
      sort,
    })),
  );
  await db.insert(hotSearchWords).values(HOT_SEARCH_WORDS.map((word, sort) => ({ word, sort })));
  await db.insert(photoWallEntries).values(photoWallRows(catalog, now));
  await db.insert(faqArticles).values(
    FAQ_ENTRIES.map(({ paragraphs, ...article }, sort) => ({
      ...article,
      body: paragraphs.join('\n\n'),
      sort,
      updatedAt: now,
    })),
  );
  return { faqArticles: FAQ_ENTRIES.length };
}

/** Pairs each story with a frame spread across the catalog, and its image /media/photo-wall/{n}.svg. */
export function photoWallRows(catalog: readonly SeedProduct[], now: Date) {
  const frames = catalog.filter((product) => product.frame !== null);
  const step = Math.max(1, Math.floor(frames.length / PHOTO_WALL_STORIES.length));
  return PHOTO_WALL_STORIES.map((story, index) => {
    const frame = frames.length > 0 ? frames[(index * step + 3) % frames.length] : undefined;
    const number = index + 1;
    return {
      ...story,
      productCode: frame?.code ?? null,
      imagePath: `/media/photo-wall/${number}.svg`,
      imageAlt: frame ? `${story.author} wearing ${frame.name}` : `${story.author} wearing glasses`,
      sort: index,
      createdAt: new Date(now.getTime() - (index * 3 + 1) * DAY_MS),
    };
  });
}
