import { CATALOGUE_CARD_SIZES, FOUR_UP_CARD_SIZES, PRODUCT_PHOTO_SIZES } from '@aurora-store/api';
import { expect, type Page, test } from '@playwright/test';
import { seededDataDir } from '../support/seeded-store.ts';
import { type StoreProcess, startStore } from '../support/store-process.ts';

/*
 * Issue 39, item 6: a stored photo is fetched at the width its `sizes` says the slot draws it. Those figures are
 * written out by hand (picture-sizes.ts) because the server needs them too; this journey holds them to the slots
 * the pages really draw, at a phone's, a tablet's and two desktops' widths, so a layout change that makes a slot
 * wider (a blurry photo) or much narrower (wasted bytes) fails here. One demo store, read only.
 */
let store: StoreProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  store = await startStore({ command: 'built server', dataDir: await seededDataDir() });
});

test.afterAll(async () => {
  await store?.stop('SIGKILL');
});

/** The width in CSS pixels `sizes` gives at the page's viewport, as the browser reads it: first match wins. */
function sizesWidth(page: Page, sizes: string): Promise<number> {
  return page.evaluate((list) => {
    for (const entry of list.split(',')) {
      const [, media, length = ''] = /^\s*(\([^)]*\))?\s*(.+?)\s*$/.exec(entry) ?? [];
      if (media && !window.matchMedia(media).matches) continue;
      const probe = document.createElement('div');
      probe.style.cssText = `position:absolute;visibility:hidden;width:${length}`;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    }
    throw new Error(`No length in sizes "${list}"`);
  }, sizes);
}

interface Slot {
  name: string;
  path: string;
  /** The slot's first picture on the page. */
  image: string;
  sizes: string;
}

let slots: Slot[];

test.beforeAll(async () => {
  const answer = (await (await fetch(`${store.url}/api/products?page=1&limit=1`)).json()) as {
    data: { products: { _id: string }[] };
  };
  slots = [
    {
      name: 'a catalogue card',
      path: '/products',
      image: 'main [data-slot="image"]',
      sizes: CATALOGUE_CARD_SIZES,
    },
    {
      name: 'a featured card',
      path: '/',
      image: 'section[aria-labelledby="featured-products-title"] [data-slot="image"]',
      sizes: FOUR_UP_CARD_SIZES,
    },
    {
      name: 'a product’s main photo',
      path: `/product/${answer.data.products[0]?._id}`,
      image: 'main [data-slot="image"]',
      sizes: PRODUCT_PHOTO_SIZES,
    },
  ];
});

for (const width of [390, 820, 1100, 1440]) {
  test(`at ${width} px, each slot’s sizes is the width it is drawn at`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const slot of slots) {
      await page.goto(`${store.url}${slot.path}`);
      const image = page.locator(slot.image).first();
      await expect(image).toBeVisible();
      const drawn = (await image.boundingBox())?.width ?? 0;
      const said = await sizesWidth(page, slot.sizes);
      const what = `${slot.name} at ${width} px, drawn ${drawn} px wide`;
      // Never narrower than drawn (the photo would be blurry), and at most a little wider (wasted bytes).
      expect.soft(said, what).toBeGreaterThanOrEqual(drawn - 1);
      expect.soft(said, what).toBeLessThanOrEqual(drawn * 1.1 + 8);
    }
  });
}
