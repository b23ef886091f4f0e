-- A product's rating columns (products.rating_average, the mean × 100 rounded half up, and
-- rating_count) follow every write to its reviews, by the shop, an operator or plain SQL: the
-- listings, cards and rating sort copy them (migration 0012), so a review published or withdrawn by
-- hand must move them too. Once per statement for the products it touched; a product whose figures
-- did not change is not rewritten (no page or listing is redrawn for it).
-- lib/server/reviews/product-ratings.ts computes the same figures for the shop's own writes.
CREATE FUNCTION "sync_review_ratings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH touched AS (
    SELECT product_id FROM changed_reviews
  ), figures AS (
    SELECT p.id,
      coalesce((SELECT round(avg(r.rating) * 100) FROM reviews r
                WHERE r.product_id = p.id AND r.is_published), 0) AS average,
      (SELECT count(*) FROM reviews r WHERE r.product_id = p.id AND r.is_published) AS total
    FROM products p WHERE p.id IN (SELECT product_id FROM touched)
  )
  UPDATE products p SET rating_average = f.average, rating_count = f.total
  FROM figures f
  WHERE p.id = f.id AND (p.rating_average, p.rating_count) IS DISTINCT FROM (f.average, f.total);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reviews_ratings_insert" AFTER INSERT ON "reviews"
  REFERENCING NEW TABLE AS changed_reviews FOR EACH STATEMENT EXECUTE FUNCTION "sync_review_ratings"();
--> statement-breakpoint
CREATE TRIGGER "reviews_ratings_delete" AFTER DELETE ON "reviews"
  REFERENCING OLD TABLE AS changed_reviews FOR EACH STATEMENT EXECUTE FUNCTION "sync_review_ratings"();
--> statement-breakpoint
-- An update can move a review between products: both the old and the new product are counted.
CREATE FUNCTION "sync_review_ratings_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET
    rating_average = coalesce((SELECT round(avg(r.rating) * 100) FROM reviews r
                               WHERE r.product_id = p.id AND r.is_published), 0),
    rating_count = (SELECT count(*) FROM reviews r WHERE r.product_id = p.id AND r.is_published)
  WHERE p.id IN (SELECT product_id FROM old_reviews UNION SELECT product_id FROM new_reviews)
    AND (p.rating_average, p.rating_count) IS DISTINCT FROM (
      coalesce((SELECT round(avg(r.rating) * 100) FROM reviews r
                WHERE r.product_id = p.id AND r.is_published), 0),
      (SELECT count(*) FROM reviews r WHERE r.product_id = p.id AND r.is_published));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reviews_ratings_update" AFTER UPDATE ON "reviews"
  REFERENCING OLD TABLE AS old_reviews NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION "sync_review_ratings_on_update"();
