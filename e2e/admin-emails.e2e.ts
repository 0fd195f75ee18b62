import { expect, test } from './fixtures';
import { expectHeading, portal } from './helpers';
import { receivedMail } from './mail-reader';

/** The verification code in the mail the test SMTP server received for this address. */
async function receivedCode(address: string): Promise<string> {
  const mail = await receivedMail((message) => message.to.includes(address) && /verification code is \d{6}/.test(message.text));
  return /verification code is (\d{6})/.exec(mail.text)![1];
}

test.describe('Manage Emails (kube)', () => {
  test.use({ account: { role: 'admin', tenant: 'kube' } });

  test('an address is added, verified with the mailed code after a wrong one, searched, edited and deleted', async ({ page }) => {
    test.setTimeout(90_000);
    const tag = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const address = `ops-${tag}@example.test`;
    const changed = `support-${tag}@example.test`;

    await page.goto(portal('kube', '/email'));
    await expectHeading(page, 'Manage Emails');

    const form = page.getByRole('form', { name: 'Add an e-mail address' });
    await form.getByLabel('Type').selectOption('contact');
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByRole('button', { name: 'Add e-mail' }).click();
    await expect(form.getByText('Email must be a valid email')).toBeVisible();
    await form.getByLabel('Email').fill(address);
    await form.getByRole('button', { name: 'Add e-mail' }).click();
    await expect(page.getByText(`${address} was added`)).toBeVisible();
    const row = page.getByTestId('table-row').filter({ hasText: address });
    await expect(row).toContainText('Not verified');

    // The server refuses a duplicate; the form shows its first error itself.
    await form.getByLabel('Email').fill(address);
    await form.getByRole('button', { name: 'Add e-mail' }).click();
    await expect(form.getByRole('alert')).toContainText(address);

    await row.getByRole('button', { name: `Verify ${address} (contact)` }).click();
    const dialog = page.getByRole('dialog', { name: `Verify ${address}` });
    await expect(dialog).toBeVisible();
    const code = await receivedCode(address);
    const wrong = code === '000000' ? '111111' : '000000';
    await dialog.getByLabel('Verification code').fill(wrong);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid Code');
    await dialog.getByLabel('Verification code').fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Email Verified')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('Verified');
    await expect(row).not.toContainText('Not verified');

    const search = page.getByLabel('Search e-mails');
    await search.fill(`OPS-${tag}`);
    await expect(page.getByTestId('table-row')).toHaveCount(1);
    await search.fill(`${tag} feedback`);
    await expect(page.getByTestId('table-row')).toHaveCount(0);
    await search.fill('');

    await row.getByRole('button', { name: `Edit ${address} (contact)` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${address}` });
    await edit.getByLabel('New email').fill(changed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The email was updated')).toBeVisible();
    const changedRow = page.getByTestId('table-row').filter({ hasText: changed });
    await expect(changedRow).toContainText('Not verified');

    await changedRow.getByRole('button', { name: `Delete ${changed} (contact)` }).click();
    await page
      .getByRole('alertdialog', { name: `Delete ${changed}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('The email was deleted')).toBeVisible();
    await expect(changedRow).toHaveCount(0);
  });
});
