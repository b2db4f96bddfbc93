-- Keeps the summaries of schema.ts (order_daily_totals, customer_order_totals, customer_last_order_days,
-- store_counts) exact, in the
-- transaction that changes their source rows. Statement-level triggers with transition tables: a bulk insert
-- of a million orders costs one aggregate, not a million upserts. Summary rows are upserted in key order, and
-- only where something changed, so transactions lock them in one order and never deadlock on them. An order's
-- day is its UTC date of placement.

-- Orders: per day, status and payment state. The trigger functions read their transition tables and hand
-- the changes over as arrays (a function they call cannot see those tables).
CREATE FUNCTION order_daily_totals_add(
  days date[], statuses order_status[], paid boolean[], counts bigint[], cents bigint[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_daily_totals AS totals (day, status, is_paid, order_count, total_cents)
  SELECT day, status, is_paid, sum(order_count), sum(total_cents)
  FROM unnest(days, statuses, paid, counts, cents) AS change (day, status, is_paid, order_count, total_cents)
  GROUP BY day, status, is_paid
  HAVING sum(order_count) <> 0 OR sum(total_cents) <> 0
  ORDER BY day, status, is_paid
  ON CONFLICT (day, status, is_paid) DO UPDATE
    SET order_count = totals.order_count + excluded.order_count,
        total_cents = totals.total_cents + excluded.total_cents;
END;
$$;
--> statement-breakpoint
-- Customers: their order count and last order again from the orders themselves.
CREATE FUNCTION customer_order_totals_refresh(customer_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM customer_order_totals AS customer
  WHERE customer.user_id = ANY (customer_ids)
    AND NOT EXISTS (SELECT 1 FROM orders WHERE orders.user_id = customer.user_id);
  INSERT INTO customer_order_totals AS customer (user_id, order_count, last_order_at)
  SELECT user_id, count(*), max(created_at) FROM orders WHERE user_id = ANY (customer_ids)
  GROUP BY user_id ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE
    SET order_count = excluded.order_count, last_order_at = excluded.last_order_at;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION orders_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_daily_totals_add(array_agg(day), array_agg(status), array_agg(is_paid), array_agg(n), array_agg(cents))
  FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, status, is_paid, count(*) AS n,
           sum(total_price_cents)::bigint AS cents
    FROM new_orders GROUP BY 1, 2, 3
  ) AS grouped;
  INSERT INTO customer_order_totals AS customer (user_id, order_count, last_order_at)
  SELECT user_id, count(*), max(created_at) FROM new_orders GROUP BY user_id ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE
    SET order_count = customer.order_count + excluded.order_count,
        last_order_at = greatest(customer.last_order_at, excluded.last_order_at);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Each changed order leaves its old (day, status, paid) and joins its new one; an update that moves none of
-- them (an order hidden from a shopper's history, say) adds up to zero and touches no summary row.
CREATE FUNCTION orders_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_daily_totals_add(array_agg(day), array_agg(status), array_agg(is_paid), array_agg(n), array_agg(cents))
  FROM (
    SELECT day, status, is_paid, sum(n)::bigint AS n, sum(cents)::bigint AS cents
    FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, status, is_paid, 1 AS n, total_price_cents::bigint AS cents
      FROM new_orders
      UNION ALL
      SELECT (created_at AT TIME ZONE 'UTC')::date, status, is_paid, -1, -total_price_cents::bigint
      FROM old_orders
    ) AS changes
    GROUP BY 1, 2, 3
  ) AS grouped;
  PERFORM customer_order_totals_refresh(ARRAY(
    SELECT customer FROM old_orders JOIN new_orders USING (id),
      LATERAL (VALUES (old_orders.user_id), (new_orders.user_id)) AS moved (customer)
    WHERE old_orders.created_at <> new_orders.created_at OR old_orders.user_id <> new_orders.user_id
  ));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION orders_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_daily_totals_add(array_agg(day), array_agg(status), array_agg(is_paid), array_agg(n), array_agg(cents))
  FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, status, is_paid, -count(*) AS n,
           -sum(total_price_cents)::bigint AS cents
    FROM old_orders GROUP BY 1, 2, 3
  ) AS grouped;
  PERFORM customer_order_totals_refresh(ARRAY(SELECT DISTINCT user_id FROM old_orders));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Customers by the day of their last order, kept from customer_order_totals as it changes: a customer whose
-- last order moves to a later day leaves their old day and joins the new one.
CREATE FUNCTION customer_last_order_days_add(days date[], deltas bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_last_order_days AS by_day (day, customers)
  SELECT day, sum(delta) FROM unnest(days, deltas) AS change (day, delta)
  GROUP BY day HAVING sum(delta) <> 0 ORDER BY day
  ON CONFLICT (day) DO UPDATE SET customers = by_day.customers + excluded.customers;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION customer_order_totals_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days date[] := '{}';
  deltas bigint[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT days || coalesce(array_agg((last_order_at AT TIME ZONE 'UTC')::date), '{}'),
           deltas || coalesce(array_agg(1::bigint), '{}')
    INTO days, deltas FROM new_customers;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT days || coalesce(array_agg((last_order_at AT TIME ZONE 'UTC')::date), '{}'),
           deltas || coalesce(array_agg(-1::bigint), '{}')
    INTO days, deltas FROM old_customers;
  END IF;
  PERFORM customer_last_order_days_add(days, deltas);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Products and accounts: the counts change by the rows that start or stop counting.
CREATE FUNCTION store_counts_add(names text[], deltas bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO store_counts AS counts (name, value)
  SELECT name, delta FROM unnest(names, deltas) AS change (name, delta) WHERE delta <> 0 ORDER BY name
  ON CONFLICT (name) DO UPDATE SET value = counts.value + excluded.value;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION products_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  live_delta bigint := 0;
  active_delta bigint := 0;
  counted record;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT count(*) FILTER (WHERE deleted_at IS NULL) AS live,
           count(*) FILTER (WHERE deleted_at IS NULL AND is_active) AS active
    INTO counted FROM new_products;
    live_delta := live_delta + counted.live;
    active_delta := active_delta + counted.active;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT count(*) FILTER (WHERE deleted_at IS NULL) AS live,
           count(*) FILTER (WHERE deleted_at IS NULL AND is_active) AS active
    INTO counted FROM old_products;
    live_delta := live_delta - counted.live;
    active_delta := active_delta - counted.active;
  END IF;
  PERFORM store_counts_add(ARRAY['products.active', 'products.live'], ARRAY[active_delta, live_delta]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION users_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  live_delta bigint := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    live_delta := live_delta + (SELECT count(*) FROM new_users WHERE deleted_at IS NULL);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    live_delta := live_delta - (SELECT count(*) FROM old_users WHERE deleted_at IS NULL);
  END IF;
  PERFORM store_counts_add(ARRAY['users.live'], ARRAY[live_delta]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A truncate fires no delete trigger: `pnpm seed` empties the tables this way, and the summaries go with them.
CREATE FUNCTION summaries_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN
    TRUNCATE order_daily_totals, customer_order_totals, customer_last_order_days;
  ELSE
    DELETE FROM store_counts WHERE name LIKE TG_TABLE_NAME || '.%';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_summaries_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION orders_after_insert();
--> statement-breakpoint
CREATE TRIGGER orders_summaries_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION orders_after_update();
--> statement-breakpoint
CREATE TRIGGER orders_summaries_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION orders_after_delete();
--> statement-breakpoint
CREATE TRIGGER orders_summaries_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION summaries_after_truncate();
--> statement-breakpoint
CREATE TRIGGER customer_order_totals_days_insert AFTER INSERT ON customer_order_totals
  REFERENCING NEW TABLE AS new_customers FOR EACH STATEMENT EXECUTE FUNCTION customer_order_totals_after_change();
--> statement-breakpoint
CREATE TRIGGER customer_order_totals_days_update AFTER UPDATE ON customer_order_totals
  REFERENCING OLD TABLE AS old_customers NEW TABLE AS new_customers
  FOR EACH STATEMENT EXECUTE FUNCTION customer_order_totals_after_change();
--> statement-breakpoint
CREATE TRIGGER customer_order_totals_days_delete AFTER DELETE ON customer_order_totals
  REFERENCING OLD TABLE AS old_customers FOR EACH STATEMENT EXECUTE FUNCTION customer_order_totals_after_change();
--> statement-breakpoint
CREATE TRIGGER products_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION products_after_change();
--> statement-breakpoint
CREATE TRIGGER products_counts_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION products_after_change();
--> statement-breakpoint
CREATE TRIGGER products_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION products_after_change();
--> statement-breakpoint
CREATE TRIGGER products_counts_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION summaries_after_truncate();
--> statement-breakpoint
CREATE TRIGGER users_counts_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION users_after_change();
--> statement-breakpoint
CREATE TRIGGER users_counts_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION users_after_change();
--> statement-breakpoint
CREATE TRIGGER users_counts_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_users FOR EACH STATEMENT EXECUTE FUNCTION users_after_change();
--> statement-breakpoint
CREATE TRIGGER users_counts_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION summaries_after_truncate();
--> statement-breakpoint
-- What is there already (customer_last_order_days follows customer_order_totals by its trigger).
INSERT INTO order_daily_totals (day, status, is_paid, order_count, total_cents)
SELECT (created_at AT TIME ZONE 'UTC')::date, status, is_paid, count(*), sum(total_price_cents)
FROM orders GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO customer_order_totals (user_id, order_count, last_order_at)
SELECT user_id, count(*), max(created_at) FROM orders GROUP BY user_id;
--> statement-breakpoint
INSERT INTO store_counts (name, value)
SELECT 'products.live', count(*) FROM products WHERE deleted_at IS NULL
UNION ALL SELECT 'products.active', count(*) FROM products WHERE deleted_at IS NULL AND is_active
UNION ALL SELECT 'users.live', count(*) FROM users WHERE deleted_at IS NULL;
