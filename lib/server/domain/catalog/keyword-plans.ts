import { LRUCache } from 'lru-cache';
import { typedWords } from '@/lib/shop/search-query';
import type { KeywordSearch } from './keyword-search';

/**
 * Recent keywords as planned for searching (the shop's synonyms, corrected typos), kept per server
 * instance: planning asks the database about every word, and shoppers repeat the same searches.
 * Unlike the catalog answers they are kept whatever CATALOG_CACHE_SECONDS says: a plan holds until
 * the shop's words change, and every such change comes with a notice. A synonym edited in the
 * console sends the 'catalog' notice, and the words the catalog's texts use change only with a
 * product's name or search words, whose write sends the product's notice; both forget the plans
 * with the cached answers (forgetCatalogAnswers). The hour's limit only bounds what a missed
 * notice could leave behind.
 */
const shared = globalThis as typeof globalThis & {
  // On globalThis for the reason the catalog answers are (catalog-answers.ts): one per process.
  __oculoKeywordPlans?: { generation: number; plans: LRUCache<string, KeywordSearch> };
};

const state = (shared.__oculoKeywordPlans ??= {
  generation: 0,
  plans: new LRUCache<string, KeywordSearch>({ max: 5000, ttl: 3_600_000 }),
});

/** The keyword's words as planning reads them: the same words typed another way are one plan. */
function planKey(keyword: string): string {
  return typedWords(keyword)
    .map(({ word, quoted }) => (quoted ? `"${word}"` : word))
    .join(' ');
}

/** The remembered plan of `keyword`, planning it on a miss. Plans are shared: never mutate one. */
export async function rememberedPlan(
  keyword: string,
  plan: (keyword: string) => Promise<KeywordSearch>,
): Promise<KeywordSearch> {
  const key = planKey(keyword);
  const known = state.plans.get(key);
  if (known) return known;
  const generation = state.generation;
  const planned = await plan(keyword);
  // A plan made while the shop's words changed may be out of date: used once, not kept.
  if (generation === state.generation) state.plans.set(key, planned);
  return planned;
}

/** Forgets every remembered plan of this instance: the shop's search words or texts changed. */
export function forgetKeywordPlans(): void {
  state.generation += 1;
  state.plans.clear();
}
