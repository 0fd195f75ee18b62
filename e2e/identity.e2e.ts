import { request as httpRequest } from 'node:http';
import { emailCode, NEW_ACCOUNT_PASSWORD, registerFromHeader, signInAs, signUp } from './accounts';
import { expect, pageBeforeHydration, test, type Account } from './fixtures';
import type { Page, Response } from '@playwright/test';
import { expectHeading, portal } from './helpers';
import { E2E_PORT } from './playwright.config';

/** The pro lesson of the kube sample content (entitlements: [pro]). */
const PRO_LESSON = '/courses/packaging-applications-with-helm/lessons/dependencies-and-hooks';

interface StoredTokens {
  accessToken: string;
  expiresAt: number;
}

async function storedTokens(page: Page): Promise<StoredTokens | null> {
  return page.evaluate(() => {
    const text = localStorage.getItem('auth');
    return text ? (JSON.parse(text) as StoredTokens) : null;
  });
}

/**
 * Moves the stored access token's expiry inside the web app's 120 s refresh lead, as if the page had
 * been open for most of the token's life; the app refreshes as soon as it next starts.
 */
async function bringExpiryNear(page: Page) {
  await page.evaluate(() => {
    const tokens = JSON.parse(localStorage.getItem('auth')!) as { expiresAt: number };
    localStorage.setItem('auth', JSON.stringify({ ...tokens, expiresAt: Date.now() + 60_000 }));
  });
}

function isRefresh(response: Response) {
  return response.url().endsWith('/identity/token/refresh') && response.request().method() === 'POST';
}

/** The refresh token's cookie as the browser keeps it (page scripts cannot see it). */
async function refreshCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'academy_refresh');
}

const KUBE_LEARNER: Account = { role: 'learner', tenant: 'kube' };
const KUBE_ADMIN: Account = { role: 'admin', tenant: 'kube' };

/** Sends the browser's request on to the test server as the kube portal; Node cannot resolve kube.localhost itself. */
function postToServer(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      { host: '127.0.0.1', port: E2E_PORT, path, method: 'POST', headers: { ...headers, host: `kube.localhost:${E2E_PORT}` } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    call.on('error', reject);
    call.end();
  });
}

