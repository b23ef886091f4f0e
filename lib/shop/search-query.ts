// How a shopper's keyword becomes a full-text query (docs/product.md#search-words): the words, the
// shop's own words for them, and the query text PostgreSQL's to_tsquery reads.

/** At most this many words of a keyword are searched; the rest are ignored. */
export const SEARCH_WORDS_MAX = 6;
/** The fewest characters the header search suggests for (docs/product.md#search-typeahead). */
export const SUGGEST_MIN_CHARACTERS = 2;
/** The most products the header search suggests. */
export const SUGGEST_PRODUCTS_MAX = 6;
/** A synonym's words are at most this many ("tortoise shell", "blue light glasses"). */
export const SYNONYM_WORDS_MAX = 3;

const WORD = /^[\p{L}\p{N}]+$/u;

/**
 * The words of a keyword, lowercased and reduced to letters and digits, so nothing the shopper
 * types reaches the query syntax ("cat-eye" is "cat" and "eye").
 */
export function searchWords(keyword: string | undefined, max = SEARCH_WORDS_MAX): string[] {
  return typedWords(keyword, max).map(({ word }) => word);
}

/** A word of the keyword, and whether the shopper quoted it: a quoted word is searched as typed. */
export interface TypedWord {
  word: string;
  quoted: boolean;
}

/** The keyword's words (as searchWords), each marked when it stood "in quotes". */
export function typedWords(keyword: string | undefined, max = SEARCH_WORDS_MAX): TypedWord[] {
  return (keyword ?? '')
    .toLowerCase()
    .split('"')
    .flatMap((stretch, index) =>
      stretch
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
        .map((word) => ({ word, quoted: index % 2 === 1 })),
    )
    .slice(0, max);
}

/** The keyword that searches `words` exactly as typed, with no spelling correction. */
export function asTypedKeyword(keyword: string): string {
  return `"${searchWords(keyword).join(' ')}"`;
}

/** A keyword's runs of one to SYNONYM_WORDS_MAX words, as a synonym's `words` are written. */
export function wordRuns(words: readonly string[]): string[] {
  const runs = new Set<string>();
  for (let start = 0; start < words.length; start += 1) {
    for (let length = 1; length <= SYNONYM_WORDS_MAX && start + length <= words.length; length += 1) {
      runs.add(words.slice(start, start + length).join(' '));
    }
  }
  return [...runs];
}

/** A stretch of the keyword: one word, or the words of a synonym with what they mean. */
export type KeywordPart = { words: string[]; means?: string[][] };

/** Splits the words into synonyms (longest first, left to right) and single words. */
export function keywordParts(
  words: readonly string[],
  synonyms: ReadonlyMap<string, readonly string[]>,
): KeywordPart[] {
  const parts: KeywordPart[] = [];
  let start = 0;
  while (start < words.length) {
    let matched: KeywordPart | undefined;
    for (
      let length = Math.min(SYNONYM_WORDS_MAX, words.length - start);
      length >= 1 && !matched;
      length -= 1
    ) {
      const run = words.slice(start, start + length);
      const means = synonyms.get(run.join(' '));
      if (means)
        matched = {
          words: run,
          means: means.map((phrase) => searchWords(phrase)).filter((w) => w.length > 0),
        };
    }
    const part = matched ?? { words: [words[start] ?? ''] };
    parts.push(part);
    start += part.words.length;
  }
  return parts;
}

/** One term of the query: a word, matched as a prefix while the shopper may still be typing it. */
export interface QueryWord {
  word: string;
  prefix: boolean;
}

/** A query unit: alternatives, each of words that must all match ("blue light" or "eyeglasses"). */
export type QueryUnit = QueryWord[][];

function termText({ word, prefix }: QueryWord): string | undefined {
  if (!WORD.test(word)) return undefined;
  return prefix ? `${word}:*` : word;
}

function unitText(unit: QueryUnit): string | undefined {
  const alternatives = unit
    .map((words) => words.map(termText))
    .filter((terms): terms is string[] => terms.length > 0 && terms.every((term) => term !== undefined))
    .map((terms) => terms.join(' & '));
  const distinct = [...new Set(alternatives)];
  if (distinct.length === 0) return undefined;
  if (distinct.length === 1) return distinct[0];
  return `(${distinct.map((text) => (text.includes('&') ? `(${text})` : text)).join(' | ')})`;
}

/**
 * The to_tsquery text of the units: every unit (`&`), as a listing searches, or any (`|`), as a
 * question is answered. Only letters and digits reach it; undefined when nothing is left.
 */
export function tsqueryText(units: readonly QueryUnit[], join: '&' | '|'): string | undefined {
  const texts = units.map(unitText).filter((text): text is string => text !== undefined);
  return texts.length > 0 ? texts.join(` ${join} `) : undefined;
}
