-- Days in the store's time zone (STORE_TIME_ZONE), not always UTC: an order placed at 23:30 in New York belongs
-- to that day in the summaries, as its staff read it. The zone is kept in the settings table (the server writes
-- it at start-up, rebuilding the summaries when it changed); without it, UTC, as before.
CREATE FUNCTION store_time_zone() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT value FROM settings WHERE key = 'store_time_zone'), 'UTC')
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
  INSERT INTO customer_order_totals AS customer (user_id, order_count, last_order_at)
  SELECT user_id, count(*), max(created_at) FROM new_orders GROUP BY user_id ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE
    SET order_count = customer.order_count + excluded.order_count,
        last_order_at = greatest(customer.last_order_at, excluded.last_order_at);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
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
    WHERE old_orders.created_at <> new_orders.created_at OR old_orders.user_id <> new_orders.user_id
  ));
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
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_order_totals_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days date[] := '{}';
  deltas bigint[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT days || coalesce(array_agg((last_order_at AT TIME ZONE store_time_zone())::date), '{}'),
           deltas || coalesce(array_agg(1::bigint), '{}')
    INTO days, deltas FROM new_customers;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT days || coalesce(array_agg((last_order_at AT TIME ZONE store_time_zone())::date), '{}'),
           deltas || coalesce(array_agg(-1::bigint), '{}')
    INTO days, deltas FROM old_customers;
  END IF;
  PERFORM customer_last_order_days_add(days, deltas);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The day-keyed summaries from the orders themselves, in the store's zone now: what the server runs after it
-- changed the zone (customer_last_order_days follows customer_order_totals by its trigger).
CREATE FUNCTION order_summaries_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE order_daily_totals, customer_order_totals, customer_last_order_days;
  INSERT INTO order_daily_totals (day, status, is_paid, order_count, total_cents)
  SELECT (created_at AT TIME ZONE store_time_zone())::date, status, is_paid, count(*), sum(total_price_cents)
  FROM orders GROUP BY 1, 2, 3;
  INSERT INTO customer_order_totals (user_id, order_count, last_order_at)
  SELECT user_id, count(*), max(created_at) FROM orders GROUP BY user_id;
END;
$$;