test.describe('identity', () => {
  test('a visitor signs up, comes back signed in, stays signed in, sees a refresh and logs out', async ({ page }) => {
    const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
    const coursePath = '/courses/kubernetes-fundamentals';

    await page.goto(portal('kube', coursePath));
    await registerFromHeader(page, { firstName: 'Grace', lastName: 'Hopper', email, password: NEW_ACCOUNT_PASSWORD });
    await page.getByLabel('Code').fill(await emailCode(email));
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect(page).toHaveURL(portal('kube', coursePath));
    await expect(page.getByRole('region', { name: 'Confirm your e-mail address' })).toHaveCount(0);
    const accountMenu = page.getByRole('button', { name: 'Account menu: Grace Hopper' });
    await expect(accountMenu).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In / Register' })).toHaveCount(0);
    const first = await storedTokens(page);
    expect(first).not.toHaveProperty('refreshToken');
    // The refresh token lives only in a cookie no page script can read (decision 016).
    const cookie = await refreshCookie(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/identity/token' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('academy_refresh');
    // The server's default access token lives 15 minutes.
    expect(first!.expiresAt - Date.now()).toBeGreaterThan(800_000);
    expect(first!.expiresAt - Date.now()).toBeLessThanOrEqual(900_000);

    await bringExpiryNear(page);
    const refresh = page.waitForResponse(isRefresh);
    await page.reload();
    expect((await refresh).status()).toBe(200);
    expect(await (await refresh).text()).not.toContain(cookie!.value);
    await expect.poll(async () => (await refreshCookie(page))?.value).not.toBe(cookie!.value);
    await expect.poll(async () => (await storedTokens(page))?.accessToken).not.toBe(first!.accessToken);
    const second = await storedTokens(page);
    expect(second!.accessToken).not.toBe(first!.accessToken);
    expect(second!.expiresAt - Date.now()).toBeGreaterThan(800_000);
    await expect(accountMenu).toBeVisible();

    await page.reload();
    await expect(accountMenu).toBeVisible();

    await accountMenu.click();
    const menu = page.getByRole('menu', { name: 'Account' });
    await expect(menu.getByRole('menuitem', { name: /My Account/ })).toHaveAttribute('target', '_blank');
    await expect(menu.getByRole('menuitem', { name: 'Administration' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await accountMenu.click();
    await page.mouse.click(10, 600);
    await expect(menu).toHaveCount(0);

    await accountMenu.click();
    const logoutCall = page.waitForRequest((request) => request.url().endsWith('/identity/session') && request.method() === 'DELETE');
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await logoutCall;
    await expect(page).toHaveURL(portal('kube', '/'));
    await expect(page.getByRole('link', { name: 'Log In / Register' })).toBeVisible();
    expect(await storedTokens(page)).toBeNull();
    expect(await refreshCookie(page)).toBeUndefined();

    await page.getByRole('link', { name: 'Log In / Register' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/identity\/interaction\//);
  });

  test('a reload that cuts off a refresh keeps the learner signed in', async ({ page }) => {
    // A sign-in of its own: this test rotates the refresh token, which no other test may share.
    await signInAs(page, 'learner', '/courses');
    const before = (await refreshCookie(page))!.value;
    // The server rotates the refresh token, but the browser never hears back (nor gets the new
    // cookie): the request stays pending until the reload cancels it, as when a learner reloads mid-refresh.
    let rotated = false;
    await page.route('**/identity/token/refresh', async (route) => {
      if (rotated) return route.continue();
      rotated = (await postToServer('/identity/token/refresh', await route.request().allHeaders())) === 200;
    });
    await bringExpiryNear(page);
    await page.reload();
    await expect.poll(() => rotated).toBe(true);
    expect((await refreshCookie(page))!.value).toBe(before);
    const retried = page.waitForResponse(isRefresh);
    await page.reload();
    expect((await retried).status()).toBe(200);
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
    await expect.poll(async () => (await refreshCookie(page))?.value).not.toBe(before);
  });

  test('a pro lesson offers sign-in, and the pro learner comes back to read it', async ({ page }) => {
    await page.goto(portal('kube', PRO_LESSON));
    await expect(page.locator('.rich-text')).toHaveCount(0);
    await page.getByTestId('lesson-locked').getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('E-mail').fill('pro@kube.academy.test');
    await page.getByLabel('Password').fill('academy-pro-learner');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(portal('kube', PRO_LESSON));
    await expect(page.getByTestId('lesson-locked')).toHaveCount(0);
    await expect(page.locator('.rich-text').first()).toBeVisible();
  });

  test('a Log In clicked before the server-rendered page hydrates still returns to that page', async ({ page }) => {
    const course = '/courses/kubernetes-fundamentals';
    // The fixture's pages wait for hydration after each load; this one must not.
    const early = await pageBeforeHydration(page.context());
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await early.route(/\/assets\/.+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await early.goto(portal('kube', course), { waitUntil: 'commit' });
    const logIn = early.getByRole('link', { name: 'Log In / Register' });
    await expect(logIn).toBeVisible();
    expect(await early.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await logIn.click();
    release();
    await expect(early).toHaveURL(/\/identity\/interaction\//);
    await early.getByLabel('E-mail').fill('learner@kube.academy.test');
    await early.getByLabel('Password').fill('academy-learner');
    await early.getByRole('button', { name: 'Sign in' }).click();
    await expect(early).toHaveURL(portal('kube', course));
    await expect(early.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  });

  test('an anonymous visitor opening /admin signs in and comes back to it', async ({ page }) => {
    await page.goto(portal('kube', '/admin'));
    await expect(page).toHaveURL(/\/identity\/interaction\//);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('E-mail').fill('admin@kube.academy.test');
    await page.getByLabel('Password').fill('academy-admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(portal('kube', '/admin'));
    await expectHeading(page, 'Administration');
  });

  test.describe('as the kube free learner', () => {
    test.use({ account: KUBE_LEARNER });

    test('a pro lesson is locked', async ({ page }) => {
      await page.goto(portal('kube', PRO_LESSON));
      await expect(page.getByTestId('lesson-locked')).toContainText('This lesson is for pro learners.');
      await expect(page.locator('.rich-text')).toHaveCount(0);
    });

    test('an admin address shows Access Denied', async ({ page }) => {
      for (const path of ['/admin', '/admin/users']) {
        await page.goto(portal('kube', path));
        const dialog = page.getByRole('alertdialog', { name: 'Access Denied' });
        await expect(dialog).toBeVisible();
        await expect(page).toHaveURL(portal('kube', '/'));
        await dialog.getByRole('button', { name: 'Close' }).click();
      }
    });
  });

  test.describe('as the kube admin', () => {
    test.use({ account: KUBE_ADMIN });

    test('Administration and Manage Emails are in the account menu, by mouse and keyboard', async ({ page }) => {
      await page.goto(portal('kube', '/courses'));
      const accountMenu = page.getByRole('button', { name: 'Account menu: Avery Admin' });
      await accountMenu.click();
      await page.getByRole('menuitem', { name: 'Administration' }).click();
      await expect(page).toHaveURL(portal('kube', '/admin'));
      await expectHeading(page, 'Administration');
      for (const section of ['Alerts', 'Users', 'Tokens', 'Manage Emails', 'Feedback', 'Outbox']) {
        await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${section}`) })).toBeVisible();
      }
      await accountMenu.press('Enter');
      await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name: 'Manage Emails' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expectHeading(page, 'Manage Emails');
    });
  });

  test('My Account changes the name and the password, with field errors from the form and the server', async ({ page }) => {
    await signUp(page, { path: '/courses', firstName: 'Alan', lastName: 'Turing', email: `account-${Date.now()}@example.test` });
    await expect(page.getByRole('button', { name: 'Account menu: Alan Turing' })).toBeVisible();

    await page.goto(portal('kube', '/account'));
    await expectHeading(page, 'My Account');

    const firstName = page.getByLabel('First name');
    await firstName.fill('');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('First name is a required field')).toBeVisible();
    await firstName.fill('Alonzo');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Updated', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu: Alonzo Turing' })).toBeVisible();

    await page.getByLabel('Current password').fill('not-the-password');
    await page.getByLabel('New password').fill('second-password-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.locator('#password-heading ~ div').getByText('The current password is not right')).toBeVisible();
    await page.getByLabel('Current password').fill(NEW_ACCOUNT_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password was changed')).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveValue('');
  });

  test('an account whose code was never entered is marked unverified, gets a new code and confirms it in the app', async ({ page }) => {
    const email = `unverified-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
    await page.goto(portal('kube', '/courses'));
    await registerFromHeader(page, { firstName: 'Una', lastName: 'Verified', email, password: NEW_ACCOUNT_PASSWORD });

    await page.getByRole('link', { name: 'sign in' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(NEW_ACCOUNT_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(portal('kube', '/courses'));
    const notice = page.getByRole('region', { name: 'Confirm your e-mail address' });
    await expect(notice).toContainText(email);
    await expect(notice).toContainText('no pro or administrator rights');

    await notice.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByText(`A new code was sent to ${email}`)).toBeVisible();
    await notice.getByLabel('Code').fill(await emailCode(email, 2));
    await notice.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu: Una Verified' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('/account sends anonymous visitors to sign-in', async ({ page }) => {
    await page.goto(portal('kube', '/account'));
    await expect(page).toHaveURL(/\/identity\/interaction\//);
  });

  test('a sign-in callback without a stored code verifier stays anonymous and says why in the console', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto(portal('kube', '/login/callback?code=made-up&state=x'));
    await expect(page).toHaveURL(portal('kube', '/'));
    await expect(page.getByRole('link', { name: 'Log In / Register' })).toBeVisible();
    expect(messages.some((text) => text.includes('Code verifier not found in local storage'))).toBe(true);
  });
});
