import { expect, type Page, test } from '@playwright/test';
import { apiToken, demoPassword, demoShoppers, signInThroughForm } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { mailCountTo, nextResetLink } from '../support/mail.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';
import { seededDataDir } from '../support/seeded-store.ts';
import { type StoreProcess, startStore } from '../support/store-process.ts';

/*
 * Accounts and sessions (spec sections 2, 4, 5 and 8): register, log in and out, the session across reloads,
 * being sent to log in and brought back, the profile, and a forgotten password. One store for the file; each
 * test has its own browser context, so its own localStorage, and its own demo shopper.
 */
test.describe.configure({ mode: 'serial' });

let store: StoreProcess;
/** A product page anyone can open: the first product of the catalogue. */
let productPath: string;

test.beforeAll(async () => {
  store = await startStore({ command: 'built server', dataDir: await seededDataDir() });
  const answer = await fetch(`${store.url}/api/products?limit=1`);
  const body = (await answer.json()) as { data: { products: { _id: string }[] } };
  const product = body.data.products[0];
  if (!product) throw new Error('The demo store has no products');
  productPath = `/product/${product._id}`;
});

test.afterAll(async () => {
  await store?.stop('SIGKILL');
});

const header = (page: Page) => page.getByRole('banner');
/** The user menu's trigger names the signed-in shopper by first name. */
const userMenu = (page: Page, firstName: string) =>
  header(page).getByRole('button', { name: `Account menu for ${firstName}` });

/** Ticks a checkbox by its label, as a pointer user does (the input itself is visually hidden). */
async function tickCheckbox(page: Page, label: string) {
  await page.getByText(label, { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: label })).toBeChecked();
}

/** The session as the browser keeps it: localStorage with Remember me, sessionStorage without. */
function storedSession(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('token') ?? sessionStorage.getItem('token'),
    user: localStorage.getItem('user') ?? sessionStorage.getItem('user'),
  }));
}

async function expectSignedOutHeader(page: Page) {
  await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Sign Up', exact: true })).toBeVisible();
}

test('register: every validation message, a taken email, then the new account is signed in', async ({
  page,
}) => {
  await page.goto(`${store.url}/register`);
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'register');

  const createAccount = page.getByRole('button', { name: 'Create Account' });
  await createAccount.click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Password is required',
    'Please confirm your password',
    'You must accept the Terms of Service and Privacy Policy',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  // A rejected form puts the keyboard on the first field to fix.
  await expect(page.getByLabel('First name')).toBeFocused();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'register-errors');

  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByRole('textbox', { name: 'Email' }).fill('grace.hopper@example');
  await page.getByLabel(/^Password/).fill('abc12');
  await page.getByLabel('Confirm password').fill('abc123');
  await tickCheckbox(page, 'I agree to the Terms of Service and Privacy Policy');
  await createAccount.click();
  await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long', { exact: true })).toBeVisible();
  await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
  // Fields filled in since lose their message.
  await expect(page.getByText('First name is required')).toHaveCount(0);

  // The server's own message for an email that has an account already.
  await page.getByRole('textbox', { name: 'Email' }).fill(demoShoppers.liam);
  await page.getByLabel(/^Password/).fill('hopper-1906');
  await page.getByLabel('Confirm password').fill('hopper-1906');
  await createAccount.click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('User already exists with this email');
  await expect(page).toHaveURL(/\/register$/);

  await page.getByRole('textbox', { name: 'Email' }).fill('grace.hopper@example.com');
  await createAccount.click();
  await expect(
    page.getByText('Account created successfully! Please check your email to verify your account.'),
  ).toBeVisible();
  await expect(page).toHaveURL(`${store.url}/`);
  await expect(userMenu(page, 'Grace')).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);

  // The new account is a real one: it logs in with the password it was given.
  await expect(apiToken(store.url, 'grace.hopper@example.com', 'hopper-1906')).resolves.toEqual(
    expect.any(String),
  );
});

test('logout from the user menu: Login and Sign Up come back and signed-in pages send to /login', async ({
  page,
}) => {
  await page.goto(`${store.url}/login`);
  await signInThroughForm(page, demoShoppers.liam);
  await userMenu(page, 'Liam').click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'My Orders' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page).toHaveURL(`${store.url}/`);
  await expectSignedOutHeader(page);
  await expect(header(page).getByRole('link', { name: /^Wishlist/ })).toHaveCount(0);
  // Logout clears token and user (spec section 4).
  expect(await storedSession(page)).toEqual({ token: null, user: null });

  for (const path of ['/wishlist', '/checkout']) {
    await page.goto(`${store.url}${path}`);
    await expect(page).toHaveURL(`${store.url}/login`);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  }
  // My Orders and the account page prompt to log in where they are (spec section 2, My Orders).
  for (const path of ['/orders', '/profile']) {
    await page.goto(`${store.url}${path}`);
    await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(`${store.url}/login`);
  }
});

