import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Order, Product } from '@aurora-store/api';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { startTestSmtpServer, type TestSmtpServer } from '../../apps/server/src/mail/test-smtp-server.ts';
import {
  admin,
  adminEnv,
  apiSession,
  apiToken,
  demoPassword,
  demoShoppers,
  rememberSession,
  signInThroughForm,
} from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { catalogue, placeOrderThroughApi } from '../support/orders.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';
import { seededDataDir } from '../support/seeded-store.ts';
import { repoRoot, type StoreProcess, startStore } from '../support/store-process.ts';

/*
 * The admin's operations, as a store owner works them (issue 14): an order from the checkout to delivered on the
 * list and the detail, its timeline with who did what, its printout, an internal note the shopper never sees,
 * the shipped mail through a real SMTP server, bulk fulfilment with packing slips, and the users and roles.
 */

test.describe.configure({ mode: 'serial' });
let store: StoreProcess;
let smtp: TestSmtpServer;
let products: Product[];

const shipTo = {
  firstName: 'Noah',
  lastName: 'Brown',
  street: '18 Harbor Lane',
  city: 'Portland',
  state: 'Maine',
  zipCode: '04101',
  phone: '2075550143',
};

test.beforeAll(async () => {
  smtp = await startTestSmtpServer();
  store = await startStore({
    command: 'built server',
    dataDir: await seededDataDir(),
    env: { ...adminEnv, SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: '200', MAIL_RETRY_DELAY_MS: '200' },
  });
  products = (await catalogue(store.url)).filter((product) => product.stock >= 20 && product.price < 200);
});
test.afterAll(async () => {
  await store?.stop('SIGKILL');
  await smtp?.close();
});

async function signIn(page: Page, email: string, password?: string, path = '/login') {
  await page.goto(`${store.url}${path}`);
  await signInThroughForm(page, email, password);
}

async function adminPage(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, admin.email, admin.password, path);
  await expect(page).toHaveURL(`${store.url}${path}`);
  return page;
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot=toast]').filter({ hasText: text }).first();
const ordersTable = (page: Page) => page.getByRole('grid', { name: 'Orders' });
const orderRow = (page: Page, orderNumber: string) =>
  ordersTable(page).getByRole('row').filter({ hasText: orderNumber });

/** Picks an option of a React Aria Select, as a person does: open it, then choose. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function searchOrders(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(text);
}

/**
 * The page's print dialog, as the test sees it: pressing Print calls `window.print()` once the papers are drawn;
 * the stand-in counts the calls and, unlike a real dialog closing, leaves the papers mounted for `page.pdf()`.
 */
async function catchPrintDialog(page: Page) {
  await page.evaluate(() => {
    window.print = () => {
      document.body.dataset.printed = String(Number(document.body.dataset.printed ?? 0) + 1);
    };
  });
}

/** Prints the page to PDF as Chromium's print would, keeps it as an artifact, and gives back its bytes. */
async function printToPdf(page: Page, name: string): Promise<Buffer> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'Letter', printBackground: true });
  const folder = path.join(repoRoot, 'tests/artifacts/prints');
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, `${name}.pdf`), pdf);
  await page.emulateMedia({ media: 'screen' });
  return pdf;
}

/** At 375 px nothing is cut off: the page itself never scrolls sideways (a wide table scrolls in its frame). */
async function expectUsableOnPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'sideways overflow at 375 px').toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The PDF's page count, read from its page objects (enough for Chromium's own output). */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;

