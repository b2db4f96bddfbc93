import { PRODUCT_PHOTO_SIZES, pictureSources } from '@aurora-store/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../test-support/database-targets';
import { createProduct } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { CATALOGUE_PLACES, createWebBuild } from '../test-support/web-build';

const asBrowser = { accept: 'text/html' };
const HOSTILE_NAME = `Lamp </div><script>alert("x")</script> 'quoted' & $& $1`;

/** What each image place of a page holds: the picture's src and alt, or null for a place left a skeleton. */
function framePictures(html: string): ({ src: string; alt: string } | null)[] {
  const places = [...html.matchAll(/<div data-frame-image="(\d+)"[^>]*>([\s\S]*?)<\/div>/g)];
  return places.map(([, , content = '']) => {
    const picture = /<img src="([^"]*)" alt="([^"]*)" fetchpriority="high">/.exec(content);
    return picture ? { src: picture[1] ?? '', alt: picture[2] ?? '' } : null;
  });
}

describe.each(databaseTargets())('the pictures in a page’s first frame on $name', (target) => {
  let testApp: TestApp;
  let webBuild: Awaited<ReturnType<typeof createWebBuild>>;

  beforeAll(async () => {
    webBuild = await createWebBuild();
    testApp = await createTestApp(target, { webDistDir: webBuild.dir });
  });

  afterAll(async () => {
    await testApp?.close();
    await webBuild?.remove();
  });

  const page = async (url: string) =>
    (await testApp.app.inject({ method: 'GET', url, headers: asBrowser })).body;

  it('puts a product’s main image in its page’s frame, described as its gallery describes it', async () => {
    const product = await createProduct(testApp.db, {
      name: 'Aurora Desk Lamp',
      images: [
        { url: '/api/images/products/lamp.svg', alt: 'The lamp, lit', public_id: 'lamp' },
        { url: '/api/images/products/lamp-off.svg', alt: 'The lamp, off', public_id: 'lamp-off' },
      ],
    });

    expect(framePictures(await page(`/product/${product.id}`))).toEqual([
      { src: '/api/images/products/lamp.svg', alt: 'The lamp, lit' },
    ]);
  });

  it('draws a stored photo as the gallery does: a <picture> of AVIF and WebP sources and JPEG widths', async () => {
    const photo = `/media/${'c0ffee42'.repeat(8)}`;
    const product = await createProduct(testApp.db, {
      name: 'Photographed Lamp',
      images: [{ url: photo, alt: 'The lamp in daylight', public_id: 'photo' }],
    });
    const html = await page(`/product/${product.id}`);
    const place = /<div data-frame-image="0"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    const sources = pictureSources(photo);
    const sizes = `sizes="${PRODUCT_PHOTO_SIZES}"`;

    expect(place).toContain(
      `<picture><source type="image/avif" srcset="${sources?.sources[0]?.srcSet}" ${sizes}>` +
        `<source type="image/webp" srcset="${sources?.sources[1]?.srcSet}" ${sizes}>` +
        `<img src="${photo}/640.jpg" srcset="${sources?.srcSet}" ${sizes} alt="The lamp in daylight" fetchpriority="high"></picture>`,
    );
    // The head preloads the very candidate the <picture> will take: AVIF, at the same sizes.
    expect(html).toContain(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${sources?.sources[0]?.srcSet}" imagesizes="${PRODUCT_PHOTO_SIZES}" fetchpriority="high" />`,
    );
  });

  it('writes a hostile product name as text in the picture’s description', async () => {
    const product = await createProduct(testApp.db, {
      name: HOSTILE_NAME,
      images: [{ url: '/api/images/products/x.svg?a=1&b="2"', alt: '', public_id: 'x' }],
    });
    const html = await page(`/product/${product.id}`);

    expect(framePictures(html)).toEqual([
      {
        src: '/api/images/products/x.svg?a=1&amp;b=&quot;2&quot;',
        alt: 'Lamp &lt;/div&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &#39;quoted&#39; &amp; $&amp; $1',
      },
    ]);
    expect(html).not.toContain('<script>alert');
  });

  it('leaves the frame a skeleton for a product that is not there, or has no picture', async () => {
    const withoutPicture = await createProduct(testApp.db, { images: [] });

    expect(framePictures(await page('/product/00000000-0000-4000-8000-000000000000'))).toEqual([null]);
    expect(framePictures(await page(`/product/${withoutPicture.id}`))).toEqual([null]);
  });

  it('shows the catalogue’s first cards’ pictures in the order the page lists them, for its own filters', async () => {
    const category = `frames-${Date.now()}`;
    const listed = async (name: string, priceCents: number, image: string) =>
      createProduct(testApp.db, {
        name,
        priceCents,
        categorySlug: category,
        images: image ? [{ url: `/api/images/products/${image}.svg`, alt: '', public_id: image }] : [],
      });
    await listed('Pricey', 900_00, 'pricey');
    await listed('Cheap', 1_00, 'cheap');
    await listed('Bare', 2_00, '');
    await listed('Middling', 50_00, 'middling');

    expect(framePictures(await page(`/products?category=${category}&sort=price_asc`))).toEqual([
      { src: '/api/images/products/cheap.svg', alt: 'Cheap' },
      null,
      { src: '/api/images/products/middling.svg', alt: 'Middling' },
      { src: '/api/images/products/pricey.svg', alt: 'Pricey' },
    ]);
    expect(framePictures(await page(`/products?category=${category}&sort=price_desc`))[0]).toEqual({
      src: '/api/images/products/pricey.svg',
      alt: 'Pricey',
    });
    // Only what the page will list: the price band leaves one product, and the other places skeletons.
    expect(framePictures(await page(`/products?category=${category}&price=over-200`))).toEqual([
      { src: '/api/images/products/pricey.svg', alt: 'Pricey' },
      ...Array.from({ length: CATALOGUE_PLACES - 1 }, () => null),
    ]);
  });

  it('shows the featured products’ pictures on home', async () => {
    await createProduct(testApp.db, {
      name: 'Featured Kettle',
      isFeatured: true,
      images: [{ url: '/api/images/products/kettle.svg', alt: 'The kettle', public_id: 'kettle' }],
    });

    expect(framePictures(await page('/'))[0]).toEqual({
      src: '/api/images/products/kettle.svg',
      alt: 'The kettle',
    });
  });
});
