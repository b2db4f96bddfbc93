import { errorEnvelopeSchema, PRODUCT_SORTS, productListResponseSchema } from '@aurora-store/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../test-support/database-targets';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { day, NAMES, seedCatalogue } from './catalogue-test-support';
import { selectProductRows, toProductAnswer } from './product-view';

describe.each(databaseTargets())('GET /api/products on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    await seedCatalogue(testApp.db);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function list(query = '') {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/products${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return productListResponseSchema.parse(response.json()).data;
  }

  async function names(query: string) {
    return (await list(query)).products.map((product) => product.name);
  }

  async function refused(query: string) {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/products${query}` });
    expect(response.statusCode).toBe(400);
    return errorEnvelopeSchema.parse(response.json());
  }

  it('lists only what a shopper may see, newest first, 12 to a page, with the filters', async () => {
    const data = await list();

    expect(data.products.map((product) => product.name)).toEqual([
      NAMES.socks,
      NAMES.camera,
      NAMES.studio,
      NAMES.kettle,
      NAMES.tote,
      NAMES.jacket,
      NAMES.speaker,
      NAMES.headphones,
    ]);
    expect(data.pagination).toEqual({ page: 1, pages: 1, total: 8, hasNext: false, hasPrev: false });
    expect(data.filters).toEqual({
      categories: ['accessories', 'clothing', 'electronics', 'home'],
      brands: ['Hearth', 'Lumen', 'Northwind', 'Optica', 'Sonora'],
      priceRange: { min: 5, max: 2499.99 },
    });
  });

  it('sends the page compressed over the network to a browser that accepts it', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: '/api/products' });
    // Over a real socket, as a browser asks: what inject returns is not what goes on the wire.
    const origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${origin}/api/products`, { headers: { 'accept-encoding': 'br' } });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('accept-encoding');
    expect(await response.json()).toEqual(plain.json());
  });

  it('shapes each product in dollars with its category, discount and first image', async () => {
    const [headphones] = (await list('?search=Aurora%20Wireless')).products;

    expect(headphones).toMatchObject({
      name: NAMES.headphones,
      price: 129.99,
      comparePrice: 159.99,
      discountPercentage: 19,
      category: 'electronics',
      brand: 'Lumen',
      rating: 4.5,
      reviewCount: 3,
      salesCount: 40,
      image: '/api/images/products/test.svg',
      isActive: true,
      createdAt: day(1).toISOString(),
    });
    expect(headphones?.id).toBe(headphones?._id);
  });

  it.each([
    [
      'newest',
      [
        NAMES.socks,
        NAMES.camera,
        NAMES.studio,
        NAMES.kettle,
        NAMES.tote,
        NAMES.jacket,
        NAMES.speaker,
        NAMES.headphones,
      ],
    ],
    [
      'price_asc',
      [
        NAMES.socks,
        NAMES.tote,
        NAMES.speaker,
        NAMES.kettle,
        NAMES.jacket,
        NAMES.headphones,
        NAMES.studio,
        NAMES.camera,
      ],
    ],
    [
      'price_desc',
      [
        NAMES.camera,
        NAMES.studio,
        NAMES.headphones,
        NAMES.jacket,
        NAMES.kettle,
        NAMES.speaker,
        NAMES.tote,
        NAMES.socks,
      ],
    ],
    // Equal ratings: more reviews first.
    [
      'rating',
      [
        NAMES.camera,
        NAMES.jacket,
        NAMES.studio,
        NAMES.headphones,
        NAMES.speaker,
        NAMES.kettle,
        NAMES.socks,
        NAMES.tote,
      ],
    ],
    [
      'popular',
      [
        NAMES.socks,
        NAMES.speaker,
        NAMES.studio,
        NAMES.headphones,
        NAMES.kettle,
        NAMES.jacket,
        NAMES.tote,
        NAMES.camera,
      ],
    ],
  ])('sorts by %s', async (sort, expected) => {
    expect(await names(`?sort=${sort}`)).toEqual(expected);
  });

  it('refuses an unknown sort with a field error', async () => {
    const body = await refused('?sort=cheapest');
    expect(body.errors?.map((error) => error.field)).toEqual(['sort']);
  });

  it('pages with the numbers a pager needs, never repeating or skipping a product', async () => {
    const first = await list('?sort=price_asc&limit=3');
    const second = await list('?sort=price_asc&limit=3&page=2');
    const third = await list('?sort=price_asc&limit=3&page=3');

    expect(second.pagination).toEqual({ page: 2, pages: 3, total: 8, hasNext: true, hasPrev: true });
    expect(first.pagination).toMatchObject({ hasNext: true, hasPrev: false });
    expect(third.pagination).toMatchObject({ hasNext: false, hasPrev: true });
    expect(third.products).toHaveLength(2);
    const paged = [...first.products, ...second.products, ...third.products].map((product) => product.name);
    expect(paged).toEqual(await names('?sort=price_asc'));
  });

  it('answers an empty page past the end', async () => {
    const data = await list('?limit=3&page=4');
    expect(data.products).toEqual([]);
    expect(data.pagination).toEqual({ page: 4, pages: 3, total: 8, hasNext: false, hasPrev: true });
  });

  it('accepts up to 48 a page and refuses more with a field error', async () => {
    expect((await list('?limit=48')).products).toHaveLength(8);
    const body = await refused('?limit=49');
    expect(body.errors).toEqual([{ field: 'limit', message: 'At most 48 products per page' }]);
  });

  it('refuses a page or limit that is not a positive whole number', async () => {
    expect((await refused('?page=0')).errors?.[0]?.field).toBe('page');
    expect((await refused('?limit=abc')).errors?.[0]?.field).toBe('limit');
    expect((await refused('?minPrice=-1')).errors?.[0]?.field).toBe('minPrice');
  });

  it('filters by category slug; all or empty means every category', async () => {
    expect(await names('?category=clothing')).toEqual([NAMES.socks, NAMES.jacket]);
    expect(await names('?category=all')).toHaveLength(8);
    expect(await names('?category=')).toHaveLength(8);
    expect(await names('?category=garden')).toEqual([]);
    expect(await names('?category=unknown')).toEqual([]);
  });

  it('partitions the catalogue into the price bands, lower bound inclusive, upper exclusive', async () => {
    const under50 = await names('?maxPrice=50&sort=price_asc');
    const from50to200 = await names('?minPrice=50&maxPrice=200&sort=price_asc');
    const over200 = await names('?minPrice=200&sort=price_asc');

    expect(under50).toEqual([NAMES.socks, NAMES.tote, NAMES.speaker]);
    expect(from50to200).toEqual([NAMES.kettle, NAMES.jacket, NAMES.headphones]);
    expect(over200).toEqual([NAMES.studio, NAMES.camera]);
  });

  it('refuses a maximum price not above the minimum', async () => {
    const body = await refused('?minPrice=200&maxPrice=50');
    expect(body.errors).toEqual([{ field: 'maxPrice', message: 'Must be greater than minPrice' }]);
  });

  it('searches the words of names and descriptions, in any word form', async () => {
    expect(await names('?search=speaker&sort=price_asc')).toEqual([NAMES.speaker, NAMES.studio]);
    expect(await names('?search=cancelling')).toEqual([NAMES.headphones]);
  });

  it('searches by brand', async () => {
    expect(await names('?search=Sonora&sort=price_asc')).toEqual([NAMES.speaker, NAMES.studio]);
    expect(await names('?search=lumen&sort=price_asc')).toEqual([NAMES.tote, NAMES.headphones]);
  });

  it('forgives typos and unfinished words, and never finds a hidden product', async () => {
    expect(await names('?search=hedphones')).toEqual([NAMES.headphones]);
    expect(await names('?search=headph')).toEqual([NAMES.headphones]);
    expect(await names('?search=Ghost')).toEqual([]);
  });

  it('treats any search text as text: operators, wildcards and stop words never fail', async () => {
    for (const search of [`'":&|!()<>*`, '%_\\', 'the', '-', 'or or']) {
      expect(await names(`?search=${encodeURIComponent(search)}`)).toEqual([]);
    }
    expect((await refused(`?search=${'a'.repeat(201)}`)).errors?.[0]?.field).toBe('search');
    expect((await refused('?maxPrice=Infinity')).errors?.[0]?.field).toBe('maxPrice');
  });

  it('ranks a search by relevance (not by date) unless a sort is given', async () => {
    // Newest first would put the Studio Monitor Speakers first; 'speaker' is closer to the Nimbus's name.
    expect(await names('?search=speaker')).toEqual([NAMES.speaker, NAMES.studio]);
    expect(await names('?search=speaker&sort=newest')).toEqual([NAMES.studio, NAMES.speaker]);
  });

  it('combines search, category, price and paging', async () => {
    const data = await list('?search=speaker&category=electronics&minPrice=50&limit=1');
    expect(data.products.map((product) => product.name)).toEqual([NAMES.studio]);
    expect(data.pagination).toEqual({ page: 1, pages: 1, total: 1, hasNext: false, hasPrev: false });
  });

  it('shows each product as every other answer shows it (the cart, the wishlist, the comparison)', async () => {
    const listed = (await list('?limit=48')).products;
    const rows = await selectProductRows(testApp.db);
    const elsewhere = new Map(rows.map((row) => [row.id, toProductAnswer(row)]));

    expect(listed).toHaveLength(8);
    for (const product of listed) expect(product).toEqual(elsewhere.get(product.id));
  });

  it('pages add up to the whole list with the same total, for every combination of filters and sort', async () => {
    const filters = ['&search=speaker', '&category=electronics', '&minPrice=50', '&maxPrice=200'];
    // No filter, each one alone, and every pair of them.
    const combinations = [
      '',
      ...filters.flatMap((first, index) => [
        first,
        ...filters.slice(index + 1).map((second) => first + second),
      ]),
    ];
    for (const sort of ['', ...PRODUCT_SORTS.map((name) => `&sort=${name}`)]) {
      for (const combination of combinations) {
        const whole = await list(`?limit=48${sort}${combination}`);
        const pages = [];
        // Two to a page, and one more past the end.
        for (let page = 1; page <= Math.ceil(whole.pagination.total / 2) + 1; page += 1) {
          pages.push(await list(`?limit=2&page=${page}${sort}${combination}`));
        }

        expect(pages.flatMap((page) => page.products)).toEqual(whole.products);
        expect(pages.map((page) => page.pagination.total)).toEqual(pages.map(() => whole.products.length));
        expect(pages.map((page) => page.filters)).toEqual(pages.map(() => whole.filters));
      }
    }
  });
});