test('login: a wrong password is refused with the server message; success returns to / replacing /login', async ({
  page,
}) => {
  await page.goto(`${store.url}/products`);
  // Typed in the address bar: nothing to return to, so the login ends on /.
  await page.goto(`${store.url}/login`);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'login');

  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Password is required', { exact: true })).toBeVisible();

  await page.getByRole('textbox', { name: 'Email' }).fill(demoShoppers.liam);
  await page.getByLabel(/^Password/).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid credentials');
  await expect(page).toHaveURL(`${store.url}/login`);
  await expect(userMenu(page, 'Liam')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'login-failed');

  // Show/hide reveals what was typed.
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'text');

  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(`${store.url}/`);
  await expect(userMenu(page, 'Liam')).toBeVisible();

  // /login was replaced by /: Back goes to the page before it, not to the form.
  await page.goBack();
  await expect(page).toHaveURL(`${store.url}/products`);
});

test('the session survives a reload and refetches the profile; a token the server refuses signs out', async ({
  page,
}) => {
  await page.goto(`${store.url}/login`);
  await tickCheckbox(page, 'Remember me');
  await signInThroughForm(page, demoShoppers.liam);
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: JSON.parse(localStorage.getItem('user') ?? 'null') as { email?: string } | null,
  }));
  expect(stored.token).toEqual(expect.any(String));
  expect(stored.user?.email).toBe(demoShoppers.liam);

  await page.goto(`${store.url}/profile`);
  await expect(page.getByText(`Signed in as ${demoShoppers.liam}`)).toBeVisible();

  // Reloaded with a stale copy of the user (say, renamed in another tab): the refetched profile replaces it.
  await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('user', JSON.stringify({ ...user, firstName: 'Stale' }));
  });
  await page.reload();
  await expect(page.getByText(`Signed in as ${demoShoppers.liam}`)).toBeVisible();
  await expect(userMenu(page, 'Liam')).toBeVisible();

  // The server no longer accepts the token: the 401 signs out and opens /login.
  await page.evaluate(() => localStorage.setItem('token', 'not-a-token-the-server-signed'));
  await page.reload();
  await expect(page).toHaveURL(`${store.url}/login`);
  await expectSignedOutHeader(page);
  expect(await storedSession(page)).toEqual({ token: null, user: null });
  await page.goto(`${store.url}/wishlist`);
  await expect(page).toHaveURL(`${store.url}/login`);
});

test('a deleted account’s next call is refused: the 401 signs the shopper out and opens /login', async ({
  page,
}) => {
  const email = 'ada.lovelace@example.com';
  const password = 'analytical-1843';
  const registered = await fetch(`${store.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', email, password }),
  });
  expect(registered.status).toBe(201);

  await page.goto(`${store.url}/login`);
  await signInThroughForm(page, email, password);
  await expect(userMenu(page, 'Ada')).toBeVisible();

  // Deleted elsewhere (another device), while this page stays open.
  const token = await apiToken(store.url, email, password);
  const deleted = await fetch(`${store.url}/api/auth/account`, {
    method: 'DELETE',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ password }),
  });
  expect(deleted.ok).toBe(true);

  // No reload: the wishlist's own call meets the 401.
  await header(page)
    .getByRole('link', { name: /^Wishlist/ })
    .click();
  await expect(page).toHaveURL(`${store.url}/login`);
  await expectSignedOutHeader(page);
  expect(await storedSession(page)).toEqual({ token: null, user: null });
});

test('the wishlist page sends a signed-out shopper to log in, and the login brings them back to it', async ({
  page,
}) => {
  await page.goto(`${store.url}/wishlist`);
  await expect(page).toHaveURL(`${store.url}/login`);
  await signInThroughForm(page, demoShoppers.olivia);
  await expect(page).toHaveURL(`${store.url}/wishlist`);
});

test('the wishlist button sends a signed-out shopper to log in with the spec’s message, and back', async ({
  page,
}) => {
  await page.goto(`${store.url}${productPath}`);
  await page.getByRole('button', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(`${store.url}/login`);
  await expect(page.getByText('Please login to add items to wishlist')).toBeVisible();

  await signInThroughForm(page, demoShoppers.olivia);
  await expect(page).toHaveURL(`${store.url}${productPath}`);
  await page.getByRole('button', { name: 'Wishlist' }).click();
  await expect(page.getByText('Added to wishlist!')).toBeVisible();

  // /login was replaced: Back goes to the page before it, the product, not to the form.
  await page.goBack();
  await expect(page).toHaveURL(`${store.url}${productPath}`);
});

test('writing a review while signed out asks to log in, and the login brings the shopper back', async ({
  page,
}) => {
  await page.goto(`${store.url}${productPath}`);
  const reviews = page.getByRole('region', { name: 'Customer Reviews' });
  await expect(reviews.getByText('Please login to submit a review')).toBeVisible();
  await reviews.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${store.url}/login`);

  await signInThroughForm(page, demoShoppers.olivia);
  await expect(page).toHaveURL(`${store.url}${productPath}`);
  await expect(reviews.getByText('Please login to submit a review')).toHaveCount(0);
});

