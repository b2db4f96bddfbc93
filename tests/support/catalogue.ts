import { expect, type Locator, type Page } from '@playwright/test';

/** One product as the catalogue API answers it: only the fields a journey checks the screen against. */
export interface ApiProduct {
  _id: string;
  name: string;
  description: string;
  category: string;
  price: number;
  rating: number;
  salesCount: number;
  createdAt: string;
  /** The card's picture. */
  image: string;
  images: { url: string; alt: string }[];
}

interface ProductListAnswer {
  data: { products: ApiProduct[]; pagination: { total: number } };
}

/**
 * The catalogue as the server holds it, for what a card does not show (creation date, sales): the Newest and
 * Most Popular sorts are checked against it. 48 is the server's largest page, and the demo store fits in it.
 */
export async function catalogueFromApi(
  page: Page,
  baseUrl: string,
  query = '',
): Promise<ProductListAnswer['data']> {
  const response = await page.request.get(`${baseUrl}/api/products?limit=48${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ProductListAnswer).data;
}

/** The list of result cards on the Products page. */
export function resultList(page: Page): Locator {
  return page.getByRole('list', { name: 'Products' });
}

/** '$1,199.00' -> 1199, '₹7,409' -> 7409: the amount a shopper reads, without symbol and grouping. */
export function moneyValue(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

/** What the visible cards of a list say, in screen order: names, prices paid, ratings, 'Brand · Category'. */
export async function visibleCards(list: Locator) {
  const cards = list.getByRole('listitem');
  const names = (await cards.getByRole('heading').allTextContents()).map((name) => name.trim());
  // The amount paid, not the struck-through compare price beside it.
  const prices = (await list.locator('[data-slot="price-amount"]').allTextContents()).map(moneyValue);
  const ratings = await list
    .getByRole('img', { name: /^Rated / })
    .evaluateAll((images) =>
      images.map((image) => Number(/Rated ([\d.]+)/.exec(image.getAttribute('aria-label') ?? '')?.[1])),
    );
  const bylines = await cards.getByText(/ · /).allTextContents();
  return { names, prices, ratings, bylines };
}

/**
 * Waits until the Products page shows the answer for its current URL: the result count says `total` and the
 * list no longer dims the previous answer.
 */
export async function expectResults(page: Page, total: number) {
  await expect(page.getByRole('status').filter({ hasText: /found$/ })).toHaveText(
    `${total} ${total === 1 ? 'product' : 'products'} found`,
  );
  await expect(resultList(page)).toHaveAttribute('aria-busy', 'false');
}

/** Chooses an option of one of the Products page's selects (Price, Sort by), as a shopper would. */
export async function chooseOption(page: Page, select: 'Price' | 'Sort by', option: string) {
  await page
    .getByRole('region', { name: 'Filters' })
    .getByRole('combobox', { name: select })
    .selectOption({ label: option });
}

export function isSorted(values: readonly number[], direction: 'ascending' | 'descending'): boolean {
  return values.every((value, index) => {
    if (index === 0) return true;
    const previous = values[index - 1] as number;
    return direction === 'ascending' ? previous <= value : previous >= value;
  });
}

/**
 * The header's search field: a plain search box stands in until the shopper reaches for it (pointer or focus),
 * then the combobox with suggestions takes its place.
 */
export function headerSearch(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Search products' });
}

/**
 * Types into the header search as a shopper does: a click, then keystrokes (replacing what is there), so a
 * keystroke lost while the suggesting field takes over from the stand-in shows as a wrong value.
 */
export async function typeInHeaderSearch(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search products' }).or(headerSearch(page)).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(headerSearch(page)).toHaveValue(text);
}
