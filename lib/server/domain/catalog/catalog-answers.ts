import { LRUCache } from 'lru-cache';
import { serverConfig } from '../../platform/config';
import { forgetKeywordPlans } from './keyword-plans';

/**
 * Recent catalog answers (listing pages, filter facets), kept per server instance. They are
 * the same for every shopper and most traffic asks for the same few pages, so a busy shop
 * answers from memory and the database sees each distinct question once per interval.
 *
 * Freshness: every write to a product, its frame data, colours or images, by the shop or by hand,
 * sends a change notice (migration 0010) that clears the answers of every instance
 * (lib/server/platform/page-cache); the read models they come from were rebuilt in the write's own
 * transaction (migration 0012). A stock change is no catalog write: a card's in-stock flag is
 * read live, and an answer shows it within CATALOG_CACHE_SECONDS (default 10). An answer also
 * expires when the first flash sale in it ends. Concurrent misses for one question share one
 * database query.
 */
type Load = () => Promise<unknown>;
interface Question {
  load: Load;
  /** The moment the answer stops being true (a sale ending), if sooner than the interval. */
  expiresAt?: (answer: unknown) => number | undefined;
}

/**
 * One cache per process, kept on globalThis: Next.js bundles the instrumentation (where the change
 * notices are heard) apart from the pages and route handlers, each with its own copy of this
 * module. A module-level cache cleared by the notice listener left the pages' copy untouched, so a
 * listing page kept an old price for up to CATALOG_CACHE_SECONDS (found by the scale-out suite).
 */
const shared = globalThis as typeof globalThis & {
  __oculoCatalogAnswers?: { generation: number; answers: LRUCache<string, object, Question> };
};

const state = (shared.__oculoCatalogAnswers ??= { generation: 0, answers: newAnswers() });
const answers = state.answers;

function newAnswers(): LRUCache<string, object, Question> {
  return new LRUCache<string, object, Question>({
    max: 2000,
    ttl: 10_000,
    // A shopper whose answer is loading while the catalog changes still gets it (it was true when
    // asked); the generation in the key keeps it from being served to anyone after.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { options, context }) => {
      const answer = (await context.load()) as object;
      const expiresAt = context.expiresAt?.(answer);
      if (expiresAt !== undefined)
        options.ttl = Math.max(1, Math.min(options.ttl ?? Infinity, expiresAt - Date.now()));
      return answer;
    },
  });
}

/** The cached answer to `key` in the `kind` family, loading it on a miss. Answers are shared: never mutate one. */
export async function catalogAnswer<T extends object>(
  kind: string,
  key: unknown,
  load: () => Promise<T>,
  expiresAt?: (answer: T) => number | undefined,
): Promise<T> {
  const seconds = serverConfig().CATALOG_CACHE_SECONDS;
  if (seconds === 0) return load();
  // The generation makes answers loaded before a change unreachable even if they land after it.
  const answer = await answers.fetch(`${state.generation}:${kind}:${JSON.stringify(key)}`, {
    ttl: seconds * 1000,
    context: { load, expiresAt: expiresAt as Question['expiresAt'] },
  });
  return answer as T;
}

/**
 * Forgets every cached answer of this instance, and the keywords as planned: call after any catalog write, and again after
 * the transaction commits when the write was inside one.
 */
export function forgetCatalogAnswers(): void {
  state.generation += 1;
  answers.clear();
  // What the shop's words mean may have changed with the catalog: keywords are planned anew.
  forgetKeywordPlans();
}
