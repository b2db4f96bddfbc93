import { expect, test } from '@playwright/test';
import { admin, adminEnv, apiToken, signInThroughForm } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';
import { seededDataDir } from '../support/seeded-store.ts';
import { type StoreProcess, startStore } from '../support/store-process.ts';

interface AnalyticsAnswer {
  data: {
    revenue: { current: number };
    orders: { current: number };
    period: { from: string; to: string; days: number };
  };
}

interface RankingsAnswer {
  data: {
    byUnits: { name: string; units: number }[];
    byRevenue: { name: string; revenue: number }[];
    customers: { active: number; new: number; returning: number };
    bySpend: { name: string; spend: number }[];
  };
}

test.describe('analytics', () => {
  let store: StoreProcess;

  test.beforeAll(async () => {
    store = await startStore({ command: 'built server', dataDir: await seededDataDir(), env: adminEnv });
  });
  test.afterAll(async () => {
    await store.stop('SIGKILL');
  });

  test("the figures are the API's for the period in the URL, and the period selector changes them", async ({
    page,
  }) => {
    const token = await apiToken(store.url, admin.email, admin.password);
    const answer = async (query: string) => {
      const response = await fetch(`${store.url}/api/admin/analytics${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as AnalyticsAnswer).data;
    };
    const money = (value: number) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);

    await page.goto(`${store.url}/login`);
    await signInThroughForm(page, admin.email, admin.password);
    await page.goto(`${store.url}/admin`);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(`${store.url}/admin/analytics`);
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();

    const figures = page.getByRole('list', { name: 'Figures of the period' });
    const month = await answer('?days=30');
    await expect(figures.getByRole('listitem').filter({ hasText: 'Total Revenue' })).toContainText(
      money(month.revenue.current),
    );
    await expect(figures.getByRole('listitem').filter({ hasText: 'Total Orders' })).toContainText(
      String(month.orders.current),
    );
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'admin-analytics');

    // The last year, by keyboard: the URL keeps it, and the figures follow.
    await page.getByRole('button', { name: /Period/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Last 30 days' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${store.url}/admin/analytics?days=365`);
    const year = await answer('?days=365');
    const day = (date: string) =>
      new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${date}T00:00:00Z`));
    await expect(
      page.getByText(`${day(year.period.from)} to ${day(year.period.to)}: ${year.period.days} days (UTC)`, {
        exact: true,
      }),
    ).toBeVisible();
    await expect(figures.getByRole('listitem').filter({ hasText: 'Total Revenue' })).toContainText(
      money(year.revenue.current),
    );
    await page.reload();
    await expect(page.getByRole('button', { name: /Period/ })).toContainText('Last year');

    // A shared link to a custom range shows that range, its figures the API's for it.
    await page.goto(
      `${store.url}/admin/analytics?from=${year.period.from}&to=${year.period.to.slice(0, 8)}01`,
    );
    const range = await answer(`?from=${year.period.from}&to=${year.period.to.slice(0, 8)}01`);
    await expect(page.getByRole('button', { name: /Period/ })).toContainText('Custom range');
    await expect(
      page.getByText(
        `${day(range.period.from)} to ${day(range.period.to)}: ${range.period.days} days (UTC)`,
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: 'Custom range' })).toBeVisible();
    await expect(figures.getByRole('listitem').filter({ hasText: 'Total Orders' })).toContainText(
      String(range.orders.current),
    );
    await screenshotAtWidths(page, 'admin-analytics-range');
  });

  test("Quick Actions rank the period's products and customers as the API does", async ({ page }) => {
    const token = await apiToken(store.url, admin.email, admin.password);
    const ranking = async (path: string) => {
      const response = await fetch(`${store.url}/api/admin/analytics/${path}?days=365`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as RankingsAnswer).data;
    };
    const money = (value: number) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);
    const products = await ranking('products');
    const customers = await ranking('customers');
    // The demo store has paid orders this year: the rankings have someone to rank.
    expect(products.byUnits.length).toBeGreaterThan(0);
    expect(customers.bySpend.length).toBeGreaterThan(0);

    await page.goto(`${store.url}/login`);
    await signInThroughForm(page, admin.email, admin.password);
    await page.goto(`${store.url}/admin/analytics?days=365`);
    await page.getByRole('button', { name: 'Product performance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Product performance' });
    const firstRow = dialog.getByRole('row').nth(1);
    const [topByUnits] = products.byUnits;
    await expect(firstRow.getByRole('rowheader')).toContainText(topByUnits?.name ?? '');
    await expect(firstRow).toContainText(String(topByUnits?.units));
    await expect(dialog.getByRole('row')).toHaveCount(products.byUnits.length + 1);
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'admin-analytics-products');
    await dialog.getByRole('tab', { name: 'By revenue' }).click();
    const [topByRevenue] = products.byRevenue;
    await expect(firstRow.getByRole('rowheader')).toContainText(topByRevenue?.name ?? '');
    await expect(firstRow).toContainText(money(topByRevenue?.revenue ?? 0));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Product performance' })).toBeFocused();

    await page.getByRole('button', { name: 'Customer insights' }).click();
    const insights = page.getByRole('dialog', { name: 'Customer insights' });
    const fact = (term: string) =>
      insights.getByText(term, { exact: true }).locator('xpath=following-sibling::dd');
    await expect(fact('Customers who ordered')).toHaveText(String(customers.customers.active));
    await expect(fact('New (first order)')).toHaveText(String(customers.customers.new));
    await expect(fact('Returning')).toHaveText(String(customers.customers.returning));
    const [topSpender] = customers.bySpend;
    await expect(insights.getByRole('row').nth(1)).toContainText(topSpender?.name ?? '');
    await expect(insights.getByRole('row').nth(1)).toContainText(money(topSpender?.spend ?? 0));
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'admin-analytics-customers');
  });
});
