import { expect, type Page } from '@playwright/test';
import { portal, type Tenant } from './helpers';
import { receivedMails } from './mail-reader';

/** The demo accounts the API seeds on every portal (README, "Demo accounts"). */
export const DEMO = {
  admin: { local: 'admin', password: 'academy-admin' },
  learner: { local: 'learner', password: 'academy-learner' },
  pro: { local: 'pro', password: 'academy-pro-learner' },
} as const;

export type DemoRole = keyof typeof DEMO;

export function demoEmail(account: DemoRole, tenant: Tenant = 'kube'): string {
  return `${DEMO[account].local}@${tenant}.academy.test`;
}

/** A browser context's storage with nobody signed in (a test's own `account` would otherwise apply). */
export const ANONYMOUS = { cookies: [], origins: [] };

export const NEW_ACCOUNT_PASSWORD = 'a-long-enough-password';

export function freshEmail(prefix = 'learner'): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

interface SignInOptions {
  tenant?: Tenant;
  /** Where the visitor starts and comes back to. */
  path: string;
  email: string;
  password: string;
  /** 'gate': the address itself sends an anonymous visitor to the provider (admin screens); else the header button. */
  from?: 'button' | 'gate';
}

/** Signs in on the embedded provider's page and checks the visitor came back to `path`, signed in. */
export async function signIn(page: Page, { tenant = 'kube', path, email, password, from = 'button' }: SignInOptions) {
  await page.goto(portal(tenant, path));
  if (from === 'button') await page.getByRole('link', { name: 'Log In / Register' }).click();
  await expect(page).toHaveURL(/\/identity\/interaction\//);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(portal(tenant, path));
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
}

/** Signs in as one of the portal's demo accounts. */
export function signInAs(
  page: Page,
  account: DemoRole,
  path: string,
  { tenant = 'kube', from = 'button' }: Pick<SignInOptions, 'tenant' | 'from'> = {},
) {
  return signIn(page, { tenant, path, from, email: demoEmail(account, tenant), password: DEMO[account].password });
}

interface SignUpOptions {
  tenant?: Tenant;
  path: string;
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** The `count`-th e-mail code the test SMTP server received for this address (sign-up, or a new code asked for in the app). */
export async function emailCode(email: string, count = 1): Promise<string> {
  const codeOf = (text: string) => /Your code is (\d{6})\./.exec(text)?.[1];
  const mails = await receivedMails((mail) => mail.to.includes(email) && codeOf(mail.text) !== undefined, count);
  return codeOf(mails[count - 1].text)!;
}

/** From a portal page's header button to the provider's code page: the sign-up form filled and sent. */
export async function registerFromHeader(page: Page, account: { firstName: string; lastName: string; email: string; password: string }) {
  await page.getByRole('link', { name: 'Log In / Register' }).click();
  // The sign-in starts after the app reads the provider's discovery: until then the page that was
  // clicked is still there, and a home page's own "Create Your Free Account" link matches too.
  await expect(page).toHaveURL(/\/identity\/interaction\//);
  await page.getByRole('link', { name: 'Create your free account' }).click();
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
}

/** Creates a new account from the header button of `path`, confirms the mailed code and comes back there signed in; returns its e-mail. */
export async function signUp(
  page: Page,
  { tenant = 'kube', path, firstName = 'Ada', lastName = 'Lovelace', email = freshEmail() }: SignUpOptions,
): Promise<string> {
  await page.goto(portal(tenant, path));
  await registerFromHeader(page, { firstName, lastName, email, password: NEW_ACCOUNT_PASSWORD });
  await page.getByLabel('Code').fill(await emailCode(email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(portal(tenant, path));
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  return email;
}
