import type { Product } from '@aurora-store/api';
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
import {
  adminOrder,
  allMyOrders,
  catalogue,
  expectedSummary,
  type MoneySummary,
  myOrders,
  parseUsd,
  placeOrderThroughApi,
  productDetail,
  setOrderStatus,
  usd,
} from '../support/orders.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';
import { seededDataDir } from '../support/seeded-store.ts';
import { type StoreProcess, startStore } from '../support/store-process.ts';

/*
 * Cart, wishlist, checkout, My Orders and a review after delivery, in Chromium against the built server. One
 * store for the file (seeding takes seconds); each journey has a demo shopper of its own, so none sees
 * another's cart, wishlist or orders, and products of its own, so none changes another's stock.
 */

test.describe.configure({ mode: 'serial' });

let store: StoreProcess;
/** Distinct in-stock products, one set per journey, chosen from the seeded catalogue. */
let picks: {
  /** Few left, so its quantity meets the stock cap within a few presses. */
  scarce: Product;
  plenty: Product;
  wished: Product;
  checkedOut: Product;
  /** Bought again and again to give a shopper a second page of orders. */
  filler: Product;
  /** Already reviewed by others, so the rating and count have something to move from. */
  reviewed: Product[];
};

test.beforeAll(async () => {
  store = await startStore({ command: 'built server', dataDir: await seededDataDir(), env: adminEnv });
  const products = await catalogue(store.url);
  const taken = new Set<string>();
  const one = (description: string, fits: (product: Product) => boolean): Product => {
    const product = products.find((candidate) => !taken.has(candidate._id) && fits(candidate));
    if (!product) throw new Error(`The seeded catalogue has no ${description}`);
    taken.add(product._id);
    return product;
  };
  picks = {
    scarce: one(
      'product with 3 to 6 left',
      (product) => product.stock >= 3 && product.stock <= 6 && product.price < 300,
    ),
    plenty: one('cheap product in stock', (product) => product.stock >= 20 && product.price < 100),
    wished: one('product in stock', (product) => product.stock >= 20),
    checkedOut: one('product in stock', (product) => product.stock >= 20 && product.price < 200),
    filler: one('cheap product in plenty', (product) => product.stock >= 50 && product.price < 50),
    // Every other one: the review journey takes the first its shopper has never bought.
    reviewed: products.filter((p) => !taken.has(p._id) && p.stock >= 10 && p.reviewCount > 0),
  };
});

test.afterAll(async () => {
  await store?.stop('SIGKILL');
});

/** Where Ethan's orders placed through the API are shipped. */
const ethan = {
  firstName: 'Ethan',
  lastName: 'Kim',
  street: '3300 Tejon St',
  city: 'Denver',
  state: 'CO',
  zipCode: '80211',
  phone: '7205550191',
};

async function signIn(page: Page, email: string) {
  await page.goto(`${store.url}/login`);
  await signInThroughForm(page, email);
}

