import type { AdminCouponBody, Product } from '@aurora-store/api';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  admin,
  adminEnv,
  apiToken,
  demoPassword,
  demoShoppers,
  signInThroughForm,
} from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { typeDateTime } from '../support/date-field.ts';
import { catalogue, myOrders, usd } from '../support/orders.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';
import { seededDataDir } from '../support/seeded-store.ts';
import { type StoreProcess, startStore } from '../support/store-process.ts';

/*
 * A discount code from the admin's coupons screen to the shopper's order (issue 17): created with a per-user
 * limit of 1, applied at checkout in lower case, charged, shown alike on the confirmation, My Orders and the
 * admin's order, counted in the coupons table, and refused the second time.
 */

test.describe.configure({ mode: 'serial' });

let store: StoreProcess;
let product: Product;

test.beforeAll(async () => {
  store = await startStore({ command: 'built server', dataDir: await seededDataDir(), env: adminEnv });
  const found = (await catalogue(store.url)).find(
    (candidate) => candidate.stock >= 10 && candidate.price >= 20 && candidate.price < 300,
  );
  if (!found) throw new Error('The seeded catalogue has no product in stock between $20 and $300');
  product = found;
});

test.afterAll(async () => {
  await store?.stop('SIGKILL');
});

const CODE = 'AUTUMN15';
const PERCENT = 15;
const shopper = demoShoppers.noah;

/** The money rule as the test's own oracle: percent off rounded half-up, tax 8% of what remains. */
function discountedSummary(subtotalCents: number) {
  const discountCents = Math.floor((subtotalCents * PERCENT + 50) / 100);
  const taxCents = Math.floor(((subtotalCents - discountCents) * 8 + 50) / 100);
  return {
    subtotalCents,
    discountCents,
    shippingCents: 1000,
    taxCents,
    totalCents: subtotalCents - discountCents + 1000 + taxCents,
  };
}
type Summary = ReturnType<typeof discountedSummary>;

/** The dd beside a dt of an order summary's list. */
function summaryAmount(summary: Locator, term: string): Locator {
  return summary
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::*[1]');
}

async function expectDiscountedSummary(summary: Locator, expected: Summary) {
  await expect(summaryAmount(summary, 'Subtotal')).toHaveText(usd(expected.subtotalCents));
  await expect(summaryAmount(summary, `Discount (${CODE})`)).toHaveText(usd(-expected.discountCents));
  await expect(summaryAmount(summary, 'Shipping')).toHaveText(usd(expected.shippingCents));
  await expect(summaryAmount(summary, 'Tax')).toHaveText(usd(expected.taxCents));
  await expect(summaryAmount(summary, 'Total')).toHaveText(usd(expected.totalCents));
}

/** Opens a page signed out (an admin page sends the browser to /login and back after), and signs in. */
async function signInAt(page: Page, path: string, email: string, password = demoPassword) {
  await page.goto(`${store.url}${path}`);
  await signInThroughForm(page, email, password);
}

/** Signed out: the session lives in sessionStorage or, remembered, in localStorage. */
async function signOut(page: Page) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

const toast = (page: Page, text: string) =>
  page.locator('[data-slot=toast]').filter({ hasText: text }).first();
