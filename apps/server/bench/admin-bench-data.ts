/**
 * The data set of `pnpm bench:admin`, generated in PostgreSQL itself (`generate_series` into INSERT … SELECT):
 * 100,000 products, 50,000 shoppers and 1,000,000 orders of 1 to 3 lines over the last two years, each with
 * its 'placed' step. Deterministic (every choice is arithmetic on the row number), so runs compare.
 */

export const BENCH_PRODUCTS = 100_000;
export const BENCH_USERS = 50_000;
export const BENCH_ORDERS = 1_000_000;
const HISTORY_DAYS = 730;

/** The surnames customers are drawn from; the bench searches the orders for one of them. */
export const SURNAMES = [
  'Hopper',
  'Lovelace',
  'Turing',
  'Babbage',
  'Noether',
  'Curie',
  'Franklin',
  'Hamilton',
  'Ritchie',
  'Thompson',
  'Knuth',
  'Dijkstra',
  'Liskov',
  'Goldberg',
  'Kay',
  'Backus',
  'McCarthy',
  'Wirth',
  'Hoare',
  'Lamport',
  'Torvalds',
  'Stroustrup',
  'Gosling',
  'Berners',
  'Cerf',
  'Kahn',
  'Engelbart',
  'Sutherland',
  'Shannon',
  'Neumann',
  'Church',
  'Gödel',
  'Boole',
  'Pascal',
  'Leibniz',
  'Euler',
  'Gauss',
  'Riemann',
  'Hilbert',
  'Cantor',
  'Ramanujan',
  'Hardy',
  'Fermat',
  'Descartes',
  'Newton',
  'Kepler',
  'Galilei',
  'Faraday',
  'Maxwell',
  'Tesla',
];
const FIRST_NAMES = [
  'Ada',
  'Grace',
  'Alan',
  'Emmy',
  'Marie',
  'Rosalind',
  'Margaret',
  'Dennis',
  'Ken',
  'Barbara',
];
const BRANDS = ['Aurora', 'Lumen', 'Nimbus', 'Vertex', 'Quartz', 'Solace', 'Ember', 'Halo'];
const THINGS = [
  'Headphones',
  'Lamp',
  'Backpack',
  'Kettle',
  'Sneakers',
  'Watch',
  'Blender',
  'Jacket',
  'Speaker',
  'Camera',
];

const textArray = (values: readonly string[]) => `array[${values.map((value) => `'${value}'`).join(', ')}]`;

/** Each step with what it does, for the bench's log of how long the generation took. */
/**
 * The last six characters of generated order `n`'s number, as the orders step writes them (`n` in hexadecimal,
 * six digits): what a customer reads out on the phone, for the search by them.
 */
export function benchOrderNumberEnd(n: number): string {
  return n.toString(16).toUpperCase().padStart(6, '0');
}

