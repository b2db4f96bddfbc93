CREATE TABLE "customer_order_day_pairs" (
	"day" date NOT NULL,
	"previous_day" date NOT NULL,
	"customers" integer NOT NULL,
	CONSTRAINT "customer_order_day_pairs_day_previous_day_pk" PRIMARY KEY("day","previous_day")
);
--> statement-breakpoint
CREATE TABLE "customer_order_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "customer_order_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "customer_spend_windows" (
	"days" smallint NOT NULL,
	"user_id" uuid NOT NULL,
	"orders" integer NOT NULL,
	"spend_cents" bigint NOT NULL,
	CONSTRAINT "customer_spend_windows_days_user_id_pk" PRIMARY KEY("days","user_id")
);
--> statement-breakpoint
CREATE TABLE "product_sales_windows" (
	"days" smallint NOT NULL,
	"product_id" uuid NOT NULL,
	"units" bigint NOT NULL,
	"revenue_cents" bigint NOT NULL,
	CONSTRAINT "product_sales_windows_days_product_id_pk" PRIMARY KEY("days","product_id")
);
--> statement-breakpoint
CREATE INDEX "customer_spend_windows_spend_idx" ON "customer_spend_windows" USING btree ("days","spend_cents" DESC NULLS LAST,"orders" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_sales_windows_units_idx" ON "product_sales_windows" USING btree ("days","units" DESC NULLS LAST,"revenue_cents" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_sales_windows_revenue_idx" ON "product_sales_windows" USING btree ("days","revenue_cents" DESC NULLS LAST,"units" DESC NULLS LAST);--> statement-breakpoint
-- Customers who ordered in a range, exact for any range: each customer's order days (customer_order_days) and,
-- per day, how many customers ordered on it with their order day before it on each earlier day
-- (customer_order_day_pairs, '-infinity' for a first order). Those who ordered from day A to day B are the pairs
-- of those days whose day before was before A; the new ones, those with none before. A customer whose days
-- change (a day gains its first order or loses its last) leaves the pairs and joins them again.
CREATE FUNCTION customer_order_day_pairs_add(customer_ids uuid[], sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_order_day_pairs AS pairs (day, previous_day, customers)
  SELECT day, previous_day, sign * count(*)
  FROM (
    SELECT day, coalesce(lag(day) OVER (PARTITION BY user_id ORDER BY day), '-infinity'::date) AS previous_day
    FROM customer_order_days WHERE user_id = ANY (customer_ids)
  ) AS customer_pairs
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (day, previous_day) DO UPDATE SET customers = pairs.customers + excluded.customers;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION customer_order_days_add(customer_ids uuid[], order_days date[], deltas bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  reshaped uuid[];
BEGIN
  IF coalesce(cardinality(customer_ids), 0) = 0 THEN RETURN; END IF;
  SELECT array_agg(DISTINCT change.user_id) INTO reshaped
  FROM (
    SELECT user_id, day, sum(delta) AS delta
    FROM unnest(customer_ids, order_days, deltas) AS change (user_id, day, delta)
    GROUP BY 1, 2 HAVING sum(delta) <> 0
  ) AS change
  LEFT JOIN customer_order_days AS kept ON kept.user_id = change.user_id AND kept.day = change.day
  WHERE kept.orders IS NULL OR kept.orders + change.delta = 0;
  IF reshaped IS NOT NULL THEN
    PERFORM customer_order_day_pairs_add(reshaped, -1);
  END IF;
  INSERT INTO customer_order_days AS kept (user_id, day, orders)
  SELECT user_id, day, sum(delta)
  FROM unnest(customer_ids, order_days, deltas) AS change (user_id, day, delta)
  GROUP BY 1, 2 HAVING sum(delta) <> 0
  ORDER BY 1, 2
  ON CONFLICT (user_id, day) DO UPDATE SET orders = kept.orders + excluded.orders;
  IF reshaped IS NOT NULL THEN
    DELETE FROM customer_order_days WHERE user_id = ANY (reshaped) AND orders = 0;
    PERFORM customer_order_day_pairs_add(reshaped, 1);
  END IF;
END;
$$;
--> statement-breakpoint
-- Both from the orders themselves (the migration, and a rebuild in another zone).
CREATE FUNCTION customer_order_days_fill() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_order_days (user_id, day, orders)
  SELECT user_id, (created_at AT TIME ZONE store_time_zone())::date, count(*) FROM orders GROUP BY 1, 2;
  INSERT INTO customer_order_day_pairs (day, previous_day, customers)
  SELECT day, previous_day, count(*)
  FROM (
    SELECT day, coalesce(lag(day) OVER (PARTITION BY user_id ORDER BY day), '-infinity'::date) AS previous_day
    FROM customer_order_days
  ) AS customer_pairs
  GROUP BY 1, 2;
END;
$$;
--> statement-breakpoint
-- customer_last_order_days answered only periods that run to today: the pairs above answer any.
DROP TRIGGER customer_order_totals_days_insert ON customer_order_totals;
--> statement-breakpoint
DROP TRIGGER customer_order_totals_days_update ON customer_order_totals;
--> statement-breakpoint
DROP TRIGGER customer_order_totals_days_delete ON customer_order_totals;
--> statement-breakpoint
DROP FUNCTION customer_order_totals_after_change();
--> statement-breakpoint
DROP FUNCTION customer_last_order_days_add(date[], bigint[]);
--> statement-breakpoint
-- The rankings of the preset periods (product_sales_windows, customer_spend_windows): per preset of
-- ranking_window_days(), what paid orders placed on its last days bought and spent, to the store day in the
-- settings key 'ranking_windows_through' ('none' until the server first rolls them, and after the orders were
-- deleted or the days rebuilt in another zone). Triggers add what paid orders change on the windows' days;
-- ranking_windows_roll moves the days forward. A trigger holds the key's row FOR SHARE while it adds, the roll
-- FOR UPDATE while it moves: an order paid at midnight is counted once, before or after the roll, never twice.
INSERT INTO settings (key, value) VALUES ('ranking_windows_through', 'none') ON CONFLICT (key) DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION ranking_window_days() RETURNS smallint[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[7, 30, 90, 365]::smallint[]
$$;
--> statement-breakpoint
-- The first instant of a day of the store's zone.
CREATE FUNCTION store_day_start(day date) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT day::timestamp AT TIME ZONE store_time_zone()
$$;
--> statement-breakpoint
-- The windows' last day, its row locked FOR SHARE until the transaction ends; null while there are no windows.
CREATE FUNCTION ranking_windows_through_held() RETURNS date LANGUAGE plpgsql AS $$
DECLARE
  through text;
BEGIN
  SELECT value INTO through FROM settings WHERE key = 'ranking_windows_through' FOR SHARE;
  RETURN CASE WHEN through IS NULL OR through = 'none' THEN NULL ELSE through::date END;
END;
$$;
--> statement-breakpoint
-- Sales of products on days (paid orders' lines), into every window those days are in.
CREATE FUNCTION product_sales_windows_add(
  sale_days date[], product_ids uuid[], unit_changes bigint[], cent_changes bigint[]
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  through date;
BEGIN
  IF coalesce(cardinality(sale_days), 0) = 0 THEN RETURN; END IF;
  through := ranking_windows_through_held();
  IF through IS NULL THEN RETURN; END IF;
  INSERT INTO product_sales_windows AS sales (days, product_id, units, revenue_cents)
  SELECT windows.days, change.product_id, sum(change.units), sum(change.cents)
  FROM unnest(sale_days, product_ids, unit_changes, cent_changes) AS change (day, product_id, units, cents)
  JOIN unnest(ranking_window_days()) AS windows (days)
    ON change.day > through - windows.days AND change.day <= through
  WHERE change.product_id IS NOT NULL
  GROUP BY 1, 2
  HAVING sum(change.units) <> 0 OR sum(change.cents) <> 0
  ORDER BY 1, 2
  ON CONFLICT (days, product_id) DO UPDATE
    SET units = sales.units + excluded.units, revenue_cents = sales.revenue_cents + excluded.revenue_cents;
END;
$$;
--> statement-breakpoint
-- Paid orders of customers on days, into every window those days are in.
CREATE FUNCTION customer_spend_windows_add(
  order_days date[], user_ids uuid[], order_changes bigint[], cent_changes bigint[]
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  through date;
BEGIN
  IF coalesce(cardinality(order_days), 0) = 0 THEN RETURN; END IF;
  through := ranking_windows_through_held();
  IF through IS NULL THEN RETURN; END IF;
  INSERT INTO customer_spend_windows AS spend (days, user_id, orders, spend_cents)
  SELECT windows.days, change.user_id, sum(change.n), sum(change.cents)
  FROM unnest(order_days, user_ids, order_changes, cent_changes) AS change (day, user_id, n, cents)
  JOIN unnest(ranking_window_days()) AS windows (days)
    ON change.day > through - windows.days AND change.day <= through
  GROUP BY 1, 2
  HAVING sum(change.n) <> 0 OR sum(change.cents) <> 0
  ORDER BY 1, 2
  ON CONFLICT (days, user_id) DO UPDATE
    SET orders = spend.orders + excluded.orders, spend_cents = spend.spend_cents + excluded.spend_cents;
END;
$$;
--> statement-breakpoint
-- No windows until the next roll builds them again from the orders.
CREATE FUNCTION ranking_windows_drop() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM settings WHERE key = 'ranking_windows_through' FOR UPDATE;
  DELETE FROM product_sales_windows;
  DELETE FROM customer_spend_windows;
  UPDATE settings SET value = 'none', updated_at = now() WHERE key = 'ranking_windows_through';
END;
$$;
--> statement-breakpoint
-- The windows moved to end on `target` (never back), answering the day they end on now: each adds the days it gains and takes off the days it
-- loses, from the orders of those days only; built whole when there were none or a year went by.
CREATE FUNCTION ranking_windows_roll(target date) RETURNS date LANGUAGE plpgsql AS $$
DECLARE
  stored text;
  through date;
BEGIN
  SELECT value INTO stored FROM settings WHERE key = 'ranking_windows_through';
  IF stored IS NOT NULL AND stored <> 'none' AND stored::date >= target THEN RETURN stored::date; END IF;
  SELECT value INTO stored FROM settings WHERE key = 'ranking_windows_through' FOR UPDATE;
  IF stored IS NULL THEN
    INSERT INTO settings (key, value) VALUES ('ranking_windows_through', 'none');
    stored := 'none';
  END IF;
  IF stored <> 'none' AND stored::date >= target THEN RETURN stored::date; END IF;
  through := CASE WHEN stored = 'none' THEN NULL ELSE stored::date END;
  IF through IS NULL OR target - through >= 365 THEN
    DELETE FROM product_sales_windows;
    DELETE FROM customer_spend_windows;
    through := NULL;
  END IF;
  CREATE TEMP TABLE ranking_spans ON COMMIT DROP AS
  SELECT windows.days, span.sign, store_day_start(span.first_day) AS starts_at,
         store_day_start(span.last_day + 1) AS ends_before
  FROM unnest(ranking_window_days()) AS windows (days),
    LATERAL (VALUES
      (1, coalesce(greatest(through, target - windows.days), target - windows.days) + 1, target),
      (-1, through - windows.days + 1, least(through, target - windows.days))
    ) AS span (sign, first_day, last_day)
  WHERE span.first_day <= span.last_day;
  INSERT INTO product_sales_windows AS sales (days, product_id, units, revenue_cents)
  SELECT spans.days, item.product_id, sum(spans.sign * item.quantity),
         sum(spans.sign * item.quantity * item.price_cents::bigint)
  FROM ranking_spans AS spans
  JOIN orders ON orders.created_at >= spans.starts_at AND orders.created_at < spans.ends_before AND orders.is_paid
  JOIN order_items AS item ON item.order_id = orders.id AND item.product_id IS NOT NULL
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (days, product_id) DO UPDATE
    SET units = sales.units + excluded.units, revenue_cents = sales.revenue_cents + excluded.revenue_cents;
  INSERT INTO customer_spend_windows AS spend (days, user_id, orders, spend_cents)
  SELECT spans.days, orders.user_id, sum(spans.sign), sum(spans.sign * orders.total_price_cents::bigint)
  FROM ranking_spans AS spans
  JOIN orders ON orders.created_at >= spans.starts_at AND orders.created_at < spans.ends_before AND orders.is_paid
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (days, user_id) DO UPDATE
    SET orders = spend.orders + excluded.orders, spend_cents = spend.spend_cents + excluded.spend_cents;
  DROP TABLE ranking_spans;
  DELETE FROM product_sales_windows WHERE units = 0 AND revenue_cents = 0;
  DELETE FROM customer_spend_windows WHERE orders = 0 AND spend_cents = 0;
  IF through IS NULL THEN
    -- Built whole: the planner learns their size now, not at autovacuum's next look, so a ranking reads the
    -- top of its index rather than sorting every row of a window.
    ANALYZE product_sales_windows, customer_spend_windows;
  END IF;
  UPDATE settings SET value = target::text, updated_at = now() WHERE key = 'ranking_windows_through';
  RETURN target;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_order_totals_refresh(customer_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM customer_order_totals AS customer
  WHERE customer.user_id = ANY (customer_ids)
    AND NOT EXISTS (SELECT 1 FROM orders WHERE orders.user_id = customer.user_id);
  INSERT INTO customer_order_totals AS customer (user_id, order_count)
  SELECT user_id, count(*) FROM orders WHERE user_id = ANY (customer_ids)
  GROUP BY user_id ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET order_count = excluded.order_count;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_daily_totals_add(array_agg(day), array_agg(status), array_agg(is_paid), array_agg(n), array_agg(cents))
  FROM (
    SELECT (created_at AT TIME ZONE store_time_zone())::date AS day, status, is_paid, count(*) AS n,
           sum(total_price_cents)::bigint AS cents
    FROM new_orders GROUP BY 1, 2, 3
  ) AS grouped;
  INSERT INTO customer_order_totals AS customer (user_id, order_count)
  SELECT user_id, count(*) FROM new_orders GROUP BY user_id ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET order_count = customer.order_count + excluded.order_count;
  PERFORM customer_order_days_add(array_agg(user_id), array_agg(day), array_agg(n))
  FROM (
    SELECT user_id, (created_at AT TIME ZONE store_time_zone())::date AS day, count(*) AS n
    FROM new_orders GROUP BY 1, 2
  ) AS grouped;
  PERFORM customer_spend_windows_add(array_agg(day), array_agg(user_id), array_agg(n), array_agg(cents))
  FROM (
    SELECT (created_at AT TIME ZONE store_time_zone())::date AS day, user_id, count(*) AS n,
           sum(total_price_cents)::bigint AS cents
    FROM new_orders WHERE is_paid GROUP BY 1, 2
  ) AS grouped;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Beside the summaries of 0008: a paid order that changes its payment, day, customer or total moves in the
-- windows (its old self out, its new self in); a status change alone touches no window.
CREATE OR REPLACE FUNCTION orders_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved_ids uuid[];
  moved_signs bigint[];
  moved_days date[];
  moved_users uuid[];
  moved_cents bigint[];
BEGIN
  PERFORM order_daily_totals_add(array_agg(day), array_agg(status), array_agg(is_paid), array_agg(n), array_agg(cents))
  FROM (
    SELECT day, status, is_paid, sum(n)::bigint AS n, sum(cents)::bigint AS cents
    FROM (
      SELECT (created_at AT TIME ZONE store_time_zone())::date AS day, status, is_paid, 1 AS n, total_price_cents::bigint AS cents
      FROM new_orders
      UNION ALL
      SELECT (created_at AT TIME ZONE store_time_zone())::date, status, is_paid, -1, -total_price_cents::bigint
      FROM old_orders
    ) AS changes
    GROUP BY 1, 2, 3
  ) AS grouped;
  PERFORM customer_order_totals_refresh(ARRAY(
    SELECT customer FROM old_orders JOIN new_orders USING (id),
      LATERAL (VALUES (old_orders.user_id), (new_orders.user_id)) AS moved (customer)
    WHERE old_orders.user_id <> new_orders.user_id
  ));
  PERFORM customer_order_days_add(array_agg(moved.user_id), array_agg(moved.day), array_agg(moved.n))
  FROM old_orders JOIN new_orders USING (id),
    LATERAL (VALUES
      (new_orders.user_id, (new_orders.created_at AT TIME ZONE store_time_zone())::date, 1::bigint),
      (old_orders.user_id, (old_orders.created_at AT TIME ZONE store_time_zone())::date, -1::bigint)
    ) AS moved (user_id, day, n)
  WHERE old_orders.created_at <> new_orders.created_at OR old_orders.user_id <> new_orders.user_id;
  SELECT array_agg(moved.id), array_agg(moved.sign), array_agg((moved.created_at AT TIME ZONE store_time_zone())::date),
         array_agg(moved.user_id), array_agg(moved.sign * moved.total_price_cents)
  INTO moved_ids, moved_signs, moved_days, moved_users, moved_cents
  FROM old_orders JOIN new_orders USING (id),
    LATERAL (VALUES
      (new_orders.id, 1::bigint, new_orders.created_at, new_orders.user_id, new_orders.total_price_cents::bigint, new_orders.is_paid),
      (old_orders.id, -1::bigint, old_orders.created_at, old_orders.user_id, old_orders.total_price_cents::bigint, old_orders.is_paid)
    ) AS moved (id, sign, created_at, user_id, total_price_cents, is_paid)
  WHERE moved.is_paid
    AND (old_orders.is_paid, old_orders.created_at, old_orders.user_id, old_orders.total_price_cents)
        IS DISTINCT FROM (new_orders.is_paid, new_orders.created_at, new_orders.user_id, new_orders.total_price_cents);
  IF moved_ids IS NULL THEN RETURN NULL; END IF;
  PERFORM customer_spend_windows_add(moved_days, moved_users, moved_signs, moved_cents);
  PERFORM product_sales_windows_add(array_agg(day), array_agg(product_id), array_agg(units), array_agg(cents))
  FROM (
    SELECT moved.day, item.product_id, sum(moved.sign * item.quantity)::bigint AS units,
           sum(moved.sign * item.quantity * item.price_cents::bigint)::bigint AS cents
    FROM unnest(moved_ids, moved_signs, moved_days) AS moved (id, sign, day)
    JOIN order_items AS item ON item.order_id = moved.id
    GROUP BY 1, 2
  ) AS grouped;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_daily_totals_add(array_agg(day), array_agg(status), array_agg(is_paid), array_agg(n), array_agg(cents))
  FROM (
    SELECT (created_at AT TIME ZONE store_time_zone())::date AS day, status, is_paid, -count(*) AS n,
           -sum(total_price_cents)::bigint AS cents
    FROM old_orders GROUP BY 1, 2, 3
  ) AS grouped;
  PERFORM customer_order_totals_refresh(ARRAY(SELECT DISTINCT user_id FROM old_orders));
  PERFORM customer_order_days_add(array_agg(user_id), array_agg(day), array_agg(n))
  FROM (
    SELECT user_id, (created_at AT TIME ZONE store_time_zone())::date AS day, -count(*) AS n
    FROM old_orders GROUP BY 1, 2
  ) AS grouped;
  -- Their lines went with them (on delete cascade) before this ran: the windows are built again instead.
  IF EXISTS (SELECT 1 FROM old_orders WHERE is_paid) THEN
    PERFORM ranking_windows_drop();
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Lines of paid orders that come, go or change (a product deleted for good leaves its lines without one).
CREATE FUNCTION order_items_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line_orders uuid[] := '{}';
  line_products uuid[] := '{}';
  line_units bigint[] := '{}';
  line_cents bigint[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT line_orders || coalesce(array_agg(order_id), '{}'), line_products || coalesce(array_agg(product_id), '{}'),
           line_units || coalesce(array_agg(quantity::bigint), '{}'),
           line_cents || coalesce(array_agg(quantity * price_cents::bigint), '{}')
    INTO line_orders, line_products, line_units, line_cents FROM new_lines;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT line_orders || coalesce(array_agg(order_id), '{}'), line_products || coalesce(array_agg(product_id), '{}'),
           line_units || coalesce(array_agg(-quantity::bigint), '{}'),
           line_cents || coalesce(array_agg(-quantity * price_cents::bigint), '{}')
    INTO line_orders, line_products, line_units, line_cents FROM old_lines;
  END IF;
  PERFORM product_sales_windows_add(array_agg(day), array_agg(product_id), array_agg(units), array_agg(cents))
  FROM (
    SELECT (orders.created_at AT TIME ZONE store_time_zone())::date AS day, line.product_id,
           sum(line.units)::bigint AS units, sum(line.cents)::bigint AS cents
    FROM unnest(line_orders, line_products, line_units, line_cents) AS line (order_id, product_id, units, cents)
    JOIN orders ON orders.id = line.order_id AND orders.is_paid
    GROUP BY 1, 2
  ) AS grouped;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_windows_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION order_items_after_change();
--> statement-breakpoint
CREATE TRIGGER order_items_windows_update AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION order_items_after_change();
--> statement-breakpoint
CREATE TRIGGER order_items_windows_delete AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION order_items_after_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION summaries_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN
    TRUNCATE order_daily_totals, customer_order_totals, customer_order_days, customer_order_day_pairs;
    PERFORM ranking_windows_drop();
  ELSE
    DELETE FROM store_counts WHERE name LIKE TG_TABLE_NAME || '.%';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- After the zone changed: the day-keyed summaries again from the orders, and the windows at the next roll.
CREATE OR REPLACE FUNCTION order_summaries_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE order_daily_totals, customer_order_totals, customer_order_days, customer_order_day_pairs;
  INSERT INTO order_daily_totals (day, status, is_paid, order_count, total_cents)
  SELECT (created_at AT TIME ZONE store_time_zone())::date, status, is_paid, count(*), sum(total_price_cents)
  FROM orders GROUP BY 1, 2, 3;
  INSERT INTO customer_order_totals (user_id, order_count)
  SELECT user_id, count(*) FROM orders GROUP BY user_id;
  PERFORM customer_order_days_fill();
  PERFORM ranking_windows_drop();
END;
$$;
--> statement-breakpoint
SELECT customer_order_days_fill();
--> statement-breakpoint
DROP TABLE "customer_last_order_days" CASCADE;--> statement-breakpoint
DROP INDEX "customer_order_totals_last_order_idx";--> statement-breakpoint
ALTER TABLE "customer_order_totals" DROP COLUMN "last_order_at";
