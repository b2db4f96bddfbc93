import { type Browser, expect, type Page, test } from '@playwright/test';
import { startTestSmtpServer, type TestSmtpServer } from '../../apps/server/src/mail/test-smtp-server.ts';
import { admin, adminEnv, signInThroughForm } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';
import { seededDataDir } from '../support/seeded-store.ts';
import { type StoreProcess, startStore } from '../support/store-process.ts';

/*
 * Verifying an email (issue 40): a shopper registers through the form, the store mails a link through a
 * real SMTP server, the link verifies the account once, and the admin's user list says Verified. The expired
 * link is the server tests' (it needs the clock moved); here, the same link used again is refused.
 */
test.describe.configure({ mode: 'serial' });

let smtp: TestSmtpServer;
let store: StoreProcess;

const shopperEmail = `grace.verifies.${Date.now()}@example.com`;
const password = 'hopper-1906';
/** The links the store mailed the shopper, in the order they came. */
const links: string[] = [];

test.beforeAll(async () => {
  smtp = await startTestSmtpServer();
  store = await startStore({
    command: 'built server',
    dataDir: await seededDataDir(),
    env: { ...adminEnv, SMTP_URL: smtp.url },
  });
});

test.afterAll(async () => {
  await store?.stop('SIGKILL');
  await smtp?.close();
});

/** Waits for mail number `count` to the shopper and returns the link in it, as a person would. */
async function nthVerificationLink(count: number): Promise<string> {
  await expect
    .poll(() => smtp.received.filter((mail) => mail.envelopeTo.includes(shopperEmail)).length)
    .toBe(count);
  const mail = smtp.received.filter((received) => received.envelopeTo.includes(shopperEmail)).at(-1);
  expect(mail?.subject).toBe('Verify your Aurora Store email');
  const link = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`The mail holds no verification link:\n${mail?.text}`);
  expect(link.startsWith(`${store.url}/verify-email?token=`)).toBe(true);
  return link;
}

const notice = (page: Page) => page.getByRole('region', { name: 'Please verify your email address' });

test('a new shopper gets the link by mail, asks for another, and the first verifies once', async ({
  page,
  browser,
}) => {
  await page.goto(`${store.url}/register`);
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByRole('textbox', { name: 'Email' }).fill(shopperEmail);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByText('I agree to the Terms of Service and Privacy Policy', { exact: true }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('Account created successfully! Please check your email to verify your account.'),
  ).toBeVisible();
  links.push(await nthVerificationLink(1));

  // Until the link is followed, the account page says where it went and offers a new one.
  await page.goto(`${store.url}/profile`);
  await expect(notice(page)).toContainText(`We sent a verification link to ${shopperEmail}`);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'account-verify-notice');
  await notice(page).getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('If your email still needs verifying, a new link is on its way')).toBeVisible();
  links.push(await nthVerificationLink(2));
  expect(links[1]).not.toBe(links[0]);
  await expect(await userStatus(await adminPage(browser))).toHaveText('Pending');

  await page.goto(links[0] ?? '');
  await expect(page.getByRole('status')).toHaveText(/Email verified successfully/);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'verify-email-success');
  await page.getByRole('link', { name: 'Go to My Account' }).click();
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);

  // The same link again: spent. Signed in and verified, there is nothing more to do.
  await page.goto(links[0] ?? '');
  await expect(page.getByRole('alert')).toContainText('This verification link is invalid or has expired');
  await expect(page.getByRole('alert')).toContainText('Your email address is already verified');
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toHaveCount(0);
});

test('signed out, a link spent by the verification asks the visitor to sign in for a new one', async ({
  page,
}) => {
  // The second link was mailed before the first verified the address: verifying ended it too.
  await page.goto(links[1] ?? '');
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('This verification link is invalid or has expired');
  await expect(refusal).toContainText('Sign in to get a new one.');
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'verify-email-invalid');
  await refusal.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${store.url}/login`);
  await signInThroughForm(page, shopperEmail, password);
  await expect(page).toHaveURL(`${store.url}/profile`);
});

test("the admin's user list shows the shopper Verified, where it said Pending before the link", async ({
  browser,
}) => {
  await expect(await userStatus(await adminPage(browser))).toHaveText('Verified');
});

/** The shopper's Status cell on the admin's Users page, found by searching their email. */
async function userStatus(page: Page) {
  await page.goto(`${store.url}/admin/users?search=${encodeURIComponent(shopperEmail)}`);
  const row = page.getByRole('grid', { name: 'Users' }).getByRole('row').filter({ hasText: shopperEmail });
  await expect(row).toHaveCount(1);
  return row.getByText(/^(Verified|Pending)$/);
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${store.url}/login`);
  await signInThroughForm(page, admin.email, admin.password);
  return page;
}
