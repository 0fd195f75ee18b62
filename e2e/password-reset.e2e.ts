import { NEW_ACCOUNT_PASSWORD, signUp } from './accounts';
import { expect, test } from './fixtures';
import { expectAccessible, expectHeading, portal } from './helpers';
import { receivedMail } from './mail-reader';

const NEW_PASSWORD = 'a password I will remember';

test.describe('password reset', () => {
  test('a learner who forgot the password asks on the sign-in page, follows the mailed link, and signs in with the new one only', async ({
    page,
    browser,
  }) => {
    // A sign-up, a reset and two sign-ins: three times a journey's time.
    test.slow();
    // The account was made on another browser, which stays signed in until the reset ends its sign-in.
    const laptop = await browser.newContext();
    const laptopPage = await laptop.newPage();
    const email = await signUp(laptopPage, { path: '/courses' });

    await page.goto(portal('kube', '/courses'));
    await page.getByRole('link', { name: 'Log In / Register' }).click();
    await expectHeading(page, 'Sign in');
    // From the password field, past Sign in, to the link, by keyboard.
    await page.getByLabel('Password').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expectHeading(page, 'Reset your password');
    await expectAccessible(page);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expectHeading(page, 'Check your e-mail');
    await expect(page.getByText(`If ${email} has an account here, we sent it a link`)).toBeVisible();
    await expectAccessible(page);

    const mail = await receivedMail((received) => received.to.includes(email) && received.subject.endsWith('choose a new password'));
    const link = /(http\S+\/identity\/set-password\?token=\S+)/.exec(mail.text)![1];
    expect(new URL(link).origin).toBe(portal('kube', ''));
    await page.goto(link);
    await expectHeading(page, 'Choose a new password');
    await expectAccessible(page);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('Your password is changed, and every sign-in of your account has ended.')).toBeVisible();

    // The link worked once.
    await page.goto(link);
    await expectHeading(page, 'Link expired');

    await page.goto(portal('kube', '/auth'));
    await expectHeading(page, 'Sign in');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(NEW_ACCOUNT_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The e-mail or password is not right.');
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();

    // The laptop's sign-in ended: its next token refresh is refused and it is signed out.
    await laptopPage.evaluate(() => {
      const tokens = JSON.parse(localStorage.getItem('auth')!) as { expiresAt: number };
      localStorage.setItem('auth', JSON.stringify({ ...tokens, expiresAt: Date.now() + 60_000 }));
    });
    await laptopPage.reload();
    await expect(laptopPage.getByRole('link', { name: 'Log In / Register' })).toBeVisible();
    await laptop.close();
  });
});
