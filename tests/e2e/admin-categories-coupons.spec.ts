import { expect, type Page, test } from '@playwright/test';
import { admin, adminEnv, signInThroughForm } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { typeDateTime } from '../support/date-field.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';
import { seededDataDir } from '../support/seeded-store.ts';
import { type StoreProcess, startStore } from '../support/store-process.ts';

/* Categories and coupons as the admin manages them (spec section 2, rules of section 5, issue 13). */

test.describe.configure({ mode: 'serial' });
let store: StoreProcess;

test.beforeAll(async () => {
  store = await startStore({ command: 'built server', dataDir: await seededDataDir(), env: adminEnv });
});
test.afterAll(async () => {
  await store.stop('SIGKILL');
});

async function signInAsAdmin(page: Page, path: string) {
  await page.goto(`${store.url}${path}`);
  await signInThroughForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(`${store.url}${path}`);
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot=toast]').filter({ hasText: text }).first();
const cardOf = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Categories' }).getByRole('listitem').filter({ hasText: name });

test('categories: created, edited, refused while products use them, and deleted', async ({ page }) => {
  await signInAsAdmin(page, '/admin/categories');
  await expect(cardOf(page, 'Electronics')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'admin-categories');

  const add = page.getByRole('button', { name: 'Add Category' });
  await add.click();
  let dialog = page.getByRole('dialog', { name: 'Add New Category' });
  await dialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(dialog.getByLabel('Category Name')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Category Name').fill('Garden');
  await dialog.getByLabel('Description').fill('Tools and seeds');
  await dialog.getByLabel('Image URL').fill('not a url');
  await dialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(dialog.getByLabel('Image URL')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Image URL').fill('https://images.example.com/garden.jpg');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(toast(page, 'Category created successfully')).toBeVisible();
  await expect(cardOf(page, 'Garden')).toContainText('Tools and seeds');
  await expect(cardOf(page, 'Garden')).toContainText('Active');

  // A second category of that name: refused on the name field, the modal keeps what was typed.
  await add.click();
  dialog = page.getByRole('dialog', { name: 'Add New Category' });
  await dialog.getByLabel('Category Name').fill('garden');
  await dialog.getByLabel('Description').fill('A twin');
  await dialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(dialog.getByText('A category with this name already exists')).toBeVisible();
  await expect(dialog.getByLabel('Description')).toHaveValue('A twin');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeFocused();

  await cardOf(page, 'Garden').getByRole('button', { name: 'Edit Garden' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Category' });
  await expect(dialog.getByLabel('Category Name')).toHaveValue('Garden');
  await dialog.getByLabel('Description').fill('Tools, seeds and planters');
  await dialog.getByText('Category is active').click();
  await dialog.getByRole('button', { name: 'Update Category' }).click();
  await expect(toast(page, 'Category updated successfully')).toBeVisible();
  await expect(cardOf(page, 'Garden')).toContainText('Tools, seeds and planters');
  await expect(cardOf(page, 'Garden')).toContainText('Inactive');

  await cardOf(page, 'Home').getByRole('button', { name: 'Delete Home' }).click();
  let question = page.getByRole('alertdialog', { name: 'Delete Home?' });
  await question.getByRole('button', { name: 'Delete Category' }).click();
  await expect(question).toContainText('Category is still used by 12 products');
  await expect(toast(page, 'Failed to delete category')).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(cardOf(page, 'Home')).toBeVisible();

  await cardOf(page, 'Garden').getByRole('button', { name: 'Delete Garden' }).click();
  question = page.getByRole('alertdialog', { name: 'Delete Garden?' });
  await question.getByRole('button', { name: 'Delete Category' }).click();
  await expect(toast(page, 'Category deleted successfully')).toBeVisible();
  await expect(cardOf(page, 'Garden')).toHaveCount(0);
});

const couponRow = (page: Page, code: string) =>
  page.getByRole('grid', { name: 'Coupons' }).getByRole('row').filter({ hasText: code });

test('coupons: every display status shows, each rule of section 5 is met once, and a coupon is created, edited and deleted', async ({
  page,
}) => {
  // The coupons are a table from 1280 px on, cards below.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page, '/admin/coupons');
  // The demo store holds one coupon in each display status (spec section 4).
  const statuses = {
    WELCOME10: 'Active',
    FLASH25: 'Scheduled',
    SUMMER15: 'Expired',
    LAUNCH50: 'Used Up',
    STAFF20: 'Inactive',
  };
  for (const [code, status] of Object.entries(statuses)) {
    await expect(couponRow(page, code)).toContainText(status);
  }
  await expect(couponRow(page, 'WELCOME10')).toContainText('Percentage');
  await expect(couponRow(page, 'FLASH25')).toContainText('Fixed Amount');
  await expect(couponRow(page, 'FLASH25')).toContainText('$25.00');
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'admin-coupons');

  const add = page.getByRole('button', { name: 'Add Coupon' });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add New Coupon' });
  const save = dialog.getByRole('button', { name: 'Create Coupon' });
  const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  const value = field('Value');
  const expectMessage = (text: string) => expect(dialog.getByText(text, { exact: true })).toBeVisible();

  // Everything empty: the required fields say so.
  await field('Per-user limit').fill('');
  await save.click();
  await expectMessage('Coupon code is required');
  await expectMessage('Value is required');
  await expectMessage('Valid from must be a date and time');
  await expectMessage('Valid until must be a date and time');

  await field('Coupon code').fill('winter30');
  await expect(field('Coupon code')).toHaveValue('WINTER30');
  await value.fill('150');
  await field('Minimum amount').fill('-1');
  await field('Maximum discount').fill('-1');
  await field('Usage limit').fill('0');
  await field('Per-user limit').fill('0');
  // Next year's dates, so that the new coupon is Scheduled whatever day the journey runs.
  const nextYear = new Date().getFullYear() + 1;
  await typeDateTime(page, 'Valid from', new Date(nextYear, 11, 1), '1000', 'AM');
  await typeDateTime(page, 'Valid until', new Date(nextYear, 10, 1), '1000', 'AM');
  await save.click();
  await expectMessage('A percentage must be a whole number from 0 to 100');
  await expectMessage('Minimum amount must be at least 0');
  await expectMessage('Maximum discount must be at least 0');
  await expectMessage('Usage limit must be at least 1');
  await expectMessage('Per-user limit must be at least 1');
  await expectMessage('Valid until must be after valid from');

  await value.fill('-5');
  await save.click();
  await expectMessage('Value must be at least 0');
  await dialog.getByText('Fixed Amount', { exact: true }).click();
  await value.fill('10.555');
  await save.click();
  await expectMessage('An amount must have at most 2 decimals');

  await value.fill('30');
  await field('Minimum amount').fill('100');
  await field('Maximum discount').fill('');
  await field('Usage limit').fill('50');
  await field('Per-user limit').fill('1');
  await typeDateTime(page, 'Valid until', new Date(nextYear, 11, 31), '1100', 'PM');
  await field('Coupon code').fill('WELCOME10');
  await save.click();
  await expect(dialog.getByText('A coupon with this code already exists')).toBeVisible();
  await expect(value).toHaveValue('30');

  await field('Coupon code').fill('WINTER30');
  await save.click();
  await expect(toast(page, 'Coupon created successfully')).toBeVisible();
  await expect(add).toBeFocused();
  const row = couponRow(page, 'WINTER30');
  await expect(row).toContainText('Fixed Amount');
  await expect(row).toContainText('$30.00');
  await expect(row).toContainText('0 / 50');
  await expect(row).toContainText('Scheduled');

  await row.getByRole('button', { name: 'Edit WINTER30' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Coupon' });
  await expect(edit.getByLabel('Coupon code')).toHaveValue('WINTER30');
  await edit.getByText('Coupon is active').click();
  await edit.getByRole('button', { name: 'Update Coupon' }).click();
  await expect(toast(page, 'Coupon updated successfully')).toBeVisible();
  await expect(couponRow(page, 'WINTER30')).toContainText('Inactive');

  await couponRow(page, 'WINTER30').getByRole('button', { name: 'Delete WINTER30' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete coupon WINTER30?' })
    .getByRole('button', { name: 'Delete coupon' })
    .click();
  await expect(toast(page, 'Coupon deleted successfully')).toBeVisible();
  await expect(couponRow(page, 'WINTER30')).toHaveCount(0);
});