export const GENERATION_STEPS: { label: string; sql: string }[] = [
  {
    label: `${BENCH_PRODUCTS.toLocaleString('en-US')} products`,
    sql: `
      insert into products (name, description, price_cents, compare_price_cents, stock, low_stock_threshold,
        category_id, subcategory, brand, sku, images, tags, sales_count, is_active, created_at, updated_at)
      select
        (${textArray(BRANDS)})[1 + i % 8] || ' ' || (${textArray(THINGS)})[1 + (i / 8) % 10] || ' ' || i,
        'A dependable product for every day, number ' || i || '. Built to last and easy to care for.',
        price, case when i % 4 = 0 then price + price / 5 end,
        (i * 31) % 200, 10,
        categories[1 + i % cardinality(categories)],
        'bench', (${textArray(BRANDS)})[1 + i % 8], 'BENCH-' || lpad(i::text, 6, '0'),
        '[]'::jsonb, '["bench"]'::jsonb, (i * 7919) % 1000, i % 20 <> 0,
        now() - (i % ${HISTORY_DAYS}) * interval '1 day', now()
      from generate_series(1, ${BENCH_PRODUCTS}) as i,
        lateral (select 500 + (i * 7919) % 49500 as price) as priced,
        (select array_agg(id order by slug) as categories from categories) as known`,
  },
  {
    label: `${BENCH_USERS.toLocaleString('en-US')} shoppers`,
    sql: `
      insert into users (email, password_hash, first_name, last_name, created_at, updated_at)
      select 'bench-shopper-' || i || '@example.test', hash.password_hash,
        (${textArray(FIRST_NAMES)})[1 + i % 10], (${textArray(SURNAMES)})[1 + (i / 10) % ${SURNAMES.length}],
        now() - (${HISTORY_DAYS + 365} - i * ${HISTORY_DAYS + 365} / ${BENCH_USERS}) * interval '1 day', now()
      from generate_series(1, ${BENCH_USERS}) as i,
        (select password_hash from users order by created_at limit 1) as hash`,
  },
  {
    label: 'order plan (numbered shoppers, products and orders)',
    sql: `
      create temp table bench_shoppers as
        select row_number() over (order by id) as n, id from users where email like 'bench-shopper-%';
      create temp table bench_products as
        select row_number() over (order by id) as n, id, name, price_cents from products where sku like 'BENCH-%';
      create temp table bench_orders as
        select o.n, gen_random_uuid() as id, s.id as user_id,
          now() - ${HISTORY_DAYS} * interval '1 day' * (1 - o.n::float8 / ${BENCH_ORDERS}) as created_at,
          case when o.n % 100 < 70 then 'delivered' when o.n % 100 < 80 then 'shipped'
               when o.n % 100 < 88 then 'processing' when o.n % 100 < 95 then 'pending'
               else 'cancelled' end::order_status as status
        from generate_series(1::bigint, ${BENCH_ORDERS}) as o(n)
        join bench_shoppers s on s.n = 1 + (o.n * 7919) % ${BENCH_USERS};
      create temp table bench_lines as
        select o.id as order_id, p.id as product_id, p.name, p.price_cents, 1 + (o.n + line) % 2 as quantity
        from bench_orders o
        cross join lateral generate_series(1, 1 + o.n % 3) as line
        join bench_products p on p.n = 1 + (o.n * 104729 + line * 7919) % ${BENCH_PRODUCTS};
      create temp table bench_subtotals as
        select order_id, sum(price_cents * quantity)::integer as items from bench_lines group by order_id`,
  },
  {
    label: `${BENCH_ORDERS.toLocaleString('en-US')} orders`,
    sql: `
      insert into orders (id, order_number, user_id, status, is_paid, paid_at, delivered_at, items_price_cents,
        tax_price_cents, shipping_price_cents, total_price_cents, shipping_address, billing_address,
        payment_method, created_at, updated_at)
      select o.id, 'AUR-' || to_char(o.created_at, 'YYYYMMDD') || '-' || upper(lpad(to_hex(o.n), 6, '0')),
        o.user_id, o.status, paid, case when paid then o.created_at + interval '20 minutes' end,
        case when o.status = 'delivered' then o.created_at + interval '3 days' end,
        s.items, tax, 1000, s.items + tax + 1000, address || '{"phone": "541-555-0100"}'::jsonb, address,
        'stripe', o.created_at, o.created_at
      from bench_orders o
      join bench_subtotals s on s.order_id = o.id,
        lateral (select o.status not in ('pending', 'cancelled') or o.n % 2 = 0 and o.status = 'cancelled' as paid,
                        (s.items * 8 + 50) / 100 as tax) as figures,
        (select '{"firstName": "Ada", "lastName": "Lovelace", "street": "12 Analytical Engine Way",
                  "city": "Springfield", "state": "Oregon", "zipCode": "97477", "country": "US"}'::jsonb
                as address) as fixed`,
  },
  {
    label: 'order lines',
    sql: `
      insert into order_items (order_id, product_id, name, image, price_cents, quantity)
      select order_id, product_id, name, '', price_cents, quantity from bench_lines`,
  },
  {
    label: "the orders' 'placed' steps",
    sql: `
      insert into order_events (order_id, type, status, actor_id, at)
      select id, 'placed', 'pending', user_id, created_at from bench_orders`,
  },
];