async function openProduct(page: Page, product: Product) {
  await page.goto(`${store.url}/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
}

/** The dd beside a dt ('Subtotal', 'Tax (8%)') in an order summary's list. */
function summaryAmount(summary: Locator, term: RegExp): Locator {
  return summary.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::*[1]');
}

async function expectSummary(summary: Locator, expected: MoneySummary) {
  await expect(summaryAmount(summary, /^Subtotal$/)).toHaveText(usd(expected.subtotalCents));
  await expect(summaryAmount(summary, /^Shipping$/)).toHaveText(usd(expected.shippingCents));
  await expect(summaryAmount(summary, /^Tax/)).toHaveText(usd(expected.taxCents));
  await expect(summaryAmount(summary, /^Total$/)).toHaveText(usd(expected.totalCents));
}

test('cart: two products, steppers, the stock cap, remove, empty; the header count follows', async ({
  page,
}) => {
  const { scarce, plenty } = picks;
  await signIn(page, demoShoppers.ava);
  const cartLink = page.getByRole('link', { name: /^Cart, \d+ items?$/ });
  await expect(cartLink).toHaveAccessibleName('Cart, 0 items');

  for (const product of [scarce, plenty]) {
    await openProduct(page, product);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to cart!').first()).toBeVisible();
  }
  await expect(cartLink).toHaveAccessibleName('Cart, 2 items');

  await cartLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  const scarceLine = page.getByRole('article', { name: scarce.name });
  const plentyLine = page.getByRole('article', { name: plenty.name });
  const summary = page.getByRole('region', { name: 'Order Summary' });
  // The prices the shopper is shown are the ones the figures must follow.
  const scarcePrice = parseUsd((await scarceLine.getByText(/ each$/).textContent()) ?? '');
  const plentyPrice = parseUsd((await plentyLine.getByText(/ each$/).textContent()) ?? '');
  const expectLines = async (scarceQuantity: number, plentyQuantity: number) => {
    await expect(scarceLine.getByRole('textbox', { name: 'Quantity' })).toHaveValue(String(scarceQuantity));
    await expect(plentyLine.getByRole('textbox', { name: 'Quantity' })).toHaveValue(String(plentyQuantity));
    await expect(scarceLine.getByText(/^Line total: \$/)).toHaveText(
      `Line total: ${usd(Math.round(scarcePrice * 100) * scarceQuantity)}`,
    );
    await expect(plentyLine.getByText(/^Line total: \$/)).toHaveText(
      `Line total: ${usd(Math.round(plentyPrice * 100) * plentyQuantity)}`,
    );
    await expectSummary(
      summary,
      expectedSummary([
        { unitPrice: scarcePrice, quantity: scarceQuantity },
        { unitPrice: plentyPrice, quantity: plentyQuantity },
      ]),
    );
    await expect(cartLink).toHaveAccessibleName(`Cart, ${scarceQuantity + plentyQuantity} items`);
  };
  await expectLines(1, 1);

  await plentyLine.getByRole('button', { name: 'Increase Quantity' }).click();
  await expectLines(1, 2);
  await plentyLine.getByRole('button', { name: 'Increase Quantity' }).click();
  await expectLines(1, 3);
  await plentyLine.getByRole('button', { name: 'Decrease Quantity' }).click();
  await expectLines(1, 2);

  // Typed past the stock, the quantity holds at the stock, and the stepper cannot go further.
  const scarceQuantity = scarceLine.getByRole('textbox', { name: 'Quantity' });
  await scarceQuantity.fill(String(scarce.stock + 5));
  await scarceQuantity.press('Enter');
  await expectLines(scarce.stock, 2);
  await expect(scarceLine.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'cart-filled');

  await scarceLine.getByRole('button', { name: `Remove ${scarce.name}` }).click();
  await expect(scarceLine).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '1 item' })).toBeVisible();
  await expectSummary(summary, expectedSummary([{ unitPrice: plentyPrice, quantity: 2 }]));
  await expect(cartLink).toHaveAccessibleName('Cart, 2 items');

  // Spec section 4: a quantity below 1 removes the line.
  await plentyLine.getByRole('button', { name: 'Decrease Quantity' }).click();
  await expect(plentyLine.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  await plentyLine.getByRole('button', { name: 'Decrease Quantity' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
  await expect(cartLink).toHaveAccessibleName('Cart, 0 items');
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'cart-empty');

  // The server kept none of it: a reload shows the same empty cart, and checkout sends the shopper back here.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await page.goto(`${store.url}/checkout`);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test('wishlist: saved from the product page, listed, moved to the cart, removed, empty', async ({ page }) => {
  const { wished } = picks;
  await signIn(page, demoShoppers.lucas);
  const wishlistLink = page.getByRole('link', { name: /^Wishlist, \d+ items?$/ });
  const cartLink = page.getByRole('link', { name: /^Cart, \d+ items?$/ });
  await expect(wishlistLink).toHaveAccessibleName('Wishlist, 0 items');
  await expect(cartLink).toHaveAccessibleName('Cart, 0 items');

  await openProduct(page, wished);
  const wishlistButton = page.getByRole('button', { name: 'Wishlist' });
  await expect(wishlistButton).toHaveAttribute('aria-pressed', 'false');
  await wishlistButton.click();
  await expect(page.getByText('Added to wishlist!')).toBeVisible();
  await expect(wishlistButton).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlistLink).toHaveAccessibleName('Wishlist, 1 item');

  await wishlistLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: wished.name })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'wishlist');

  await page.getByRole('button', { name: `Add to Cart: ${wished.name}` }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
  await expect(cartLink).toHaveAccessibleName('Cart, 1 item');

  await page.getByRole('button', { name: `Remove ${wished.name} from wishlist` }).click();
  await expect(page.getByText('Removed from wishlist')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  await expect(wishlistLink).toHaveAccessibleName('Wishlist, 0 items');
  // Removing it from the wishlist leaves the cart as it was.
  await expect(cartLink).toHaveAccessibleName('Cart, 1 item');
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'wishlist-empty');

  await page.goto(`${store.url}/cart`);
  await expect(page.getByRole('article', { name: wished.name })).toBeVisible();
});

/** The checkout's fields by their labels, as a shopper finds them. */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function submitInvalid(page: Page) {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please fix the errors in the form').last()).toBeVisible();
}

/** The field shows the message, and a screen reader hears it with the field. */
async function expectFieldError(page: Page, label: string, message: string) {
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(message));
}

test('checkout: every validation message of the spec, nothing placed while invalid, then the order', async ({
  page,
}) => {
  const { checkedOut } = picks;
  const token = await apiToken(store.url, demoShoppers.mia, demoPassword);
  const ordersBefore = (await myOrders(store.url, token)).pagination.total;

  await signIn(page, demoShoppers.mia);
  await openProduct(page, checkedOut);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
  await page.goto(`${store.url}/checkout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // Spec section 5's messages for a blank field, then for a wrong one: [label, blank, wrong value, message].
  const rules: [string, string, string, string][] = [
    ['Email', 'Email is required', 'mia.patel@example', 'Please enter a valid email address'],
    ['First name', 'First name is required', 'M1a', 'First name should only contain letters'],
    ['Last name', 'Last name is required', 'Patel-2', 'Last name should only contain letters'],
    ['Address', 'Address is required', '   ', 'Address is required'],
    ['City', 'City is required', 'Seattle 9', 'City should only contain letters'],
    ['State', 'State is required', 'WA1', 'State should only contain letters'],
    ['ZIP code', 'ZIP code is required', '9810', 'ZIP code must be 5 digits'],
    ['Phone number', 'Phone number is required', '206555', 'Phone number must be 10 digits'],
    ['Card number', 'Card number is required', '4242 4242 4242', 'Card number must be 16 digits'],
    ['Expiry date', 'Expiry date is required', '13/30', 'Expiry date must be in MM/YY format'],
    ['CVV', 'CVV is required', '12', 'CVV must be 3 digits'],
    ['Name on card', 'Name on card is required', 'Mia P4tel', 'Name should only contain letters'],
  ];

  // Name, email and phone come from the profile: emptied, every field says it is required.
  for (const [label] of rules) await field(page, label).fill('');
  await submitInvalid(page);
  for (const [label, blank] of rules) await expectFieldError(page, label, blank);
  // Focus moves to the first field in error, so the shopper hears where to start.
  await expect(field(page, 'Email')).toBeFocused();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'checkout-errors');

  // Editing a field clears its error at once.
  await field(page, 'City').fill('S');
  await expect(page.getByText('City is required', { exact: true })).toHaveCount(0);
  await expect(field(page, 'City')).not.toHaveAttribute('aria-invalid', 'true');

  // Each field wrong in the way its rule forbids; the masks leave these values as typed.
  for (const [label, , wrong] of rules) await field(page, label).fill(wrong);
  await expect(field(page, 'Card number')).toHaveValue('4242 4242 4242');
  await expect(field(page, 'Expiry date')).toHaveValue('13/30');
  await submitInvalid(page);
  for (const [label, , , message] of rules) await expectFieldError(page, label, message);

  // A month that has already begun is an expired card (spec: the start of that month is before now).
  const now = new Date();
  const lastMonth = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const pastExpiry = `${String(lastMonth.getMonth() + 1).padStart(2, '0')}${String(lastMonth.getFullYear() % 100).padStart(2, '0')}`;
  await field(page, 'Expiry date').fill('');
  await field(page, 'Expiry date').pressSequentially(pastExpiry);
  await submitInvalid(page);
  await expectFieldError(page, 'Expiry date', 'Card has expired');

  await expect(page).toHaveURL(/\/checkout$/);
  expect((await myOrders(store.url, token)).pagination.total).toBe(ordersBefore);

  // Right this time, typed through the masks.
  await field(page, 'Email').fill(demoShoppers.mia);
  await field(page, 'First name').fill('Mia');
  await field(page, 'Last name').fill('Patel');
  await field(page, 'Address').fill('412 Pine St');
  await field(page, 'City').fill('Seattle');
  await field(page, 'State').fill('WA');
  await field(page, 'ZIP code').fill('');
  await field(page, 'ZIP code').pressSequentially('981012');
  await expect(field(page, 'ZIP code')).toHaveValue('98101');
  await field(page, 'Phone number').fill('');
  await field(page, 'Phone number').pressSequentially('(206) 555-0136');
  await field(page, 'Card number').fill('');
  await field(page, 'Card number').pressSequentially('4242424242424242');
  await expect(field(page, 'Card number')).toHaveValue('4242 4242 4242 4242');
  await field(page, 'Expiry date').fill('');
  await field(page, 'Expiry date').pressSequentially('1239');
  await expect(field(page, 'Expiry date')).toHaveValue('12/39');
  await field(page, 'CVV').fill('');
  await field(page, 'CVV').pressSequentially('1234');
  await expect(field(page, 'CVV')).toHaveValue('123');
  await field(page, 'Name on card').fill('Mia Patel');
  await expect(page.getByRole('alert').filter({ hasText: /is required|must be|should only/ })).toHaveCount(0);

  const expected = expectedSummary([{ unitPrice: checkedOut.price, quantity: 1 }]);
  await expectSummary(page.getByRole('region', { name: 'Order Summary' }), expected);
  // The order call is held until the busy state has been seen, so the check does not race the server.
  let releaseOrder = () => {};
  const orderHeld = new Promise<void>((resolve) => {
    releaseOrder = resolve;
  });
  await page.route('**/api/orders', async (route) => {
    if (route.request().method() === 'POST') await orderHeld;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('button', { name: 'Processing Order...' })).toBeDisabled();
  releaseOrder();

  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page).toHaveURL(/\/order-confirmation\/[\w-]+$/);
  await expect(page.getByText(checkedOut.name).first()).toBeVisible();
  await expect(page.getByText('Mia Patel').first()).toBeVisible();
  await expect(page.getByText(demoShoppers.mia).first()).toBeVisible();
  await expect(page.getByText(usd(expected.totalCents)).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart, 0 items$/ })).toBeVisible();
  expect((await myOrders(store.url, token)).pagination.total).toBe(ordersBefore + 1);
});

