import type { Product } from '@aurora-store/api';
import { expect, type Page, test } from '@playwright/test';
import {
  admin,
  adminEnv,
  apiToken,
  demoPassword,
  demoShoppers,
  signInThroughForm,
} from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  allMyOrders,
  catalogue,
  placeOrderThroughApi,
  type ShippingTo,
  setOrderStatus,
} from '../support/orders.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';
import { seededDataDir } from '../support/seeded-store.ts';
import { type StoreProcess, startStore } from '../support/store-process.ts';

/*
 * Issue 16's storefront items 1 and 5, against the built server: what a shopper who has reviewed a product, or
 * whose order has not arrived, is told; My Orders' payment status; the checkout's last shipping address. One
 * store for the file; each journey has a demo shopper of its own.
 */

test.describe.configure({ mode: 'serial' });

let store: StoreProcess;
let products: Product[];

test.beforeAll(async () => {
  store = await startStore({ command: 'built server', dataDir: await seededDataDir(), env: adminEnv });
  products = (await catalogue(store.url)).filter((product) => product.stock >= 10);
});

test.afterAll(async () => {
  await store?.stop('SIGKILL');
});

async function signIn(page: Page, email: string) {
  await page.goto(`${store.url}/login`);
  await signInThroughForm(page, email);
}

async function openProduct(page: Page, product: Product) {
  await page.goto(`${store.url}/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
}

/** A product the shopper has never ordered, so nothing but this journey makes it reviewable. */
async function neverBought(token: string): Promise<Product> {
  const bought = new Set(
    (await allMyOrders(store.url, token)).flatMap((order) => order.orderItems.map((item) => item.product)),
  );
  const product = products.find((candidate) => !bought.has(candidate._id));
  if (!product) throw new Error('The shopper has bought every product in stock');
  return product;
}

/** The administrator confirms an order's payment, as the admin orders screen does. */
async function confirmPayment(orderId: string) {
  const token = await apiToken(store.url, admin.email, admin.password);
  const response = await fetch(`${store.url}/api/admin/orders/${orderId}/payment`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ isPaid: true }),
  });
  expect(response.status).toBe(200);
}

const lucas: ShippingTo = {
  firstName: 'Lucas',
  lastName: 'Garcia',
  street: '700 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  phone: '5125550177',
};

test('reviews: told why not before delivery; once reviewed, the stars instead of Write Review', async ({
  page,
}) => {
  const token = await apiToken(store.url, demoShoppers.lucas, demoPassword);
  const product = await neverBought(token);
  const order = await placeOrderThroughApi(store.url, token, lucas, [{ product, quantity: 1 }]);

  // Ordered, not delivered: the product page says why there is no form.
  await signIn(page, demoShoppers.lucas);
  await openProduct(page, product);
  const reviews = page.getByRole('region', { name: 'Customer Reviews' });
  await expect(
    reviews.getByText('You can review this product once an order with it has been delivered.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Write a Review' })).toHaveCount(0);

  const adminToken = await apiToken(store.url, admin.email, admin.password);
  await setOrderStatus(store.url, adminToken, order._id, 'delivered');

  // Reviewed from the order's page: the line then shows the stars given, and offers no second review.
  await page.goto(`${store.url}/order/${order._id}`);
  const line = page
    .getByRole('list', { name: `Items in order ${order.orderNumber}` })
    .getByRole('listitem')
    .filter({ hasText: product.name });
  await line.getByRole('button', { name: `Write Review for ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Write Review' });
  await dialog.getByRole('radio', { name: '3 stars' }).check({ force: true });
  await dialog.getByRole('textbox', { name: 'Your review' }).fill('Does the job, nothing more.');
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review submitted successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(line.getByText('Reviewed')).toBeVisible();
  await expect(line.getByRole('img', { name: 'Rated 3 out of 5' })).toBeVisible();
  await expect(line.getByRole('button', { name: /Write Review/ })).toHaveCount(0);

  // A fresh visit: the server remembers.
  await page.reload();
  await expect(line.getByRole('img', { name: 'Rated 3 out of 5' })).toBeVisible();
  await expect(line.getByRole('button', { name: /Write Review/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'order-detail-reviewed');

  // The product page shows the shopper's own review rather than an empty invitation.
  await openProduct(page, product);
  const mine = reviews.getByRole('region', { name: 'You have reviewed this product' });
  await expect(mine.getByRole('img')).toHaveAccessibleName('Rated 3 out of 5');
  await expect(page.getByRole('heading', { name: 'Write a Review' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'product-reviewed');
});

test("My Orders shows each order's payment; checkout opens with the last shipping address", async ({
  page,
}) => {
  const token = await apiToken(store.url, demoShoppers.olivia, demoPassword);
  const [first, second] = products;
  if (!first || !second) throw new Error('The seeded catalogue has fewer than two products in stock');
  const olivia: ShippingTo = {
    firstName: 'Olivia',
    lastName: 'Martinez',
    street: '455 Market St',
    city: 'San Francisco',
    state: 'CA',
    zipCode: '94105',
    phone: '4155550163',
  };
  const paid = await placeOrderThroughApi(store.url, token, olivia, [{ product: first, quantity: 1 }]);
  await confirmPayment(paid._id);
  // The newest order, and so the last shipping address.
  const moved = { ...olivia, street: '1 Ferry Building', zipCode: '94111' };
  const unpaid = await placeOrderThroughApi(store.url, token, moved, [{ product: second, quantity: 1 }]);

  await signIn(page, demoShoppers.olivia);
  await page.goto(`${store.url}/orders`);
  const card = (orderNumber: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Order #${orderNumber}` }) });
  await expect(card(paid.orderNumber).getByText('Paid', { exact: true })).toBeVisible();
  await expect(card(unpaid.orderNumber).getByText('Pending Payment', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'my-orders-payment');

  await openProduct(page, first);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
  await page.goto(`${store.url}/checkout`);
  const shipping = page.getByRole('group', { name: 'Shipping address' });
  await expect(shipping.getByText('Filled in from your last order.')).toBeVisible();
  await expect(page.getByLabel('Address')).toHaveValue('1 Ferry Building');
  await expect(page.getByLabel('City')).toHaveValue('San Francisco');
  await expect(page.getByLabel('State')).toHaveValue('CA');
  await expect(page.getByLabel('ZIP code')).toHaveValue('94111');
  await expect(page.getByLabel('Phone number')).toHaveValue('4155550163');
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'checkout-last-address');

  // Still the shopper's to change: the order goes where the form says.
  await page.getByLabel('Address').fill('2 Embarcadero Center');
  await page.getByLabel('Card number').pressSequentially('4242424242424242');
  await page.getByLabel('Expiry date').pressSequentially('1239');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Name on card').fill('Olivia Martinez');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  const [placed] = await allMyOrders(store.url, token);
  expect(placed?.shippingAddress).toMatchObject({ street: '2 Embarcadero Center', zipCode: '94111' });
});