test('an order from the checkout to delivered: list and detail, timeline with actors, print, note, shipped mail, review', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const product = products[0];
  if (!product) throw new Error('The seeded catalogue has no product in stock');

  // The shopper buys through the checkout.
  const shopper = await (await browser.newContext()).newPage();
  await signIn(shopper, demoShoppers.noah);
  await shopper.goto(`${store.url}/product/${product._id}`);
  await shopper.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(shopper.getByText('Added to cart!').first()).toBeVisible();
  await shopper.goto(`${store.url}/checkout`);
  await shopper.getByLabel('Address').fill(shipTo.street);
  await shopper.getByLabel('City').fill(shipTo.city);
  await shopper.getByLabel('State').fill(shipTo.state);
  await shopper.getByLabel('ZIP code').fill(shipTo.zipCode);
  await shopper.getByLabel('Card number').pressSequentially('4242424242424242');
  await shopper.getByLabel('Expiry date').pressSequentially('1239');
  await shopper.getByLabel('CVV').fill('123');
  await shopper.getByLabel('Name on card').fill('Noah Brown');
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  await expect(shopper.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  const orderId = shopper.url().split('/').at(-1) ?? '';
  const shopperToken = await apiToken(store.url, demoShoppers.noah, 'demo1234');
  const placed = await shopperOrder(shopperToken, orderId);
  const { orderNumber } = placed;

  // The confirmation mail goes to a shopper whose order updates are on (the demo shoppers' default).
  await smtp.waitForMail(
    (mail) => mail.envelopeTo.includes(demoShoppers.noah) && mail.subject.includes(orderNumber),
  );

  // The admin finds it by its number and confirms the payment after the prompt.
  const page = await adminPage(browser, '/admin/orders');
  await expect(page.getByRole('heading', { name: 'Order Management', level: 1 })).toBeVisible();
  await searchOrders(page, orderNumber);
  const row = orderRow(page, orderNumber);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Noah Brown');
  await expect(row).toContainText('Pending');
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'admin-orders');
  await expectUsableOnPhone(page);

  await row.getByRole('button', { name: `Confirm Payment for order ${orderNumber}` }).click();
  const question = page.getByRole('alertdialog', { name: `Confirm payment for ${orderNumber}?` });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Confirm Payment for order ${orderNumber}` })).toBeVisible();
  await row.getByRole('button', { name: `Confirm Payment for order ${orderNumber}` }).click();
  await page
    .getByRole('alertdialog', { name: `Confirm payment for ${orderNumber}?` })
    .getByRole('button', { name: 'Confirm Payment' })
    .click();
  await expect(toast(page, 'Payment confirmed successfully')).toBeVisible();
  await expect(row).toContainText('Paid');

  // Shipped from the list: the shopper's mail arrives through the SMTP server.
  await row.getByLabel(`Status of order ${orderNumber}`).selectOption('shipped');
  await expect(toast(page, 'Order status updated successfully')).toBeVisible();
  const shippedMail = await smtp.waitForMail(
    (mail) => mail.envelopeTo.includes(demoShoppers.noah) && /shipped/i.test(mail.subject),
  );
  expect(shippedMail.subject).toContain(orderNumber);
  expect(shippedMail.text).toContain(orderNumber);
  expect(shippedMail.html).toContain(orderNumber);

  // Delivered from the detail; the timeline shows each step with its time and who took it.
  await row.getByRole('link', { name: `View order ${orderNumber}` }).click();
  await expect(page).toHaveURL(`${store.url}/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: new RegExp(orderNumber), level: 1 })).toBeVisible();
  await choose(page, page.getByRole('button', { name: /Status$/ }), 'Delivered');
  await expect(toast(page, 'Order status updated successfully')).toBeVisible();
  const milestones = page.getByRole('list', { name: 'Milestones' });
  for (const step of ['Order Placed', 'Payment Confirmed', 'Processing', 'Shipped', 'Delivered']) {
    await expect(milestones.getByRole('listitem').filter({ hasText: step })).toBeVisible();
  }
  const activity = page.getByRole('list', { name: 'Recorded activity' });
  await expect(
    activity
      .getByRole('listitem')
      .filter({ hasText: /Shipped/ })
      .first(),
  ).toContainText(/Admin/);
  await expect(
    activity
      .getByRole('listitem')
      .filter({ hasText: /Delivered/ })
      .first(),
  ).toContainText(/Admin/);

  // An internal note: in the timeline with its author, never in the shopper's answer.
  const note = 'Left with the neighbour at number 20, fragile';
  await page.getByRole('textbox', { name: 'Internal note' }).fill(note);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(activity.getByRole('listitem').filter({ hasText: note })).toContainText(/Admin/);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'admin-order-detail');
  await expectUsableOnPhone(page);

  // The printout: the invoice and the packing slip on white, nothing of the panel.
  await catchPrintDialog(page);
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body[data-printed="1"]')).toBeAttached();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  await expect(page.getByText('Packing Slip').first()).toBeVisible();
  const printed = await printToPdf(page, 'order-detail');
  expect(pdfPages(printed)).toBeGreaterThanOrEqual(2);

  // Back to Orders leads to the list as the admin left it: searched for this order.
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('link', { name: 'Back to Orders' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(orderNumber);
  await expect(page.getByRole('searchbox', { name: 'Search orders' })).toHaveValue(orderNumber);
  await expect(orderRow(page, orderNumber)).toHaveCount(1);

  // The shopper sees it paid and delivered, reviews it, and never sees the note.
  const shopperAnswer = JSON.stringify(await shopperOrder(shopperToken, orderId));
  expect(shopperAnswer).not.toContain(note);
  expect(shopperAnswer).not.toContain('"note"');
  await shopper.goto(`${store.url}/order/${orderId}`);
  await expect(shopper.getByText('Paid', { exact: true })).toBeVisible();
  await expect(shopper.getByText(note)).toHaveCount(0);
  await shopper.getByRole('button', { name: `Write Review for ${product.name}` }).click();
  const reviewDialog = shopper.getByRole('dialog');
  await reviewDialog.getByRole('textbox').fill('Arrived well packed and works as described.');
  await reviewDialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(shopper.getByText('Review submitted successfully').first()).toBeVisible();

  // The dashboard's recent orders show the change.
  await page.goto(`${store.url}/admin`);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(orderNumber).first()).toBeVisible();

  // The command palette finds it by number, by keyboard alone, and opens its detail.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Go to anything' });
  await expect(palette.getByRole('searchbox', { name: 'Go to anything' })).toBeFocused();
  await page.keyboard.type(orderNumber);
  const found = palette.getByRole('menuitem', { name: new RegExp(`^Order ${orderNumber}`) });
  await expect(found).toBeVisible();
  // The answer's first item is highlighted as it comes, so Enter alone opens it.
  await expect(palette.getByRole('searchbox')).toHaveAttribute(
    'aria-activedescendant',
    (await found.getAttribute('id')) ?? 'the item has an id',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${store.url}/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: new RegExp(orderNumber), level: 1 })).toBeVisible();
  await expect(palette).toBeHidden();
});

