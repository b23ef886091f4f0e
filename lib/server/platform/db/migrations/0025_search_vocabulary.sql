-- The words the shop's texts use, per place searched (search_terms): a shopper's word that is none
-- of them is corrected to the closest by trigram similarity (lib/server/search/keyword-plan.ts).
-- Words are the 'simple' parser's lexemes, so they are split as the search vectors split them;
-- a lexeme with punctuation in it ("cat-eye") is left out (its parts are words of their own), and
-- so is one with digits: codes and sizes ("oc1024", "tr90") are searched as typed, never corrected,
-- and the product codes alone would be most of the words.
CREATE FUNCTION "remember_search_terms"(place text, body text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_terms (scope, term, plain, stem)
  SELECT place, w.lexeme, unaccent(w.lexeme),
    coalesce((ts_lexize('english_stem', unaccent(w.lexeme)))[1], unaccent(w.lexeme))
  FROM unnest(to_tsvector('simple', body)) AS w
  WHERE w.lexeme !~ '[[:punct:][:space:][:digit:]]' AND length(w.lexeme) <= 40
  ON CONFLICT (scope, term) DO NOTHING
$$;
--> statement-breakpoint
-- Kept current by the writes themselves, from the console or by hand, as the read models are
-- (migration 0012). A word no text uses any more stays: correcting to it finds nothing, and the
-- search then offers "did you mean" instead.
CREATE FUNCTION "product_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM remember_search_terms('product', concat_ws(' ', NEW.code, NEW.name, NEW.search_text));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_terms" AFTER INSERT OR UPDATE OF code, name, search_text ON "products"
  FOR EACH ROW EXECUTE FUNCTION "product_search_terms"();
--> statement-breakpoint
CREATE FUNCTION "help_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM remember_search_terms('help', concat_ws(' ', NEW.title, NEW.summary, NEW.body));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "faq_articles_search_terms" AFTER INSERT OR UPDATE OF title, summary, body ON "faq_articles"
  FOR EACH ROW EXECUTE FUNCTION "help_search_terms"();
--> statement-breakpoint
SELECT remember_search_terms('product', concat_ws(' ', code, name, search_text)) FROM products;
--> statement-breakpoint
SELECT remember_search_terms('help', concat_ws(' ', title, summary, body)) FROM faq_articles;
--> statement-breakpoint
-- A change of the shop's search words changes what listings' searches find: every instance forgets
-- its cached catalog answers (lib/server/page-cache/page-changes.ts, "catalog").
CREATE TRIGGER "search_synonyms_page_change" AFTER INSERT OR UPDATE OR DELETE ON "search_synonyms"
  FOR EACH ROW EXECUTE FUNCTION "notice_page_change"('catalog');
--> statement-breakpoint
-- The shop's own words, as shoppers type them (docs/product.md#search-words); the console edits them.
INSERT INTO "search_synonyms" ("words", "means") VALUES
  ('reading glasses', ARRAY['readers', 'reading lenses', 'eyeglasses']),
  ('readers', ARRAY['reading glasses', 'eyeglasses']),
  ('blue lite', ARRAY['blue light']),
  ('blue light', ARRAY['eyeglasses']),
  ('computer glasses', ARRAY['blue light', 'eyeglasses']),
  ('screen glasses', ARRAY['blue light', 'eyeglasses']),
  ('tortise', ARRAY['tortoise']),
  ('tortoiseshell', ARRAY['tortoise']),
  ('tortoise shell', ARRAY['tortoise']),
  ('frames', ARRAY['glasses']),
  ('specs', ARRAY['glasses']),
  ('spectacles', ARRAY['glasses']),
  ('ray ban', ARRAY['wayfarer', 'aviator']),
  ('rayban', ARRAY['wayfarer', 'aviator']),
  ('gray', ARRAY['grey']),
  ('transparent', ARRAY['clear']),
  ('see through', ARRAY['clear']),
  ('shipping', ARRAY['delivery']),
  ('delivery', ARRAY['shipping']),
  ('refund', ARRAY['return']),
  ('pd', ARRAY['pupillary distance']);
