CREATE TABLE "customer_last_order_days" (
	"day" date PRIMARY KEY NOT NULL,
	"customers" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_order_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"order_count" integer NOT NULL,
	"last_order_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_daily_totals" (
	"day" date NOT NULL,
	"status" "order_status" NOT NULL,
	"is_paid" boolean NOT NULL,
	"order_count" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	CONSTRAINT "order_daily_totals_day_status_is_paid_pk" PRIMARY KEY("day","status","is_paid")
);
--> statement-breakpoint
CREATE TABLE "store_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_order_totals_last_order_idx" ON "customer_order_totals" USING btree ("last_order_at");--> statement-breakpoint
CREATE INDEX "orders_order_number_pattern_idx" ON "orders" USING btree ("order_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_sku_trgm_idx" ON "products" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_low_stock_idx" ON "products" USING btree ("stock") WHERE "products"."stock" <= "products"."low_stock_threshold" and "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_live_created_idx" ON "users" USING btree ("created_at") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_name_email_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);