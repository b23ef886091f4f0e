ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
-- Orders delivered before the date was kept take it from their history: the first move to 4 Completed.
UPDATE "orders" SET "delivered_at" = "delivered"."at" FROM (SELECT "order_id", min("at") AS "at" FROM "order_history" WHERE "to_status" = 4 GROUP BY "order_id") AS "delivered" WHERE "delivered"."order_id" = "orders"."id";
