import { index, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The shop's own search words: what shoppers type (`words`, lowercased, one space between words,
 * "blue lite") and what it means in the catalog's words (`means`, each searched as an alternative
 * to the words themselves: "blue light"). Edited in the console (docs/product.md#search-words).
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    words: text('words').notNull(),
    means: text('means')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('search_synonyms_words_key').on(t.words)],
);

/**
 * Every word the shop's texts use, per place searched (`product`: names, codes and search words;
 * `help`: the help articles), kept by triggers as the texts change (migration search_vocabulary).
 * A shopper's word that is none of them is a typo to correct to the closest one by trigram
 * similarity of the accent-free spelling (`plain`); `stem` (English) lets "aviators" count as known.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    scope: text('scope').notNull(),
    term: text('term').notNull(),
    plain: text('plain').notNull(),
    stem: text('stem').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.term] }),
    index('search_terms_stem_idx').on(t.scope, t.stem),
    index('search_terms_plain_trgm_idx').using('gin', t.plain.op('gin_trgm_ops')),
  ],
);
