import { expect, type Locator, type Page, test } from '@playwright/test';
import { admin, adminEnv, apiToken } from '../support/accounts.ts';
import { seededDataDir } from '../support/seeded-store.ts';
import { type StoreProcess, startStore } from '../support/store-process.ts';

/*
 * The admin's day by keyboard alone: no click anywhere. Every control is reached with Tab (and must show that it
 * has focus), every list with the arrow keys, every choice with Enter.
 */

// With the shop's motion, as most people see it: its transitions and the aurora's drift run throughout.
test.use({ contextOptions: { reducedMotion: 'no-preference' } });

interface ListedOrder {
  _id: string;
  orderNumber: string;
  isPaid: boolean;
}

/** Tab until the target has focus, as a person would, and check they can see where they are. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      expect(await target.evaluate((element) => element.matches(':focus-visible')), 'a visible focus').toBe(
        true,
      );
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Not reached in ${limit} presses of Tab: ${target}`);
}

test.describe('the admin by keyboard alone', () => {
  let store: StoreProcess;

  test.beforeAll(async () => {
    store = await startStore({ command: 'built server', dataDir: await seededDataDir(), env: adminEnv });
  });
  test.afterAll(async () => {
    await store.stop('SIGKILL');
  });

  test('signs in, finds an order with the palette, confirms its payment, ships it, and changes the analytics period', async ({
    page,
  }) => {
    const token = await apiToken(store.url, admin.email, admin.password);
    const listed = await fetch(`${store.url}/api/admin/orders?status=pending&limit=50`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const orders = ((await listed.json()) as { data: { orders: ListedOrder[] } }).data.orders;
    const order = orders.find((candidate) => !candidate.isPaid);
    expect(order, 'a seeded pending order not yet paid').toBeTruthy();
    if (!order) return;

    await page.goto(`${store.url}/login`);
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(admin.email);
    await tabTo(page, page.getByLabel(/^Password/));
    await page.keyboard.type(admin.password);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Welcome back!').first()).toBeVisible();

    await page.goto(`${store.url}/admin`);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Go to anything' });
    await expect(palette.getByRole('searchbox')).toBeFocused();
    // Typed in two goes, as people do: the first go's answer (the order among others) is in sight as the rest is
    // typed, greyed until the whole number's answer replaces it. On a loaded machine a pause came anyway (CI).
    await page.keyboard.type(order.orderNumber.slice(0, -2));
    const first = palette.getByRole('menuitem').first();
    await expect(first).toHaveAccessibleName(new RegExp(`^Order ${order.orderNumber}`));
    await page.keyboard.type(order.orderNumber.slice(-2));
    // As a person would, wait for the list to answer the whole number (Searching… comes and goes), and see its first
    // item highlighted (the box points to it) before pressing Enter.
    await expect(palette.getByRole('status')).toHaveText('Searching…');
    await expect(palette.getByRole('status')).toBeHidden();
    await expect(first).toHaveAccessibleName(new RegExp(`^Order ${order.orderNumber}`));
    await expect(palette.getByRole('searchbox')).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id')) ?? 'the first item has an id',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${store.url}/admin/orders/${order._id}`);
    await expect(page.getByRole('heading', { name: new RegExp(order.orderNumber), level: 1 })).toBeVisible();

    // Confirm Payment, then the question's own Confirm Payment.
    await tabTo(page, page.getByRole('button', { name: 'Confirm Payment' }));
    await page.keyboard.press('Enter');
    const question = page.getByRole('alertdialog', { name: `Confirm payment for ${order.orderNumber}?` });
    await expect(question).toBeVisible();
    await tabTo(page, question.getByRole('button', { name: 'Confirm Payment' }), 5);
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(page.getByRole('button', { name: 'Confirm Payment' })).toHaveCount(0);

    // Ship it: the status dropdown opens on the arrow key and takes the option after the current one.
    const status = page.getByRole('button', { name: /Status/ });
    await expect(status).toContainText('Processing');
    await tabTo(page, status);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Processing' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(status).toContainText('Shipped');
    await expect(page.getByRole('list', { name: 'Milestones' }).getByText('Shipped')).toBeVisible();

    // Analytics through the palette, then the last 7 days.
    await page.keyboard.press('Control+k');
    await expect(palette.getByRole('searchbox')).toBeFocused();
    await page.keyboard.type('Analytics');
    await expect(palette.getByRole('menuitem', { name: 'Analytics' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${store.url}/admin/analytics`);
    const period = page.getByRole('button', { name: /Period/ });
    await tabTo(page, period);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Last 30 days' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${store.url}/admin/analytics?days=7`);
    await expect(period).toContainText('Last 7 days');
  });
});
