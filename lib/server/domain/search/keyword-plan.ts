import { sql, type SQL } from 'drizzle-orm';
import { database, rowsOf } from '@/lib/server/platform/db';
import {
  keywordParts,
  typedWords,
  tsqueryText,
  wordRuns,
  type KeywordPart,
  type QueryUnit,
} from '@/lib/shop/search-query';
import { searchSynonyms, searchTerms } from './tables';

/** Where a keyword is searched: the catalog's products, or the help articles. */
export type SearchPlace = 'product' | 'help';

/** What to search for a keyword (docs/product.md#search-words). */
export interface KeywordPlan {
  /** The to_tsquery ('english') text matching every word, or undefined when there are no words. */
  all: string | undefined;
  /** The same words, any of them matching: for questions, whose filler words match nothing. */
  any: string | undefined;
  /** The words searched instead of what was typed, when a misspelt word was corrected. */
  correctedTo?: string;
}

/** What the shop's texts say about one typed word. */
interface WordFacts {
  word: string;
  /** A stop word ("how", "for"): the English query leaves it out, so it is never corrected. */
  stopword: boolean;
  /** The word as the texts spell it (accents and all), when they use it. */
  spelled: string | null;
  /**
   * The texts use a word of the same stem that it starts or that starts it ("aviators" for
   * "aviator", "kid" for "kids"); "aviater" shares aviator's stem too, but is a typo to announce.
   */
  stemKnown: boolean;
  /** The texts use a word starting with it (the shopper may still be typing). */
  prefixKnown: boolean;
  /** The texts' closest word by trigram similarity of the accent-free spelling. */
  closest: string | null;
  /** The texts' shortest words that start with it ("acetate" for "acetat"). */
  completions: string[];
}

/**
 * How many words a last word still being typed also stands for. Its prefix match runs on English
 * stems, and a stem can be shorter than what was typed ("acetat" is past "acet", the stem of
 * "acetate"): the words it starts are searched whole besides.
 */
const COMPLETIONS_MAX = 5;

/** Words shorter than this are never corrected: too few letters to tell a typo from a word. */
const CORRECTABLE_LENGTH = 3;

/**
 * The synonyms of the keyword's runs of words, each with what its meanings mean in turn: "blue
 * lite" means "blue light", which the shop also finds as eyeglasses. One round trip.
 */
async function synonymsFor(words: readonly string[]): Promise<Map<string, string[]>> {
  const db = await database();
  const result = await db.execute(sql`
    select s.words, s.means || coalesce((select array_agg(m) from ${searchSynonyms} further,
        unnest(further.means) as m where further.words = any(s.means)), '{}'::text[]) as "means"
    from ${searchSynonyms} s where s.words = any(${textArray(wordRuns(words))})`);
  return new Map(
    rowsOf<{ words: string; means: string[] }>(result).map((row) => [row.words, [...new Set(row.means)]]),
  );
}

function textArray(words: readonly string[]): SQL {
  return sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
}

async function wordFacts(words: readonly string[], place: SearchPlace): Promise<Map<string, WordFacts>> {
  if (words.length === 0) return new Map();
  const db = await database();
  // `%` is pg_trgm's similarity above its threshold (0.3), answered from the trigram index.
  const result = await db.execute(sql`
    select w.word,
      coalesce(cardinality(ts_lexize('english_stem', w.plain)) = 0, false) as "stopword",
      (select t.term from ${searchTerms} t where t.scope = ${place} and t.plain = w.plain
        order by t.term = w.word desc, t.term limit 1) as "spelled",
      exists(select 1 from ${searchTerms} t where t.scope = ${place}
        and t.stem = (ts_lexize('english_stem', w.plain))[1]
        and (w.plain like t.plain || '%' or t.plain like w.plain || '%')) as "stemKnown",
      exists(select 1 from ${searchTerms} t where t.scope = ${place}
        and t.plain like w.plain || '%') as "prefixKnown",
      (select t.term from ${searchTerms} t where t.scope = ${place} and t.plain % w.plain
        order by similarity(t.plain, w.plain) desc, length(t.term), t.term limit 1) as "closest",
      array(select t.term from ${searchTerms} t where t.scope = ${place} and t.plain like w.plain || '_%'
        order by length(t.term), t.term limit ${COMPLETIONS_MAX}) as "completions"
    from (select word, unaccent(word) as plain from unnest(${textArray(words)}) as word) as w`);
  return new Map(rowsOf<WordFacts>(result).map((facts) => [facts.word, facts]));
}

