import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createCategory, createProduct } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createWebBuild } from '../test-support/web-build';

const asBrowser = { accept: 'text/html' };
const PUBLIC_URL = 'https://shop.example';
const HOSTILE_NAME = `Lamp </script><script>alert("x")</script> 'quoted' & $& $1`;

/** The head of an HTML page, read as a crawler reads it: attributes by tag, JSON-LD parsed. */
function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attribute = (selector: RegExp) => selector.exec(head)?.[1];
  const meta = (key: string) =>
    attribute(new RegExp(`<meta (?:name|property)="${key.replace(/[:]/g, '\\:')}" content="([^"]*)"`));
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1];
  return {
    head,
    titles: head.match(/<title>([\s\S]*?)<\/title>/g) ?? [],
    title: attribute(/<title>([\s\S]*?)<\/title>/),
    description: meta('description'),
    robots: meta('robots'),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    preloadImage: attribute(/<link rel="preload" as="image" href="([^"]*)"/),
    meta,
    jsonLd: jsonLd === undefined ? undefined : (JSON.parse(jsonLd) as Record<string, unknown>),
  };
}

describe.each(databaseTargets())('what search engines and link previews read on $name', (target) => {
  let testApp: TestApp;
  let webBuild: Awaited<ReturnType<typeof createWebBuild>>;

  beforeAll(async () => {
    webBuild = await createWebBuild();
    testApp = await createTestApp(target, { webDistDir: webBuild.dir, publicUrl: PUBLIC_URL });
  });

  afterAll(async () => {
    await testApp?.close();
    await webBuild?.remove();
  });

  const page = (url: string) => testApp.app.inject({ method: 'GET', url, headers: asBrowser });

  it('gives a product deep link its title, description, canonical address, preview and Product data', async () => {
    const product = await createProduct(testApp.db, {
      name: 'Aurora Desk Lamp',
      description: 'A warm dimmable lamp for long evenings.',
      priceCents: 49_90,
      stock: 3,
      lowStockThreshold: 5,
      brand: 'Lumen',
      reviewCount: 4,
      ratingHundredths: 450,
      images: [{ url: '/api/images/products/lamp.svg', alt: 'The lamp, lit', public_id: 'lamp' }],
    });
    const response = await page(`/product/${product.id}`);
    const head = readHead(response.body);
    const url = `${PUBLIC_URL}/product/${product.id}`;

    expect(response.statusCode).toBe(200);
    expect(head.titles).toHaveLength(1);
    expect(head.title).toBe('Aurora Desk Lamp | Aurora Store');
    expect(head.description).toBe('A warm dimmable lamp for long evenings.');
    expect(head.canonical).toBe(url);
    expect(head.robots).toBeUndefined();
    expect(head.preloadImage).toBe('/api/images/products/lamp.svg');
    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('og:title')).toBe('Aurora Desk Lamp | Aurora Store');
    expect(head.meta('og:url')).toBe(url);
    // Link previews show no SVG: the store's own drawings go out as their PNG copies.
    expect(head.meta('og:image')).toBe(`${PUBLIC_URL}/api/images/products/lamp.png`);
    expect(head.meta('og:image:alt')).toBe('The lamp, lit');
    expect(head.meta('product:price:amount')).toBe('49.90');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:image')).toBe(`${PUBLIC_URL}/api/images/products/lamp.png`);
    expect(head.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Aurora Desk Lamp',
      description: 'A warm dimmable lamp for long evenings.',
      image: [`${PUBLIC_URL}/api/images/products/lamp.png`],
      sku: product.sku,
      brand: { '@type': 'Brand', name: 'Lumen' },
      category: 'Electronics',
      offers: {
        '@type': 'Offer',
        url,
        price: '49.90',
        priceCurrency: 'USD',
        availability: 'https://schema.org/LimitedAvailability',
        itemCondition: 'https://schema.org/NewCondition',
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 4,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('previews a stored photo as its 1280 px JPEG, which every link preview reads', async () => {
    const photo = `/media/${'5eed'.repeat(16)}`;
    const product = await createProduct(testApp.db, {
      images: [{ url: photo, alt: 'In daylight', public_id: 'photo' }],
    });
    const head = readHead((await page(`/product/${product.id}`)).body);

    expect(head.meta('og:image')).toBe(`${PUBLIC_URL}${photo}/1280.jpg`);
    expect(head.jsonLd?.image).toEqual([`${PUBLIC_URL}${photo}/1280.jpg`]);
  });

  it('tells an out-of-stock product as such, and claims no rating without reviews', async () => {
    const product = await createProduct(testApp.db, { stock: 0, reviewCount: 0 });
    const head = readHead((await page(`/product/${product.id}`)).body);
    const data = head.jsonLd as { offers: { availability: string }; aggregateRating?: unknown };

    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(data.aggregateRating).toBeUndefined();
  });

  it('writes a hostile product name as text everywhere: title, preview, JSON-LD', async () => {
    const product = await createProduct(testApp.db, { name: HOSTILE_NAME, description: `"${HOSTILE_NAME}"` });
    const response = await page(`/product/${product.id}`);
    const head = readHead(response.body);

    // One script element for the data, none of the name's own; the app's module script is the build's.
    expect(response.body.match(/<script/g)).toHaveLength(2);
    expect(response.body).not.toContain('<script>alert');
    expect(head.titles).toHaveLength(1);
    expect(head.title).toBe(
      'Lamp &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &#39;quoted&#39; &amp; $&amp; $1 | Aurora Store',
    );
    expect(head.meta('og:title')).toBe(head.title);
    expect((head.jsonLd as { name: string }).name).toBe(HOSTILE_NAME);
    expect((head.jsonLd as { description: string }).description).toBe(`"${HOSTILE_NAME}"`);
  });

  it('asks search engines not to index a product shoppers cannot see', async () => {
    const inactive = await createProduct(testApp.db, { name: 'Hidden Lamp', isActive: false });
    for (const url of [`/product/${inactive.id}`, '/product/not-an-id']) {
      const response = await page(url);
      const head = readHead(response.body);

      expect(response.statusCode).toBe(404);
      expect(head.title).toBe('Product not found | Aurora Store');
      expect(head.robots).toBe('noindex');
      expect(head.canonical).toBeUndefined();
      expect(head.head).not.toContain('Hidden Lamp');
    }
  });

  it('titles the catalogue by its category and search, and points its filters to the category', async () => {
    await createCategory(testApp.db, 'home-office');
    await testApp.db
      .update(categories)
      .set({ name: 'Home Office', description: 'Desks, chairs and lamps for working at home.' })
      .where(eq(categories.slug, 'home-office'));

    const all = readHead((await page('/products?page=2&sort=price_asc')).body);
    const category = readHead((await page('/products?category=home-office&page=3&brand=Lumen')).body);
    const search = readHead((await page('/products?category=home-office&search=lamp')).body);
    const unknown = readHead((await page('/products?category=no-such-category')).body);

    expect(all.title).toBe('Products | Aurora Store');
    expect(all.canonical).toBe(`${PUBLIC_URL}/products`);
    expect(category.title).toBe('Home office | Aurora Store');
    expect(category.description).toBe('Desks, chairs and lamps for working at home.');
    expect(category.canonical).toBe(`${PUBLIC_URL}/products?category=home-office`);
    expect(category.robots).toBeUndefined();
    expect(search.title).toBe('Search results for “lamp” in Home office | Aurora Store');
    expect(search.robots).toBe('noindex, follow');
    expect(unknown.title).toBe('Products | Aurora Store');
    expect(unknown.canonical).toBe(`${PUBLIC_URL}/products`);
  });

  it('gives home its description, canonical address and the store’s search box', async () => {
    const head = readHead((await page('/')).body);

    expect(head.title).toBe('Aurora Store');
    expect(head.canonical).toBe(`${PUBLIC_URL}/`);
    expect(head.description).toMatch(/^Aurora Store: /);
    expect(head.jsonLd).toMatchObject({ '@type': 'WebSite', url: `${PUBLIC_URL}/` });
  });

  it.each([
    ['/cart', 'Shopping Cart | Aurora Store'],
    ['/checkout', 'Checkout | Aurora Store'],
    ['/orders', 'My Orders | Aurora Store'],
    ['/admin/products', 'Products | Aurora Store Admin'],
  ])('titles %s and keeps it out of search indexes', async (url, title) => {
    const head = readHead((await page(url)).body);

    expect(head.title).toBe(title);
    expect(head.robots).toBe('noindex');
  });

  it('lists every active product and category in the sitemap, and nothing a shopper cannot see', async () => {
    const listed = await createProduct(testApp.db, { name: 'Listed Lamp' });
    const inactive = await createProduct(testApp.db, { isActive: false });
    const deleted = await createProduct(testApp.db, { deletedAt: new Date() });
    const inHiddenCategory = await createProduct(testApp.db, { categorySlug: 'hidden-things' });
    await testApp.db.update(categories).set({ isActive: false }).where(eq(categories.slug, 'hidden-things'));
    const visible = await testApp.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(and(eq(categories.isActive, true), eq(products.isActive, true), isNull(products.deletedAt)));

    const response = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const locations = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    expect(locations).toContain(`${PUBLIC_URL}/`);
    expect(locations).toContain(`${PUBLIC_URL}/products`);
    expect(locations).toContain(`${PUBLIC_URL}/products?category=electronics`);
    expect(locations).not.toContain(`${PUBLIC_URL}/products?category=hidden-things`);
    expect(locations).toContain(`${PUBLIC_URL}/product/${listed.id}`);
    for (const hidden of [inactive, deleted, inHiddenCategory]) {
      expect(locations).not.toContain(`${PUBLIC_URL}/product/${hidden.id}`);
    }
    const productLocations = locations.filter((location) => location?.includes('/product/'));
    expect(productLocations).toHaveLength(visible.length);
    const entry = new RegExp(
      `<url><loc>${PUBLIC_URL}/product/${listed.id}</loc><lastmod>${listed.updatedAt.toISOString()}</lastmod></url>`,
    );
    expect(response.body).toMatch(entry);
  });

  it('keeps crawlers out of the private pages and names the sitemap in robots.txt', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    const lines = response.body.split('\n');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/cart', '/checkout', '/profile', '/orders', '/order/', '/wishlist']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /product/');
    expect(lines).not.toContain('Disallow: /products');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe.each(databaseTargets())('a page when the database cannot answer, on $name', (target) => {
  let testApp: TestApp;
  let webBuild: Awaited<ReturnType<typeof createWebBuild>>;

  beforeAll(async () => {
    webBuild = await createWebBuild();
    testApp = await createTestApp(target, { webDistDir: webBuild.dir, publicUrl: PUBLIC_URL });
  });

  afterAll(async () => {
    await testApp?.close();
    await webBuild?.remove();
  });

  it('is still sent, with a plain head, so the app can show its start-up screen', async () => {
    await testApp.app.database.close();

    const response = await testApp.app.inject({
      method: 'GET',
      url: '/product/5b15d512-99c2-466d-986a-840c7181921b',
      headers: asBrowser,
    });
    const head = readHead(response.body);

    expect(response.statusCode).toBe(200);
    expect(head.title).toBe('Aurora Store');
    expect(head.description).toMatch(/^Aurora Store: /);
    expect(response.body).toContain('<script type="module" src="/assets/app.js"></script>');
  });
});
