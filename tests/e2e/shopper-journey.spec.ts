import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';
import { seededDataDir } from '../support/seeded-store.ts';
import { type StoreProcess, startStore } from '../support/store-process.ts';

// With the shop's motion, as most people see it: its transitions and the aurora's drift run throughout.
test.use({ contextOptions: { reducedMotion: 'no-preference' } });

const demoShopper = { email: 'emma.wilson@example.com', password: 'demo1234' };

test.describe('a shopper buys something', () => {
  let store: StoreProcess | undefined;

  test.afterEach(async () => {
    await store?.stop('SIGKILL');
    store = undefined;
  });

  test('browse, sent to log in by Add to Cart and brought back, then cart, checkout and confirmation', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    store = await startStore({ command: 'built server', dataDir: await seededDataDir() });

    await page.goto(`${store.url}/products?category=home&sort=price_asc`);
    await expect(page.getByText(/^\d+ products found$/)).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'products');

    // The cheapest in-stock home product: its card's name links to its page.
    await page.getByRole('main').getByRole('link').filter({ hasText: /\w/ }).first().click();
    await expect(page).toHaveURL(/\/product\//);
    const productUrl = new URL(page.url()).pathname;
    const productName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'product');

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Please login to add items to cart')).toBeVisible();

    await page.getByLabel('Email').fill(demoShopper.email);
    await page.getByLabel(/^Password/).fill(demoShopper.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${productUrl}$`));

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to cart!')).toBeVisible();

    await page.goto(`${store.url}/cart`);
    await expect(page.getByRole('link', { name: productName.trim() }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'cart');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    // Name, email and phone come from the profile; the rest is typed, through the masks.
    await page.getByLabel('Address').fill('1420 SE Belmont St');
    await page.getByLabel('City').fill('Portland');
    await page.getByLabel('State').fill('Oregon');
    await page.getByLabel('ZIP code').fill('97214');
    await page.getByLabel('Card number').pressSequentially('4242424242424242');
    await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').pressSequentially('1239');
    await expect(page.getByLabel('Expiry date')).toHaveValue('12/39');
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Name on card').fill('Emma Wilson');
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'checkout');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page).toHaveURL(/\/order-confirmation\/[\w-]+$/);
    await expect(page.getByText('emma.wilson@example.com')).toBeVisible();
    await expect(page.getByText(productName.trim()).first()).toBeVisible();
    await screenshotAtWidths(page, 'order-confirmation');

    // The header's cart count follows the emptied cart.
    await expect(page.getByRole('link', { name: /^Cart, 0 items$/ })).toBeVisible();
  });
});