/** The query unit of a typed word, and the word it was corrected to, if it was. */
function resolveWord(
  facts: WordFacts | undefined,
  word: string,
  last: boolean,
  asTyped: boolean,
): { unit: QueryUnit; correctedTo?: string } {
  const typed: QueryUnit = [[{ word, prefix: last }]];
  if (!facts || facts.stopword) return { unit: typed };
  const completions = last ? facts.completions.map((term) => [{ word: term, prefix: false }]) : [];
  if (facts.spelled) return { unit: [[{ word: facts.spelled, prefix: last }], ...completions] };
  if (facts.stemKnown || (last && facts.prefixKnown)) return { unit: [...typed, ...completions] };
  // A word with digits is a code or a size ("OC1024", "tr90", "60ml"): searched as typed.
  if (asTyped || !facts.closest || word.length < CORRECTABLE_LENGTH || /\d/.test(word))
    return { unit: typed };
  return { unit: [[{ word: facts.closest, prefix: false }]], correctedTo: facts.closest };
}

/**
 * The search for a keyword: the shop's synonyms of its words as alternatives, a misspelt word
 * (one the shop's texts do not use, nor a word of the same stem or, for the last word, a longer
 * word it starts) replaced by the texts' closest word, and the last word matched
 * as a prefix so results follow the shopper's typing ("tita" finds titanium). A word "in quotes"
 * is searched as typed: the way back from a correction ("Search for aviater instead").
 */
export async function planKeyword(keyword: string | undefined, place: SearchPlace): Promise<KeywordPlan> {
  const typed = typedWords(keyword);
  const words = typed.map(({ word }) => word);
  const quoted = new Set(typed.filter((word) => word.quoted).map(({ word }) => word));
  if (words.length === 0) return { all: undefined, any: undefined };
  // Both lookups at once; a word's facts are wasted when it turns out to be part of a synonym.
  const [synonyms, facts] = await Promise.all([synonymsFor(words), wordFacts(words, place)]);
  const parts = keywordParts(words, synonyms);
  let corrected = false;
  const searched: string[] = [];
  const units: QueryUnit[] = parts.map((part: KeywordPart, index) => {
    const last = index === parts.length - 1;
    if (part.means) {
      searched.push(...part.words);
      const typed = part.words.map((word, at) => ({ word, prefix: last && at === part.words.length - 1 }));
      return [typed, ...part.means.map((means) => means.map((word) => ({ word, prefix: false })))];
    }
    const word = part.words[0] ?? '';
    const resolved = resolveWord(facts.get(word), word, last, quoted.has(word));
    corrected ||= resolved.correctedTo !== undefined;
    searched.push(resolved.correctedTo ?? word);
    return resolved.unit;
  });
  return {
    all: tsqueryText(units, '&'),
    any: tsqueryText(units, '|'),
    ...(corrected ? { correctedTo: searched.join(' ') } : {}),
  };
}

/**
 * "Did you mean": the keyword with each word the texts do not use replaced by their nearest word,
 * however far (the listing found nothing even after correcting). Undefined when nothing changes.
 */
export async function keywordSuggestion(keyword: string, place: SearchPlace): Promise<string | undefined> {
  const words = typedWords(keyword).map(({ word }) => word);
  if (words.length === 0) return undefined;
  const db = await database();
  const result = await db.execute(sql`
    select w.word, coalesce((select t.term from ${searchTerms} t where t.scope = ${place}
        and not exists (select 1 from ${searchTerms} k where k.scope = ${place} and k.plain = w.plain)
        and cardinality(coalesce(ts_lexize('english_stem', w.plain), '{x}')) > 0
        and w.plain !~ '[0-9]'
        and similarity(t.plain, w.plain) >= 0.2
        order by similarity(t.plain, w.plain) desc, length(t.term), t.term limit 1), w.word) as "nearest"
    from (select word, unaccent(word) as plain from unnest(${textArray(words)}) as word) as w`);
  const nearest = new Map(
    rowsOf<{ word: string; nearest: string }>(result).map((row) => [row.word, row.nearest]),
  );
  const suggestion = words.map((word) => nearest.get(word) ?? word).join(' ');
  return suggestion === words.join(' ') ? undefined : suggestion;
}
