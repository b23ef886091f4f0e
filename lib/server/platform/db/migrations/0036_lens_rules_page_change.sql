-- A lens rule edit redraws what the rule decides on the shop's pages (docs/product.md#lens-rules):
-- the listings' Progressive-ready filter and each frame's "Progressive lenses" line read the
-- multifocal height rule, so a change to lens_rules sends the "catalog" notice (migration 0010):
-- every server drops its cached listings, product pages and catalog answers.
CREATE TRIGGER "lens_rules_page_change" AFTER INSERT OR UPDATE OR DELETE ON "lens_rules"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_page_change"('catalog');