test('bulk fulfilment of selected orders with one confirmation, a cancelled one named, packing slips for two, CSV export', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(store.url, demoShoppers.mia, 'demo1234');
  const adminToken = await apiToken(store.url, admin.email, admin.password);
  const [one, two, three] = products.slice(1, 4);
  if (!one || !two || !three) throw new Error('The seeded catalogue has too few products in stock');
  const orders: Order[] = [];
  for (const product of [one, two, three]) {
    orders.push(
      await placeOrderThroughApi(store.url, token, { ...shipTo, firstName: 'Mia', lastName: 'Patel' }, [
        { product, quantity: 1 },
      ]),
    );
  }
  const [first, second, cancelled] = orders;
  if (!first || !second || !cancelled) throw new Error('Orders were not placed');
  await fetch(`${store.url}/api/admin/orders/${cancelled._id}/status`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'cancelled' }),
  });

  const page = await adminPage(browser, '/admin/orders');
  await searchOrders(page, 'Mia Patel');
  for (const order of orders) await expect(orderRow(page, order.orderNumber)).toHaveCount(1);

  // Select the three rows as a person does (the drawn checkbox), then one status for all of them.
  for (const order of orders) {
    await orderRow(page, order.orderNumber).getByRole('checkbox').click({ force: true });
  }
  await expect(page.getByText('3 orders selected')).toBeVisible();
  await page.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitem', { name: 'Shipped' }).click();
  const question = page.getByRole('alertdialog', { name: 'Mark 3 orders as Shipped?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(toast(page, /2 orders/)).toBeVisible();
  await expect(page.getByText(cancelled.orderNumber).last()).toBeVisible();
  await expect(orderRow(page, first.orderNumber)).toContainText('Shipped');
  await expect(orderRow(page, second.orderNumber)).toContainText('Shipped');
  await expect(orderRow(page, cancelled.orderNumber)).toContainText('Cancelled');

  // Each changed order's own timeline has the step, with the admin who took it.
  const detail = await fetch(`${store.url}/api/admin/orders/${first._id}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const timeline = (
    (await detail.json()) as { data: { order: { timeline: { type: string; status?: string }[] } } }
  ).data.order.timeline;
  expect(timeline.some((entry) => entry.type === 'status_changed' && entry.status === 'shipped')).toBe(true);

  // Packing slips for two selected orders, one after the other on their own pages.
  for (const order of [first, second]) {
    await orderRow(page, order.orderNumber).getByRole('checkbox').click({ force: true });
  }
  await expect(page.getByText('2 orders selected')).toBeVisible();
  await catchPrintDialog(page);
  await page.getByRole('button', { name: 'Print packing slips' }).click();
  await expect(page.locator('body[data-printed="1"]')).toBeAttached();
  await expect(page.locator('[data-print-root]').getByText(first.orderNumber).first()).toBeAttached();
  const slips = await printToPdf(page, 'packing-slips');
  expect(pdfPages(slips)).toBe(2);

  // The list as CSV: its search, every page.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export CSV/ }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile(file, 'utf8');
  for (const order of orders) expect(csv).toContain(order.orderNumber);
  // Every order the list counts (the seeded ones of this shopper too), one row each after the header.
  const counted = Number(((await page.getByText(/^\d+ orders?$/).textContent()) ?? '').split(' ')[0]);
  expect(counted).toBeGreaterThanOrEqual(orders.length);
  expect(csv.trim().split('\n')).toHaveLength(counted + 1);
});

test('users: filtered by role and searched, a role changed after the prompt and back, the last admin refused', async ({
  browser,
}) => {
  const page = await adminPage(browser, '/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'admin-users');
  await expectUsableOnPhone(page);

  const table = page.getByRole('grid', { name: 'Users' });
  await page.getByLabel('Role').selectOption('admin');
  await expect(page).toHaveURL(/role=admin/);
  await expect(table.getByRole('row').filter({ hasText: admin.email })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: demoShoppers.ethan })).toHaveCount(0);
  await page.getByLabel('Role').selectOption('all');

  await page.getByRole('searchbox', { name: 'Search users' }).fill('ethan');
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('ethan');
  const ethan = table.getByRole('row').filter({ hasText: demoShoppers.ethan });
  await expect(ethan).toHaveCount(1);
  await expect(page.getByText(/Showing: 1 of \d+ users/)).toBeVisible();

  const roleOf = (row: Locator) => row.getByRole('button', { name: /Role of/ });
  const pickRole = async (row: Locator, role: 'Admin' | 'User') => {
    await roleOf(row).click();
    await page.getByRole('menuitemradio', { name: role, exact: true }).click();
  };
  await pickRole(ethan, 'Admin');
  const question = page.locator('[data-slot=alert-dialog]');
  await expect(question).toContainText("Are you sure you want to change this user's role to admin?");
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(roleOf(ethan)).toContainText('User');

  await pickRole(ethan, 'Admin');
  await page.locator('[data-slot=alert-dialog]').getByRole('button', { name: /^Make/ }).click();
  await expect(toast(page, 'User role updated successfully')).toBeVisible();
  await expect(roleOf(ethan)).toContainText('Admin');
  await expect(ethan.getByRole('img', { name: 'Administrator' })).toBeVisible();

  // Ethan, an admin now, opens the orders in a browser of his own.
  const ethanPage = await (await browser.newContext()).newPage();
  await rememberSession(ethanPage, store.url, await apiSession(store.url, demoShoppers.ethan, demoPassword));
  await ethanPage.goto(`${store.url}/admin/orders`);
  await expect(ethanPage.getByRole('heading', { name: 'Order Management', level: 1 })).toBeVisible();

  await pickRole(ethan, 'User');
  await page.locator('[data-slot=alert-dialog]').getByRole('button', { name: /^Make/ }).click();
  await expect(toast(page, 'User role updated successfully').last()).toBeVisible();
  await expect(roleOf(ethan)).toContainText('User');

  // Made a shopper again meanwhile, his next admin call is refused, and the panel sends him to /login as it
  // sends any shopper (spec section 6) rather than leaving him on screens whose every call fails.
  await ethanPage
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('button', { name: 'Next' })
    .click();
  await expect(ethanPage).toHaveURL(`${store.url}/login`);
  await ethanPage.context().close();

  // The store's only admin cannot be demoted: a warning first (it is themselves), then the server's refusal.
  await page.getByRole('searchbox', { name: 'Search users' }).fill(admin.email);
  const me = table.getByRole('row').filter({ hasText: admin.email });
  await expect(me).toHaveCount(1);
  await pickRole(me, 'User');
  const warning = page.locator('[data-slot=alert-dialog]');
  await expect(warning).toContainText(/admin panel/i);
  await warning.getByRole('button', { name: /^Make/ }).click();
  await expect(
    page
      .locator('[data-slot=toast]')
      .filter({ hasText: /last admin/i })
      .first(),
  ).toBeVisible();
  await expect(roleOf(me)).toContainText('Admin');
});

async function shopperOrder(token: string, orderId: string): Promise<Order> {
  const response = await fetch(`${store.url}/api/orders/${orderId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { order: Order } }).data.order;
}