test('my orders: two pages, cards, an order in detail, and clear history keeps the orders', async ({
  page,
}) => {
  const { filler } = picks;
  const token = await apiToken(store.url, demoShoppers.ethan, demoPassword);
  // More than one page of 10: the seeded orders, topped up.
  const seeded = (await myOrders(store.url, token)).pagination.total;
  for (let placed = seeded; placed < 12; placed += 1) {
    await placeOrderThroughApi(store.url, token, ethan, [{ product: filler, quantity: 2 }]);
  }
  const orders = await allMyOrders(store.url, token);
  expect(orders.length).toBeGreaterThan(10);

  await signIn(page, demoShoppers.ethan);
  await page.goto(`${store.url}/orders`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Orders' });
  const cards = list.getByRole('heading', { level: 2, name: /^Order #/ });
  await expect(cards).toHaveCount(10);
  const pages = page.getByRole('navigation', { name: 'Order pages' });
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  // Each card: its number, status and total, newest first as the server lists them.
  const [newest] = orders;
  if (!newest) throw new Error('no orders');
  const newestCard = list.getByRole('listitem').filter({ hasText: `Order #${newest.orderNumber}` });
  await expect(list.getByRole('listitem').first()).toContainText(`Order #${newest.orderNumber}`);
  await expect(newestCard).toContainText('Pending');
  await expect(newestCard).toContainText(`Total: ${usd(Math.round(newest.totalPrice * 100))}`);
  await expect(newestCard).toContainText(filler.name);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'my-orders');

  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards).toHaveCount(orders.length - 10);
  for (const order of orders.slice(10)) {
    const card = list.getByRole('listitem').filter({ hasText: `Order #${order.orderNumber}` });
    const status = `${order.status.charAt(0).toUpperCase()}${order.status.slice(1)}`;
    await expect(card).toContainText(status);
    await expect(card).toContainText(`Total: ${usd(Math.round(order.totalPrice * 100))}`);
  }
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(cards).toHaveCount(10);

  await newestCard.getByRole('link', { name: `View Details of order ${newest.orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${newest._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order #${newest.orderNumber}` })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByText('Pending Payment', { exact: true })).toBeVisible();
  const items = page.getByRole('list', { name: `Items in order ${newest.orderNumber}` });
  await expect(items).toContainText(filler.name);
  await expect(items).toContainText('2');
  await expect(items).toContainText(usd(Math.round(filler.price * 100)));
  const address = page.getByRole('region', { name: 'Shipping Address' });
  await expect(address).toContainText('Ethan Kim');
  await expect(address).toContainText('3300 Tejon St');
  await expect(address).toContainText('Denver, CO 80211');
  await expectSummary(
    page.getByRole('region', { name: 'Order Summary' }),
    expectedSummary([{ unitPrice: filler.price, quantity: 2 }]),
  );
  // Not delivered: nothing to review yet.
  await expect(page.getByRole('button', { name: /^Write Review/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'order-detail');

  await page.getByRole('link', { name: 'Back to Orders' }).click();
  await expect(cards).toHaveCount(10);
  await page.getByRole('button', { name: 'Clear History' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to clear your entire order history? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Clear History' }).click();
  await expect(page.getByText('Order history cleared successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/products');
  await expect(page.getByRole('button', { name: 'Clear History' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'my-orders-cleared');

  // Cleared from the shopper's list only: the store still has every order.
  const adminToken = await apiToken(store.url, admin.email, admin.password);
  for (const order of orders) {
    expect((await adminOrder(store.url, adminToken, order._id)).orderNumber).toBe(order.orderNumber);
  }
});

test('a review after delivery: the form appears, the review is listed, the rating moves, no second form', async ({
  page,
}) => {
  const token = await apiToken(store.url, demoShoppers.ava, demoPassword);
  const ava = {
    firstName: 'Ava',
    lastName: 'Chen',
    street: '1600 Valencia St',
    city: 'San Francisco',
    state: 'CA',
    zipCode: '94110',
    phone: '4155550128',
  };
  // A product Ava has never bought, so only this journey's order can open its review form.
  const bought = new Set(
    (await allMyOrders(store.url, token)).flatMap((order) => order.orderItems.map((item) => item.product)),
  );
  const product = picks.reviewed.find((candidate) => !bought.has(candidate._id));
  if (!product) throw new Error('Ava has bought every reviewed product');
  const order = await placeOrderThroughApi(store.url, token, ava, [{ product, quantity: 1 }]);

  await signIn(page, demoShoppers.ava);
  await openProduct(page, product);
  const reviews = page.getByRole('region', { name: 'Customer Reviews' });
  await expect(reviews.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Write a Review' })).toHaveCount(0);

  const adminToken = await apiToken(store.url, admin.email, admin.password);
  await setOrderStatus(store.url, adminToken, order._id, 'delivered');

  // Spec section 4: the delivered order offers the review on its detail page too.
  await page.goto(`${store.url}/order/${order._id}`);
  await expect(page.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Write Review for ${product.name}` })).toBeVisible();

  await openProduct(page, product);
  const form = page.getByRole('form', { name: 'Write a Review' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();

  // The rating and count before, from every review listed; the product's average follows them.
  const before = await productDetail(store.url, product._id);
  const ratings = before.product.reviews.map((review) => review.rating);
  await expect(reviews.getByRole('article')).toHaveCount(ratings.length);
  const productArticle = page.getByRole('article', { name: product.name, exact: true });
  const summaryRating = productArticle.getByRole('img', { name: /^Rated / });
  await expect(summaryRating).toHaveAccessibleName(`Rated ${before.product.rating} out of 5`);
  await expect(
    productArticle.getByText(`(${ratings.length} ${ratings.length === 1 ? 'review' : 'reviews'})`),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'product-review-form');

  // Submitting with no text is refused by the form itself.
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByRole('textbox', { name: 'Your review' })).toHaveAttribute('aria-invalid', 'true');

  const comment = 'Arrived well packed and does what it says. Would buy again.';
  await form.getByRole('radio', { name: '2 stars' }).check({ force: true });
  await expect(form.getByRole('radio', { name: '2 stars' })).toBeChecked();
  await form.getByRole('textbox', { name: 'Your review' }).fill(comment);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review submitted successfully')).toBeVisible();

  const mine = reviews.getByRole('article', { name: 'Review by Ava C.' });
  await expect(mine).toContainText(comment);
  await expect(mine.getByRole('img')).toHaveAccessibleName('Rated 2 out of 5');
  const count = ratings.length + 1;
  const average = Math.round(((ratings.reduce((sum, rating) => sum + rating, 0) + 2) / count) * 100) / 100;
  await expect(summaryRating).toHaveAccessibleName(`Rated ${average} out of 5`);
  await expect(productArticle.getByText(`(${count} reviews)`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Write a Review' })).toHaveCount(0);

  // One review per product: a fresh visit offers no second form.
  await page.reload();
  await expect(mine).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Write a Review' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("signed out or with an ended session, an order's links go to /login and come back after", async ({
  page,
}) => {
  const token = await apiToken(store.url, demoShoppers.ethan, demoPassword);
  const order = await placeOrderThroughApi(store.url, token, ethan, [{ product: picks.filler, quantity: 1 }]);
  const heading = page.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` });

  // Spec section 8: the 401 a signed-out visitor would meet sends the browser to /login instead.
  for (const path of [`/order/${order._id}`, `/order-confirmation/${order._id}`]) {
    await page.goto(`${store.url}${path}`);
    await expect(page).toHaveURL(`${store.url}/login`);
    await expect(page.getByText('Order not found')).toHaveCount(0);
    await signInThroughForm(page, demoShoppers.ethan);
    await expect(page).toHaveURL(`${store.url}${path}`);
    await expect(page.getByText(order.orderNumber).first()).toBeVisible();
    // Signed out again: the session is in sessionStorage or, remembered, in localStorage.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }

  // A remembered session the server no longer honours ends on its first 401, and the shopper comes back too.
  await page.goto(`${store.url}/login`);
  await signInThroughForm(page, demoShoppers.ethan);
  await page.evaluate(() => {
    const area = localStorage.getItem('token') ? localStorage : sessionStorage;
    area.setItem('token', 'ended.session.token');
  });
  await page.goto(`${store.url}/order/${order._id}`);
  await expect(page).toHaveURL(`${store.url}/login`);
  await signInThroughForm(page, demoShoppers.ethan);
  await expect(page).toHaveURL(`${store.url}/order/${order._id}`);
  await expect(heading).toBeVisible();
});
