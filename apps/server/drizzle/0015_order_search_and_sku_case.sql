-- SKUs become unique apart from case. A store that already holds two products whose SKUs differ only by case
-- cannot take the new index: say which ones, so the owner can rename one and start the store again.
DO $$
DECLARE
  collisions text;
BEGIN
  SELECT string_agg(
           format('Products %s (id %s) and %s (id %s)', first.sku, first.id, second.sku, second.id),
           '; ' ORDER BY first.sku, second.sku)
    INTO collisions
    FROM "products" AS first
    JOIN "products" AS second ON lower(first.sku) = lower(second.sku) AND first.id < second.id;
  IF collisions IS NOT NULL THEN
    RAISE EXCEPTION '% have the same SKU apart from case: rename one, then start the store again', collisions;
  END IF;
END
$$;--> statement-breakpoint
DROP INDEX "products_sku_key";--> statement-breakpoint
CREATE INDEX "orders_order_number_trgm_idx" ON "orders" USING gin ("order_number" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_key" ON "products" USING btree (lower("sku"));
