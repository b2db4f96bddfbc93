import { expect, type Page } from '@playwright/test';

/** Every demo shopper the seed creates has this password (README). */
export const demoPassword = 'demo1234';

/** Demo shoppers, one per spec file, so that no journey sees another's cart, wishlist or orders. */
export const demoShoppers = {
  emma: 'emma.wilson@example.com',
  liam: 'liam.johnson@example.com',
  olivia: 'olivia.martinez@example.com',
  noah: 'noah.brown@example.com',
  ava: 'ava.chen@example.com',
  lucas: 'lucas.garcia@example.com',
  mia: 'mia.patel@example.com',
  ethan: 'ethan.kim@example.com',
} as const;

/** The administrator a test's store is started with (pass `adminEnv` to `startStore`). */
export const admin = { email: 'admin@aurora-store.local', password: 'e2e-admin-password' } as const;
export const adminEnv = { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };

/** Signs in through the login form, as a shopper would, and waits for the welcome toast. */
export async function signInThroughForm(page: Page, email: string, password = demoPassword) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
}

/** The real login call's token and user: what the web app keeps for a remembered sign-in. */
export async function apiSession(
  baseUrl: string,
  email: string,
  password: string,
): Promise<{ token: string; user: unknown }> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { data?: { token?: string; user?: unknown } };
  const token = body.data?.token;
  if (!response.ok || !token) throw new Error(`Login as ${email} failed: ${response.status}`);
  return { token, user: body.data?.user };
}

/** A bearer token from the real login call, for a test that must act through the API (the admin, say). */
export async function apiToken(baseUrl: string, email: string, password: string): Promise<string> {
  return (await apiSession(baseUrl, email, password)).token;
}

/**
 * Leaves `page`'s browser signed in as a remembered session, as the sign-in form with Remember me does: the
 * token and user in the store's localStorage (a plain file of the store is loaded first to reach its origin).
 */
export async function rememberSession(
  page: Page,
  baseUrl: string,
  session: { token: string; user: unknown },
): Promise<void> {
  await page.goto(`${baseUrl}/robots.txt`);
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
}