const couponRow = (page: Page, code: string) =>
  page.getByRole('grid', { name: 'Coupons' }).getByRole('row').filter({ hasText: code });
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function addProductToCart(page: Page, items: number) {
  await page.goto(`${store.url}/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart!').first()).toBeVisible();
  // The cart holds this product alone, so the oracle's subtotal is its price.
  await expect(page.getByRole('link', { name: /^Cart, \d+ items?$/ })).toHaveAccessibleName(
    `Cart, ${items} item${items === 1 ? '' : 's'}`,
  );
}

async function applyCode(page: Page, text: string) {
  await field(page, 'Discount code').fill(text);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
}

async function fillCheckout(page: Page) {
  const values: [string, string][] = [
    ['Email', shopper],
    ['First name', 'Noah'],
    ['Last name', 'Brown'],
    ['Address', '2100 Larimer St'],
    ['City', 'Denver'],
    ['State', 'CO'],
    ['ZIP code', '80205'],
    ['Phone number', '7205550177'],
    ['Card number', '4242424242424242'],
    ['Expiry date', '1239'],
    ['CVV', '123'],
    ['Name on card', 'Noah Brown'],
  ];
  for (const [label, value] of values) await field(page, label).fill(value);
  await expect(field(page, 'Card number')).toHaveValue('4242 4242 4242 4242');
  await expect(field(page, 'Expiry date')).toHaveValue('12/39');
}

test('a discount code: created by the admin, applied at checkout, charged, shown on every order screen, used once', async ({
  page,
}) => {
  // The admin's coupons are a table from 1280 px on.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, '/admin/coupons', admin.email, admin.password);
  await expect(page).toHaveURL(`${store.url}/admin/coupons`);
  await page.getByRole('button', { name: 'Add Coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Coupon' });
  const couponField = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  await couponField('Coupon code').fill('autumn15');
  await dialog.getByLabel('Description', { exact: true }).fill('Autumn sale: 15% off');
  await couponField('Value').fill(String(PERCENT));
  await couponField('Usage limit').fill('100');
  await couponField('Per-user limit').fill('1');
  const now = new Date();
  await typeDateTime(
    page,
    'Valid from',
    new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1),
    '0100',
    'AM',
  );
  await typeDateTime(page, 'Valid until', new Date(now.getFullYear() + 1, now.getMonth(), 1), '1100', 'PM');
  await dialog.getByRole('button', { name: 'Create Coupon' }).click();
  await expect(toast(page, 'Coupon created successfully')).toBeVisible();
  await expect(couponRow(page, CODE)).toContainText('Active');
  await expect(couponRow(page, CODE)).toContainText('0 / 100');
  await signOut(page);

  const token = await apiToken(store.url, shopper, demoPassword);
  await signInAt(page, '/login', shopper);
  await addProductToCart(page, 1);
  await page.goto(`${store.url}/checkout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const checkoutSummary = page.getByRole('region', { name: 'Order Summary' });
  const expected = discountedSummary(Math.round(product.price * 100));

  // Typed in lower case, matched all the same; the tag and the summary show what it takes off.
  await applyCode(page, 'autumn15');
  const tag = checkoutSummary.getByRole('group', { name: 'Applied discount code' });
  await expect(tag).toContainText(CODE);
  await expect(tag).toContainText(usd(-expected.discountCents));
  await expect(tag.getByRole('button', { name: `Remove code ${CODE}` })).toBeVisible();
  await expect(checkoutSummary.getByRole('status')).toHaveText(
    `${CODE} applied: ${usd(-expected.discountCents)}`,
  );
  await expectDiscountedSummary(checkoutSummary, expected);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'checkout-coupon-applied');

  await fillCheckout(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page).toHaveURL(/\/order-confirmation\/[\w-]+$/);
  const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expectDiscountedSummary(page.getByRole('region', { name: 'Order Items' }), expected);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'order-confirmation-coupon');

  // What the server charged is what the shopper was shown.
  const [placed] = (await myOrders(store.url, token)).orders;
  expect(placed).toMatchObject({
    _id: orderId,
    couponCode: CODE,
    discountPrice: expected.discountCents / 100,
    totalPrice: expected.totalCents / 100,
  });

  await page.goto(`${store.url}/order/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Order #/ })).toBeVisible();
  await expectDiscountedSummary(page.getByRole('region', { name: 'Order Summary' }), expected);

  // The per-user limit is 1: the same code at the next checkout is refused, on the field, with its reason.
  await addProductToCart(page, 1);
  await page.goto(`${store.url}/checkout`);
  await applyCode(page, CODE);
  const codeField = field(page, 'Discount code');
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toHaveAccessibleDescription('You have already used this coupon');
  await expect(codeField).toHaveValue(CODE);
  await expect(checkoutSummary.getByRole('group', { name: 'Applied discount code' })).toHaveCount(0);
  await expect(checkoutSummary.getByRole('term').filter({ hasText: /^Discount/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'checkout-coupon-refused');
  await signOut(page);

  await signInAt(page, `/admin/orders/${orderId}`, admin.email, admin.password);
  await expect(page).toHaveURL(`${store.url}/admin/orders/${orderId}`);
  await expectDiscountedSummary(page.getByRole('region', { name: 'Order Summary' }), expected);

  await page.goto(`${store.url}/admin/coupons`);
  await expect(couponRow(page, CODE)).toContainText('1 / 100');
});

const CART_CODE = 'CARTSAVE';
const CART_DISCOUNT_CENTS = 1250;

/** A fixed $12.50 off, made through the admin API (the screen is the journey above), usable once per shopper. */
async function createCartCoupon() {
  const adminToken = await apiToken(store.url, admin.email, admin.password);
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  const body: AdminCouponBody = {
    code: CART_CODE.toLowerCase(),
    description: 'Cart savings: $12.50 off',
    type: 'fixed',
    value: CART_DISCOUNT_CENTS / 100,
    userLimit: 1,
    validFrom: new Date(now - day).toISOString(),
    validUntil: new Date(now + 365 * day).toISOString(),
  };
  const response = await fetch(`${store.url}/api/admin/coupons`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
}

test('a discount code applied on the cart is already applied at checkout, with the same total, and back', async ({
  page,
}) => {
  await createCartCoupon();
  await signInAt(page, '/login', demoShoppers.ava);
  await addProductToCart(page, 1);
  await page.goto(`${store.url}/cart`);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order Summary' });

  const subtotalCents = Math.round(product.price * 100);
  const taxCents = Math.floor(((subtotalCents - CART_DISCOUNT_CENTS) * 8 + 50) / 100);
  const totalCents = subtotalCents - CART_DISCOUNT_CENTS + 1000 + taxCents;

  await applyCode(page, CART_CODE.toLowerCase());
  const tag = summary.getByRole('group', { name: 'Applied discount code' });
  await expect(tag).toContainText(CART_CODE);
  await expect(tag).toContainText(usd(-CART_DISCOUNT_CENTS));
  await expect(summaryAmount(summary, 'Subtotal')).toHaveText(usd(subtotalCents));
  await expect(summaryAmount(summary, `Discount (${CART_CODE})`)).toHaveText(usd(-CART_DISCOUNT_CENTS));
  await expect(summaryAmount(summary, 'Shipping')).toHaveText(usd(1000));
  await expect(summaryAmount(summary, 'Tax (8%)')).toHaveText(usd(taxCents));
  await expect(summaryAmount(summary, 'Total')).toHaveText(usd(totalCents));
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'cart-coupon-applied');

  // Carried to checkout: priced there on arrival, nothing typed.
  await summary.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(`${store.url}/checkout`);
  const checkoutSummary = page.getByRole('region', { name: 'Order Summary' });
  await expect(checkoutSummary.getByRole('group', { name: 'Applied discount code' })).toContainText(
    CART_CODE,
  );
  await expect(summaryAmount(checkoutSummary, `Discount (${CART_CODE})`)).toHaveText(
    usd(-CART_DISCOUNT_CENTS),
  );
  await expect(summaryAmount(checkoutSummary, 'Tax')).toHaveText(usd(taxCents));
  await expect(summaryAmount(checkoutSummary, 'Total')).toHaveText(usd(totalCents));
  await expect(field(page, 'Discount code')).toHaveValue('');

  // Kept for the browser session: a reload of checkout, then Back to the cart, still have it.
  await page.reload();
  await expect(summaryAmount(checkoutSummary, 'Total')).toHaveText(usd(totalCents));
  await page.goBack();
  await expect(page).toHaveURL(`${store.url}/cart`);
  await expect(summary.getByRole('group', { name: 'Applied discount code' })).toContainText(CART_CODE);
  await expect(summaryAmount(summary, 'Total')).toHaveText(usd(totalCents));
});
