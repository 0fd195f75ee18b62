import { readFile } from 'node:fs/promises';
import { freshEmail, NEW_ACCOUNT_PASSWORD, signUp } from './accounts';
import { expect, test } from './fixtures';
import { expectHeading, portal } from './helpers';
import { receivedMail } from './mail-reader';

/** The learner-address code in the mail the test SMTP server received for this address. */
async function receivedCode(address: string): Promise<string> {
  const mail = await receivedMail((message) => message.to.includes(address) && message.text.includes('may receive your notifications'));
  return /verification code is (\d{6})/.exec(mail.text)![1];
}

test.describe('a learner and their account (spring)', () => {
  test('Manage Emails from the account menu: add an address, verify it with the mailed code, remove it', async ({ page }) => {
    test.setTimeout(120_000);
    await signUp(page, { tenant: 'spring', path: '/courses' });
    const address = freshEmail('home');
    // The landing page has drawn and taken the focus it moves to after the sign-in's navigation,
    // so the keyboard opens the menu on a page that is done settling.
    await expectHeading(page, 'Courses');

    await page.getByRole('button', { name: /^Account menu/ }).press('Enter');
    await page.getByRole('menuitem', { name: 'Manage Emails' }).click();
    await expect(page).toHaveURL(portal('spring', '/email'));
    await expectHeading(page, 'Manage Emails');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('alertdialog', { name: 'Access Denied' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: "The portal's addresses" })).toHaveCount(0);
    await expect(page.getByTestId('no-learner-emails')).toBeVisible();

    const form = page.getByRole('form', { name: 'Add a notification address' });
    await form.getByLabel('E-mail address').fill('not an address');
    await form.getByRole('button', { name: 'Add address' }).click();
    await expect(form.getByRole('alert')).toHaveText('Email must be a valid email');
    await form.getByLabel('E-mail address').fill(address);
    await form.getByRole('button', { name: 'Add address' }).click();

    const verify = page.getByRole('form', { name: `Verify ${address}` });
    const code = await receivedCode(address);
    await verify.getByLabel(`Code sent to ${address}`).fill(code === '000000' ? '111111' : '000000');
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(verify.getByRole('alert')).toHaveText('Invalid Code');
    await verify.getByLabel(`Code sent to ${address}`).fill(code);
    await verify.getByRole('button', { name: 'Verify' }).click();
    const list = page.getByRole('list', { name: 'Your notification addresses' });
    await expect(list.getByRole('listitem').filter({ hasText: address })).toContainText('Verified');
    await expect(verify).toHaveCount(0);

    await list.getByRole('button', { name: `Remove ${address}` }).click();
    await expect(page.getByTestId('no-learner-emails')).toBeVisible();
  });

  test('My Account downloads the data as a file and deletes the account after the login is typed', async ({ page }) => {
    test.setTimeout(120_000);
    const email = await signUp(page, { tenant: 'spring', path: '/' });
    await page.goto(portal('spring', '/account'));
    await expectHeading(page, 'My Account');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^spring-academy-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile(await download.path(), 'utf8')) as { format: string; data: { account: { login: string } } };
    expect(file.format).toBe('academy-account-data/1');
    expect(file.data.account.login).toBe(email);

    const section = page.getByRole('region', { name: 'Delete my account' });
    const confirmation = section.getByLabel(`Type your e-mail address, ${email}, to confirm`);
    await confirmation.fill('someone-else@example.test');
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await expect(section.getByRole('alert')).toHaveText(`Type ${email} to confirm`);
    await confirmation.fill(email);
    await section.getByRole('button', { name: 'Delete my account' }).click();

    await expect(page).toHaveURL(portal('spring', '/account-deleted'));
    await expectHeading(page, 'Your account was deleted');
    await expect(page.getByRole('link', { name: 'Log In / Register' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();

    // The account is gone: its password no longer signs in.
    await page.getByRole('link', { name: 'Log In / Register' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(NEW_ACCOUNT_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/identity\/interaction\//);
    await expect(page.getByRole('alert')).toBeVisible();
  });
});