test('profile: names and phone are saved, kept across a reload and shown in the header; bad input is refused', async ({
  page,
}) => {
  await page.goto(`${store.url}/login`);
  await tickCheckbox(page, 'Remember me');
  await signInThroughForm(page, demoShoppers.olivia);
  await userMenu(page, 'Olivia').click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(`${store.url}/profile`);
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(demoShoppers.olivia);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
  await expect(page.getByText('Email cannot be changed')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'account');

  const firstName = page.getByLabel('First Name');
  const lastName = page.getByLabel('Last Name');
  const phone = page.getByLabel('Phone');
  const save = page.getByRole('button', { name: 'Save Changes' });

  await firstName.fill('');
  await lastName.fill('   ');
  await save.click();
  await expect(page.getByText('Please fix the errors in the form')).toBeVisible();
  await expect(page.getByText('First name is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Last name is required', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'account-errors');

  await firstName.fill('O'.repeat(51));
  await save.click();
  await expect(page.getByText('First name must be at most 50 characters', { exact: true })).toBeVisible();
  // Editing a field clears its message.
  await lastName.fill('Martinez-Reyes');
  await expect(page.getByText('Last name is required')).toHaveCount(0);

  // The phone takes digits only, at most 10 (spec section 5's mask).
  await phone.fill('');
  await phone.pressSequentially('(503) 555-0142 ext 9');
  await expect(phone).toHaveValue('5035550142');

  await firstName.fill('Liv');
  await save.click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(userMenu(page, 'Liv')).toBeVisible();

  await page.reload();
  await expect(firstName).toHaveValue('Liv');
  await expect(lastName).toHaveValue('Martinez-Reyes');
  await expect(phone).toHaveValue('5035550142');
  await expect(userMenu(page, 'Liv')).toBeVisible();
});

/** Noah forgets his password: the link the store mails him, for the test after the one that asks for it. */
let resetLink = '';

test('forgot password: a valid email is asked for, and the reset link is mailed', async ({ page }) => {
  await page.goto(`${store.url}/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(`${store.url}/forgot-password`);
  await expect(page.getByRole('heading', { name: 'Forgot Password?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'forgot-password');

  await page.getByRole('textbox', { name: 'Email' }).fill('noah.brown');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();

  const mailsBefore = mailCountTo(store, demoShoppers.noah);
  await page.getByRole('textbox', { name: 'Email' }).fill(demoShoppers.noah);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'If an account exists for that email, a reset link has been sent.' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'forgot-password-sent');

  resetLink = await nextResetLink(store, demoShoppers.noah, mailsBefore);
  expect(resetLink.startsWith(`${store.url}/reset-password?token=`)).toBe(true);
});

test('reset password: the mailed link sets a new password once; the old password stops working', async ({
  page,
}) => {
  const email = demoShoppers.noah;
  const newPassword = 'noah-new-secret';

  await page.goto(resetLink);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'reset-password');

  const password = page.getByLabel(/^New password/);
  const confirmation = page.getByLabel(/^Confirm new password/);
  const resetButton = page.getByRole('button', { name: 'Reset Password' });
  await resetButton.click();
  await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Please confirm your password', { exact: true })).toBeVisible();

  await password.fill('short');
  await confirmation.fill('short');
  await resetButton.click();
  await expect(page.getByText('Password must be at least 6 characters long', { exact: true })).toBeVisible();

  await password.fill(newPassword);
  await confirmation.fill('noah-new-secreT');
  await resetButton.click();
  await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'reset-password-errors');

  await confirmation.fill(newPassword);
  await resetButton.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Password has been reset. You can now log in.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Go to Sign In' }).click();
  await expect(page).toHaveURL(`${store.url}/login`);

  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid credentials');

  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(userMenu(page, 'Noah')).toBeVisible();

  // The link is spent: a second use is refused and offers a new one.
  await page.goto(resetLink);
  await password.fill('noah-third-secret');
  await confirmation.fill('noah-third-secret');
  await resetButton.click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Invalid or expired reset token');
  await expect(page.getByRole('link', { name: 'Request a New Link' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'reset-password-spent');
  await expect(apiToken(store.url, email, newPassword)).resolves.toEqual(expect.any(String));
});
