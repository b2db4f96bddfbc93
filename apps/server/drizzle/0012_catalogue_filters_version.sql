CREATE TABLE "catalogue_filters_version" (
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_filters_version" ("version") VALUES (1);
--> statement-breakpoint
-- The catalogue offers every visible brand with its price span and every active category (catalogue-filters.ts).
-- A server keeps those options with the version it read them at, and its statement works them out again only
-- when the version has moved, so every change that can change them must move it, in its own transaction.
CREATE FUNCTION catalogue_filters_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_filters_version SET version = version + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Orders move stock and sales, reviews move ratings: those updates leave the options and the version's row alone,
-- so they never wait on it. Only a changed brand, price, category or visibility moves it.
CREATE FUNCTION products_after_update_filters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT id, brand, price_cents, category_id, is_active, deleted_at FROM new_products
    EXCEPT
    SELECT id, brand, price_cents, category_id, is_active, deleted_at FROM old_products
  ) THEN
    UPDATE catalogue_filters_version SET version = version + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_filters_insert AFTER INSERT ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_filters_moved();
--> statement-breakpoint
CREATE TRIGGER products_filters_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_after_update_filters();
--> statement-breakpoint
CREATE TRIGGER products_filters_delete AFTER DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_filters_moved();
--> statement-breakpoint
CREATE TRIGGER products_filters_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_filters_moved();
--> statement-breakpoint
CREATE TRIGGER categories_filters_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_filters_moved();
