import { NEW_ACCOUNT_PASSWORD, signUp } from './accounts';
import { expect, test } from './fixtures';
import { expectAccessible, expectHeading, portal } from './helpers';

test.describe('passkeys', () => {
  test('a learner adds a passkey from My Account, signs in with it, makes recovery codes, signs in with one, and removes the passkey', async ({
    page,
  }) => {
    // A sign-up and three sign-ins: more than a journey's usual time.
    test.slow();
    const email = await signUp(page, { path: '/courses' });
    // Chromium's virtual authenticator: a platform passkey that keeps discoverable credentials and verifies its user.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('WebAuthn.enable');
    const { authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await page.goto(portal('kube', '/account'));
    await page.getByRole('link', { name: 'Manage passkeys' }).click();
    await expectHeading(page, 'Passkeys');
    await expect(page.getByText('No passkeys yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByText(/^Passkey 1: added \d{4}-\d{2}-\d{2}, not used yet$/)).toBeVisible();
    await expectAccessible(page);
    const { credentials } = await devtools.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0].isResidentCredential).toBe(true);

    // Signed out everywhere in this browser: the provider's session and the app's tokens.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(portal('kube', '/auth'));
    await expectHeading(page, 'Sign in');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();

    await page.goto(portal('kube', '/identity/security'));
    await expect(page.getByText(/^Passkey 1: added \d{4}-\d{2}-\d{2}, last used \d{4}-\d{2}-\d{2}$/)).toBeVisible();
    const after = await devtools.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0].signCount).toBeGreaterThan(0);

    // Recovery codes, shown once, for when the device is lost (a stale session's refusal is an API test).
    await expect(page.getByText('No recovery codes yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Make recovery codes' }).click();
    const codes = page
      .getByRole('list')
      .filter({ has: page.getByText(/^[a-z2-9]{5}-[a-z2-9]{5}$/) })
      .getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(page.getByText('10 of 10 recovery codes left.')).toBeVisible();
    const code = (await codes.first().textContent())!;

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(portal('kube', '/auth'));
    await page.getByRole('link', { name: 'Lost your passkey? Use a recovery code' }).click();
    await expectHeading(page, 'Sign in with a recovery code');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(NEW_ACCOUNT_PASSWORD);
    await page.getByLabel('Recovery code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('status')).toHaveText('That code is used up. You have 9 recovery codes left.');
    await page.getByRole('link', { name: 'Continue to the academy' }).click();
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();

    // A lost device's passkey is removed here (that it then signs in nowhere is an API test).
    await page.goto(portal('kube', '/identity/security'));
    await expect(page.getByText('9 of 10 recovery codes left.')).toBeVisible();
    await page.getByRole('button', { name: 'Remove passkey 1' }).click();
    await expect(page.getByText('No passkeys yet.')).toBeVisible();
  });
});
